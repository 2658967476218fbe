import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '#shared/admin';
import { formatCents } from '#shared/money';
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
import { errorMessage } from '#client/lib/api';
import { useRefundOrder } from '../api/orders';
import { dollarsInputToCents, partRefundError } from '../lib/amounts';
import { ChoiceList } from '#client/components/choice-list';
import { AmountField } from './amount-field';
import { DialogError, NoteField, noteError } from './note-field';

/** What can still go back to the buyer. */
export const refundableCents = (order: AdminOrder) => Math.max(0, order.totalCents - order.refundedCents);

/** Refunding an order from the look-up: all that is left, or part of it, with a reason. */
export function RefundDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{order && <RefundForm order={order} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const id = useId();
  const refund = useRefundOrder(order.id);
  const left = refundableCents(order);
  const [kind, setKind] = useState<'full' | 'part'>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const amountError = kind === 'part' ? partRefundError(amount, left) : undefined;
  const noteProblem = noteError(note);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || noteProblem) return;
    const amountCents = kind === 'full' ? left : dollarsInputToCents(amount)!;
    refund.mutate({ amountCents, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={refund.isPending}>
      <DialogHeader>
        <DialogTitle>Refund the order</DialogTitle>
        <DialogDescription>
          {order.listing.title}: {formatCents(order.totalCents)} paid
          {order.refundedCents > 0 ? `, ${formatCents(order.refundedCents)} refunded already` : ''}.
        </DialogDescription>
      </DialogHeader>
      <ChoiceList
        legend="How much"
        name={`${id}-kind`}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'full', label: `Refund in full (${formatCents(left)})`, hint: 'Everything that is left.' },
          { value: 'part', label: 'Refund part', hint: 'An amount you choose.' },
        ]}
      />
      {kind === 'part' && (
        <AmountField
          id={`${id}-amount`}
          value={amount}
          onChange={setAmount}
          error={tried ? amountError : undefined}
        />
      )}
      <NoteField id={`${id}-note`} value={note} onChange={setNote} error={tried ? noteProblem : undefined} />
      {refund.isError && (
        <DialogError
          message={errorMessage(refund.error, 'The refund could not be sent. Please try again.')}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding...' : 'Refund'}
        </Button>
      </DialogFooter>
    </form>
  );
}
