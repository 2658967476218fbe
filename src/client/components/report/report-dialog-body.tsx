import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { reportsApi } from '#shared/api/reports';
import {
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportMessages,
  type CreateReportInput,
  type ReportKind,
  type ReportReason,
} from '#shared/reports';
import { errorMessage, errorStatus } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { call } from '#client/lib/endpoints';
import { SignInDialog } from '../sign-in-dialog';
import { DialogFormFooter } from '../ui/dialog-form-footer';
import { buttonClass } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';
import { CharCounter, ReasonRadios } from './reason-radios';

/** What is being reported, in the dialog's title. */
const KIND_WORDS: Record<ReportKind, string> = {
  listing: 'Report this listing',
  user: 'Report this person',
  comment: 'Report this comment',
  conversation: 'Report this conversation',
};

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** POST /api/reports. */
function useSendReport() {
  return useMutation({
    mutationFn: (input: CreateReportInput) => call(reportsApi.create, { body: input }),
    onSuccess: () =>
      toast({ title: reportMessages.sent, description: reportMessages.sentDescription, variant: 'success' }),
  });
}

/**
 * The report dialog itself, loaded the first time someone opens one (report-dialog.tsx): the form for a
 * signed-in person, the sign-in dialog for a visitor, which brings them back to this page.
 */
export default function ReportDialogBody({
  kind,
  id,
  open,
  onOpenChange,
}: {
  kind: ReportKind;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { isAuthenticated, isLoading } = useUser();
  return isAuthenticated ? (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ReportForm kind={kind} id={id} onDone={() => onOpenChange(false)} />}
    </Dialog>
  ) : (
    // While the session is still being read, a click waits for it rather than asking to sign in.
    <SignInDialog
      open={open && !isLoading}
      onOpenChange={onOpenChange}
      description="You need to be logged in to report something to Rethread's team."
    />
  );
}

function ReportForm({ kind, id, onDone }: { kind: ReportKind; id: string; onDone: () => void }) {
  const ids = useId();
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [message, setMessage] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [already, setAlready] = useState(false);

  const submit = () => {
    if (!reason) return setReasonError(reportMessages.reasonRequired);
    setReasonError(null);
    send.mutate(
      { kind, id, reason, message: message.trim() || null },
      {
        onSuccess: onDone,
        onError: (error) => setAlready(errorStatus(error) === 409),
      },
    );
  };
  const serverError =
    send.error && !already
      ? errorMessage(
          send.error,
          errorStatus(send.error) === 429 ? reportMessages.rateLimited : 'Failed to send the report',
        )
      : null;

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{KIND_WORDS[kind]}</DialogTitle>
        <DialogDescription>
          Our team reads every report. The person you report is not told who sent it.
        </DialogDescription>
      </DialogHeader>
      {already ? (
        <div className="grid gap-4">
          <p role="status" className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
            {reportMessages.alreadyReported}. Thanks — our team will look at it.
          </p>
          <DialogFooter>
            <DialogClose className={buttonClass('outline')}>Close</DialogClose>
          </DialogFooter>
        </div>
      ) : (
        <form
          noValidate
          className="grid gap-4"
          aria-busy={send.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ReasonRadios
            legend="Reason"
            name={`${ids}-reason`}
            options={REASON_OPTIONS}
            value={reason}
            onChange={setReason}
            error={reasonError}
            disabled={send.isPending}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-message`}>Anything else we should know? (optional)</Label>
            <Textarea
              id={`${ids}-message`}
              rows={3}
              value={message}
              maxLength={REPORT_MESSAGE_MAX_LENGTH}
              aria-describedby={`${ids}-count`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <CharCounter id={`${ids}-count`} length={message.length} max={REPORT_MESSAGE_MAX_LENGTH} />
          </div>
          {serverError && (
            <p role="alert" className="text-sm text-red-600">
              {serverError}
            </p>
          )}
          <DialogFormFooter label="Send report" pendingLabel="Sending…" pending={send.isPending} />
        </form>
      )}
    </DialogContent>
  );
}
