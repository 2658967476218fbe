import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CLAIM_NOTE_MAX_LENGTH, claimMessages, type Claim, type RespondClaimInput } from '#shared/claims';
import { formatCents } from '#shared/money';
import { CharCounter } from '#client/components/report/reason-radios';
import { Button, buttonClass } from '#client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FieldError, Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/api';
import { useRespondToClaim } from '../api/claims';
import { claimCopy as copy } from '../claim-copy';

type Action = RespondClaimInput['action'];

/**
 * The seller's three answers while the claim waits for them: refund in full, ask for the item back,
 * or disagree (with a note, for Rethread's team). Each asks once more in a dialog that keeps the
 * server's refusal in view.
 */
export function ClaimAnswer({ claim }: { claim: Claim }) {
  const [action, setAction] = useState<Action | null>(null);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-gray-700">{copy.answerPrompt}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setAction('refund')}>
          {copy.refund}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('return')}>
          {copy.askBack}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('disagree')}>
          {copy.disagree}
        </Button>
      </div>
      <Dialog open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
        {action && <AnswerForm claim={claim} action={action} onDone={() => setAction(null)} />}
      </Dialog>
    </div>
  );
}

const TITLES: Record<Action, string> = {
  refund: copy.refundTitle,
  return: copy.askBackTitle,
  disagree: copy.disagreeTitle,
};
const LABELS: Record<Action, string> = { refund: copy.refund, return: copy.askBack, disagree: copy.disagree };

function AnswerForm({ claim, action, onDone }: { claim: Claim; action: Action; onDone: () => void }) {
  const id = useId();
  const respond = useRespondToClaim(claim.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const description =
    action === 'refund'
      ? copy.refundDescription(formatCents(claim.orderTotalCents))
      : action === 'return'
        ? copy.askBackDescription
        : copy.disagreeDescription;

  const submit = () => {
    if (action === 'disagree' && !note.trim()) return setNoteError(claimMessages.disagreeNeedsNote);
    setNoteError(null);
    respond.mutate(action === 'disagree' ? { action, note: note.trim() } : { action }, { onSuccess: onDone });
  };
  const refusal = respond.error ? errorMessage(respond.error, copy.answerFailed) : null;

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{TITLES[action]}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        aria-busy={respond.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {action === 'disagree' && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{copy.disagreeNote}</Label>
            <Textarea
              id={`${id}-note`}
              rows={4}
              required
              value={note}
              maxLength={CLAIM_NOTE_MAX_LENGTH}
              aria-invalid={!!noteError}
              aria-describedby={noteError ? `${id}-note-error ${id}-count` : `${id}-count`}
              onChange={(event) => setNote(event.target.value)}
            />
            <CharCounter id={`${id}-count`} length={note.length} max={CLAIM_NOTE_MAX_LENGTH} />
            <FieldError id={`${id}-note-error`} message={noteError ?? undefined} />
          </div>
        )}
        {refusal && (
          <div role="alert" className="grid gap-2 text-sm text-red-600">
            <p>{refusal}</p>
            {refusal === claimMessages.returnNeedsAddress && (
              <Link href="/settings" className={buttonClass('outline', 'sm', 'w-fit')}>
                {copy.manageAddresses}
              </Link>
            )}
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.keep}</Button>
          </DialogClose>
          <Button
            type="submit"
            variant={action === 'refund' ? 'destructive' : 'primary'}
            disabled={respond.isPending}
          >
            {respond.isPending ? copy.sending : LABELS[action]}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
