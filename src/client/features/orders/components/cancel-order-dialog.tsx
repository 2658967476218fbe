import { orderTimerCopy } from '#shared/orders';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { useCancelOrder } from '../api/orders';

/** "Cancel order" for the buyer once the ship-by date passed, asked once more: it cannot be undone. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const cancel = useCancelOrder();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={cancel.isPending}>
          {orderTimerCopy.cancel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{orderTimerCopy.cancelTitle}</AlertDialogTitle>
        <AlertDialogDescription>{orderTimerCopy.cancelDescription}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{orderTimerCopy.keep}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => cancel.mutate(orderId)}>
            {orderTimerCopy.cancel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
