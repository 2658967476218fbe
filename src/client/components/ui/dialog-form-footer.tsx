import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/** Cancel and submit for a form in a dialog; the submit button says what is happening while it saves. */
export function DialogFormFooter({
  label,
  pendingLabel,
  pending,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
