import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCents } from '#shared/money';
import { useListingPages } from '#client/lib/listing-pages';
import { cn } from '#client/lib/cn';
import { thumbnailUrl } from '../listing-thumb';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Skeleton } from '../ui/skeleton';
import { messageCopy } from './message-copy';
import { StartConversationDialog } from './start-conversation-dialog';

/**
 * From a profile with no conversation yet: pick one of the seller's listings for sale, then write
 * the first message about it; or, when there is none, say there is nothing to message about yet.
 */
export function ProfileMessageDialog({
  open,
  onOpenChange,
  profile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: { id: string; handle: string };
}) {
  const id = useId();
  const pages = useListingPages(`sellerId=${encodeURIComponent(profile.id)}&sort=newest`, open);
  const forSale = pages.listings.filter((listing) => listing.isActive && !listing.isSold);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? forSale[0]?.id ?? null;
  const title = `Message @${profile.handle}`;

  if (pages.data && forSale.length === 0 && !pages.hasNextPage) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              @{profile.handle} {messageCopy.nothingToAskAbout}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button>OK</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <StartConversationDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Messages are about an item: pick the one you want to ask about."
      about={chosen ? { listingId: chosen } : null}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">Which item is it about?</legend>
        {!pages.data ? (
          <div role="status" aria-label="Loading listings" className="grid gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : (
          <div className="grid max-h-56 grid-cols-1 gap-1.5 overflow-y-auto pr-1">
            {forSale.map((listing) => {
              const thumb = thumbnailUrl(listing.imageUrl);
              return (
                <label
                  key={listing.id}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-2 text-sm',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                    chosen === listing.id
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-gray-200 hover:bg-gray-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-listing`}
                    value={listing.id}
                    checked={chosen === listing.id}
                    onChange={() => setPicked(listing.id)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 text-gray-400">
                    {thumb ? (
                      <img src={thumb} alt="" width={40} height={40} className="size-full object-cover" />
                    ) : (
                      <ImageOff className="size-4" aria-hidden="true" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{listing.title}</span>
                  <span className="shrink-0 text-gray-700">{formatCents(listing.priceCents)}</span>
                </label>
              );
            })}
            {pages.hasNextPage && (
              <Button
                variant="ghost"
                size="sm"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? 'Loading…' : 'Show more items'}
              </Button>
            )}
          </div>
        )}
      </fieldset>
    </StartConversationDialog>
  );
}
