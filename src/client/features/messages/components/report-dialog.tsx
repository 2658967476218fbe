import { useId, useState } from 'react';
import { messageMessages, REPORT_REASON_MAX_LENGTH, reportConversationInputSchema } from '#shared/messages';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { messageCopy } from '#client/components/messages/message-copy';
import { errorMessage, errorStatus } from '#client/lib/api';
import { useReport } from '../api/conversation-actions';

/** "Report conversation": a reason (required, up to 1,000 characters) stored for the operators. */
export function ReportDialog({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReport(conversationId);

  const submit = () => {
    const parsed = reportConversationInputSchema.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    report.mutate(parsed.data.reason, {
      onSuccess: () => {
        setReason('');
        onOpenChange(false);
      },
      onError: (error) =>
        setProblem(
          errorMessage(
            error,
            errorStatus(error) === 429 ? messageMessages.reportRateLimited : messageCopy.actionFailed,
          ),
        ),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report conversation</DialogTitle>
          <DialogDescription>
            Tell us what is wrong: spam, scams, asking to pay outside Rethread, abuse. Our team reads every
            report.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          aria-busy={report.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              rows={4}
              value={reason}
              maxLength={REPORT_REASON_MAX_LENGTH}
              aria-invalid={!!problem}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {problem && (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
                {problem}
              </p>
            )}
          </div>
          <DialogFormFooter label="Send report" pendingLabel="Sending…" pending={report.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
