import { useId, useState, type FormEvent } from 'react';
import { exactDollarsToCents, formatCents } from '#shared/money';
import { OFFER_MESSAGE_MAX, type Offer, type OfferMaker } from '#shared/offers';
import { FormField } from '#client/components/ui/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import { Input } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/api';
import { useCounterOffer } from '../api/offers';
import { counterAmountError } from '../lib/threads';

/**
 * Counter a pending step: an amount in dollars, sent as integer cents, checked against the
 * thread's bounds before sending; the server's refusal (the step moved on, expired) stays in the dialog.
 */
export function CounterOfferDialog({
  step,
  me,
  open,
  onOpenChange,
}: {
  step: Offer;
  me: OfferMaker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const counter = useCounterOffer();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problem = counterAmountError(amount, step);
    setAmountError(problem);
    if (problem) return;
    counter.mutate(
      { id: step.id, offerCents: exactDollarsToCents(amount)!, message: message.trim() || null },
      {
        onSuccess: () => {
          setAmount('');
          setMessage('');
          onOpenChange(false);
        },
        onError: (error) => setRefusal(errorMessage(error, 'Please try again in a moment.')),
      },
    );
  };

  const itemsTotal = (o: Offer) => o.items.reduce((sum, i) => sum + i.priceCents, 0);
  const bounds =
    me === 'seller'
      ? step.items.length > 1
        ? `More than ${formatCents(step.offerCents)}, at most the items’ total of ${formatCents(itemsTotal(step))}.`
        : `More than ${formatCents(step.offerCents)}, at most the list price of ${formatCents(step.listing.priceCents)}.`
      : `Less than ${formatCents(step.offerCents)}.`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Counter-offer</DialogTitle>
          <DialogDescription>
            {step.listing.title}: {bounds} The other side has 48 hours to answer.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={counter.isPending}>
          {refusal && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {refusal}
            </p>
          )}
          <FormField
            id={`${id}-amount`}
            label="Your counter ($)"
            error={amountError ? { message: amountError } : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="0.00"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-message`} label="Message (optional)">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={OFFER_MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <DialogFormFooter label="Send Counter" pendingLabel="Sending..." pending={counter.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
