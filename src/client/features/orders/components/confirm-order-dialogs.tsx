import { formatCents } from '#shared/money';
import { orderTimerCopy, type Order } from '#shared/orders';
import { ConfirmButton } from '#client/components/confirm-button';
import { useCancelOrder, useConfirmOrder } from '../api/orders';

const sentences = (lines: readonly string[]) => lines.map((line) => <p key={line}>{line}</p>);

/** "Cancel order" for the buyer once the ship-by date passed, asked once more: it cannot be undone. */
export function CancelOrderButton({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  return (
    <ConfirmButton
      variant="outline"
      disabled={cancel.isPending}
      title={orderTimerCopy.cancelTitle}
      description={sentences(orderTimerCopy.cancelDescription(formatCents(order.totalCents)))}
      cancelLabel={orderTimerCopy.keep}
      confirmLabel={orderTimerCopy.cancel}
      destructive
      onConfirm={() => cancel.mutate(order.id)}
    >
      {orderTimerCopy.cancel}
    </ConfirmButton>
  );
}

/**
 * "Everything is OK" for the buyer of a delivered order, asked once more: it releases the payment
 * to the seller and closes the claim window, neither of which can be taken back.
 */
export function ConfirmOrderButton({ order }: { order: Order }) {
  const confirm = useConfirmOrder();
  const total = formatCents(order.totalCents);
  const seller = order.counterparty.handle;
  return (
    <ConfirmButton
      disabled={confirm.isPending}
      title={orderTimerCopy.confirmTitle(total, seller)}
      description={sentences(orderTimerCopy.confirmDescription(total, seller))}
      cancelLabel={orderTimerCopy.notYet}
      confirmLabel={orderTimerCopy.confirm}
      onConfirm={() => confirm.mutate(order.id)}
    >
      {orderTimerCopy.confirm}
    </ConfirmButton>
  );
}
