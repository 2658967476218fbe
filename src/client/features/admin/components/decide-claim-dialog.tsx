import { useId, useState, type FormEvent } from 'react';
import type { DecideClaimInput } from '#shared/admin';
import type { Claim } from '#shared/claims';
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
import { useDecideClaim } from '../api/claims';
import { dollarsInputToCents, partRefundError } from '../lib/amounts';
import { AmountField } from './amount-field';
import { DialogError, NoteField, noteError } from './note-field';
import { ChoiceList } from '#client/components/choice-list';

type Decision = DecideClaimInput['decision'];

const DECISIONS = [
  { value: 'refund', label: 'Refund in full', hint: 'The buyer gets the whole order total back.' },
  {
    value: 'partial_refund',
    label: 'Refund part',
    hint: 'The buyer gets part back; the seller keeps the rest.',
  },
  { value: 'release', label: 'Release to seller', hint: 'No refund; the held earnings go to the seller.' },
] as const;

/** Deciding a claim sent to operators: refund in full, refund part (dollars → cents) or release. */
export function DecideClaimDialog({
  claim,
  open,
  onOpenChange,
}: {
  claim: Claim;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decide the claim</DialogTitle>
          <DialogDescription>
            {claim.listing.title}: the buyer paid {formatCents(claim.orderTotalCents)}. Both sides see your
            reason.
          </DialogDescription>
        </DialogHeader>
        <DecideForm claim={claim} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DecideForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const id = useId();
  const decide = useDecideClaim(claim);
  const [decision, setDecision] = useState<Decision>('refund');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const amountError =
    decision === 'partial_refund' ? partRefundError(amount, claim.orderTotalCents) : undefined;
  const noteProblem = noteError(note);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || noteProblem) return;
    const reason = note.trim();
    const body: DecideClaimInput =
      decision === 'partial_refund'
        ? { decision, refundCents: dollarsInputToCents(amount)!, note: reason }
        : { decision, note: reason };
    decide.mutate(body, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={decide.isPending}>
      <ChoiceList
        legend="Decision"
        name={`${id}-decision`}
        options={DECISIONS}
        value={decision}
        onChange={setDecision}
      />
      {decision === 'partial_refund' && (
        <AmountField
          id={`${id}-amount`}
          value={amount}
          onChange={setAmount}
          error={tried ? amountError : undefined}
        />
      )}
      <NoteField id={`${id}-note`} value={note} onChange={setNote} error={tried ? noteProblem : undefined} />
      {decide.isError && (
        <DialogError
          message={errorMessage(decide.error, 'The decision could not be saved. Please try again.')}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? 'Saving...' : 'Decide'}
        </Button>
      </DialogFooter>
    </form>
  );
}
