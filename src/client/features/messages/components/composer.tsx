import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  MessageBodyField,
  messageBodyProblem,
  sendErrorText,
} from '#client/components/messages/message-body-field';
import { Button } from '#client/components/ui/button';
import { useSendMessage } from '../api/conversation-actions';

/**
 * Writes and sends a message: checked against the shared rule first, disabled while sending, the
 * server's complaint (blocked, too long, too many) shown under the box, the text kept when it fails.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(conversationId);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (send.isPending) return;
    const bad = messageBodyProblem(body);
    if (bad) return setProblem(bad);
    setProblem(null);
    send.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (error) => setProblem(sendErrorText(error)),
      // Disabled while sending, so the box lost focus: give it back for the next message.
      onSettled: () => requestAnimationFrame(() => field.current?.focus()),
    });
  };

  return (
    <form
      noValidate
      aria-busy={send.isPending}
      className="flex items-start gap-2 border-t border-gray-200 px-3 py-3 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <MessageBodyField
        id={`${id}-body`}
        label="Message"
        labelClassName="sr-only"
        textareaRef={field}
        value={body}
        onChange={(value) => {
          setBody(value);
          if (problem) setProblem(null);
        }}
        onSubmit={submit}
        error={problem}
        disabled={send.isPending}
        rows={1}
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={send.isPending} className="mt-0.5">
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
