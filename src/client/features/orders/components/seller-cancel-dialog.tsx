import { useState } from 'react';
import { formatCents } from '#shared/money';
import type { Order } from '#shared/orders';
import {
  SELLER_CANCEL_AFTERWARDS,
  SELLER_CANCEL_REASONS,
  sellerCancelCopy,
  sellerCancelMessages,
  sellerCancelReasonLabels,
  type SellerCancelAfterwards,
  type SellerCancelReason,
} from '#shared/seller-cancel';
import { ChoiceList } from '#client/components/choice-list';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { useSellerCancelOrder } from '../api/orders';

const reasons = SELLER_CANCEL_REASONS.map((value) => ({ value, label: sellerCancelReasonLabels[value] }));
const afterwards = SELLER_CANCEL_AFTERWARDS.map((value) => ({
  value,
  label: sellerCancelCopy.afterwards[value],
}));

/**
 * "Cancel sale" for the seller of a paid, unshipped order: why (the buyer is told), and whether the
 * item goes back on sale. Nothing is chosen for them — a refund in full cannot be taken back, so the
 * seller picks both answers before the button works.
 */
export function SellerCancelButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<SellerCancelReason | ''>('');
  const [after, setAfter] = useState<SellerCancelAfterwards | ''>('');
  const [tried, setTried] = useState(false);
  const cancel = useSellerCancelOrder();
  const missing = !reason
    ? sellerCancelMessages.reasonRequired
    : !after
      ? sellerCancelMessages.afterwardsRequired
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason || !after) return;
    cancel.mutate({ id: order.id, reason, afterwards: after }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {sellerCancelCopy.button}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{sellerCancelCopy.title}</DialogTitle>
          <DialogDescription>
            {sellerCancelCopy.description(formatCents(order.totalCents), order.counterparty.display)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={cancel.isPending}>
          <ChoiceList
            legend={sellerCancelCopy.reasonLegend}
            name={`${order.id}-reason`}
            options={reasons}
            value={reason as SellerCancelReason}
            onChange={setReason}
          />
          <ChoiceList
            legend={sellerCancelCopy.afterwardsLegend}
            name={`${order.id}-afterwards`}
            options={afterwards}
            value={after as SellerCancelAfterwards}
            onChange={setAfter}
          />
          {tried && missing && (
            <p role="alert" className="text-sm text-red-700">
              {missing}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{sellerCancelCopy.keep}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : sellerCancelCopy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
