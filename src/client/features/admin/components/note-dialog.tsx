import { useId, useState, type FormEvent } from 'react';
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
import { DialogError, NoteField, noteError } from './note-field';

export type NoteRequest = {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
};

/**
 * Confirms one operator action (hide, suspend, dismiss …) and asks why. `send` is the mutation: the
 * dialog closes when it succeeds and shows the server's refusal when it does not.
 */
export function NoteDialog({
  request,
  onClose,
  send,
  pending,
}: {
  request: NoteRequest | null;
  onClose: () => void;
  send: (note: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {request && <NoteForm request={request} onClose={onClose} send={send} pending={pending} />}
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({
  request,
  onClose,
  send,
  pending,
}: {
  request: NoteRequest;
  onClose: () => void;
  send: (note: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = tried ? noteError(note) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (noteError(note)) return;
    setFailure(null);
    send(note.trim(), {
      onSuccess: onClose,
      onError: (e) => setFailure(errorMessage(e, 'That did not work. Please try again.')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      <DialogHeader>
        <DialogTitle>{request.title}</DialogTitle>
        <DialogDescription>{request.description}</DialogDescription>
      </DialogHeader>
      <NoteField id={`${id}-note`} value={note} onChange={setNote} error={error} />
      {failure && <DialogError message={failure} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant={request.destructive ? 'destructive' : 'primary'} disabled={pending}>
          {pending ? 'Saving...' : request.confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
