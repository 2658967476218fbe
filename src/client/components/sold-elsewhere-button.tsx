import { Store } from 'lucide-react';
import { useState } from 'react';
import { soldElsewhereMessages as words } from '#shared/sold-elsewhere';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { useMarkSoldElsewhere } from '#client/lib/mark-sold-elsewhere';

/** The seller's "Sold elsewhere", asked once more before the listing leaves Rethread for good. */
export function SoldElsewhereButton({
  listing,
  className,
}: {
  listing: { id: string; title: string };
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const mark = useMarkSoldElsewhere();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        disabled={mark.isPending}
        onClick={() => setOpen(true)}
        aria-label={`${words.action}: ${listing.title}`}
      >
        <Store aria-hidden="true" />
        {words.action}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>{words.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            <strong className="font-semibold">{listing.title}</strong>. {words.confirmBody}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{words.cancel}</AlertDialogCancel>
            <AlertDialogAction destructive onClick={() => mark.mutate(listing.id)}>
              {words.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
