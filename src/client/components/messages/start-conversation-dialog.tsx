import { useId, useState, type ReactNode } from 'react';
import type { OpenConversationInput } from '#shared/messages';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { MessageBodyField, messageBodyProblem, sendErrorText } from './message-body-field';
import { useOpenConversation } from './open-conversation';

/** What a first message is about: a listing (before a sale) or an order (after). */
export type ConversationAbout = { listingId: string } | { orderId: string };

/**
 * The small dialog that writes the first message about a listing or an order, then goes to the
 * conversation. `about` is null while the person still has to choose (the profile's listing picker,
 * passed as `children`, sits above the message).
 */
export function StartConversationDialog({
  open,
  onOpenChange,
  title,
  description,
  about,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  about: ConversationAbout | null;
  children?: ReactNode;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = useOpenConversation();

  const send = () => {
    if (start.isPending || !about) return;
    const bad = messageBodyProblem(body);
    if (bad) return setProblem(bad);
    setProblem(null);
    start.mutate({ ...about, body } as OpenConversationInput, {
      onSuccess: () => {
        setBody('');
        onOpenChange(false);
      },
      onError: (error) => setProblem(sendErrorText(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          aria-busy={start.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {children}
          <MessageBodyField
            id={`${id}-body`}
            label="Your message"
            value={body}
            onChange={(value) => {
              setBody(value);
              if (problem) setProblem(null);
            }}
            onSubmit={send}
            error={problem}
            disabled={start.isPending}
            placeholder="Ask about size, condition or shipping"
            textareaClassName="min-h-24"
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={start.isPending || !about}>
              {start.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
