import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PAYOUT_CENTS } from '#shared/earnings';
import { centsToDollarsInput, formatCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useRequestPayout } from '../../api/payouts';
import { dollarsInputToCents, payoutFormSchema, type PayoutForm } from '../../lib/payout-amount';

/**
 * 'Request payout' (local provider): an amount in dollars, all of the available balance unless the
 * seller types less, sent as integer cents. The same bounds as the server (at least
 * MIN_PAYOUT_CENTS, at most what is available) are checked first; the server's refusal, if any, is
 * shown here and the dialog stays open.
 */
export function PayoutDialog({
  availableCents,
  open,
  onOpenChange,
}: {
  availableCents: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The content (and its form) mounts on each opening: the amount starts again at all that is available.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request payout</DialogTitle>
          <DialogDescription>
            {formatCents(availableCents)} is available. Payouts are at least {formatCents(MIN_PAYOUT_CENTS)}.
          </DialogDescription>
        </DialogHeader>
        <PayoutAmountForm availableCents={availableCents} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PayoutAmountForm({ availableCents, onSent }: { availableCents: number; onSent: () => void }) {
  const id = useId();
  const payout = useRequestPayout();
  const form = useForm<PayoutForm>({
    resolver: zodResolver(payoutFormSchema(availableCents)),
    defaultValues: { amount: centsToDollarsInput(availableCents) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ amount }) => {
    const amountCents = dollarsInputToCents(amount);
    if (amountCents !== null) payout.mutate(amountCents, { onSuccess: onSent });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={payout.isPending}>
      <FormField id={`${id}-amount`} label="Amount ($)" error={errors.amount}>
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            <Button
              variant="outline"
              onClick={() =>
                form.setValue('amount', centsToDollarsInput(availableCents), { shouldValidate: true })
              }
            >
              Pay out all
            </Button>
          </div>
        )}
      </FormField>
      {payout.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(payout.error, 'The payout could not be sent. Please try again.')}
        </p>
      )}
      <DialogFormFooter label="Pay out" pendingLabel="Sending..." pending={payout.isPending} />
    </form>
  );
}
