import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { Tooltip } from '#client/components/ui/tooltip';
import { useUser } from '#client/lib/auth';
import { unreadTotalOf, useConversationSummary } from '../api/conversations';
import { useMessageEvents } from '../hooks/use-message-events';
import { badgeText, messagesLabel } from '../lib/labels';

/**
 * The navigation's way to the inbox (signed-in people only), with the unread messages across every
 * conversation, kept live by the messages stream.
 */
export function MessagesNavLink() {
  const { user } = useUser();
  if (!user) return null;
  return <SignedInLink userId={user.id} />;
}

function SignedInLink({ userId }: { userId: string }) {
  useMessageEvents(userId);
  const summary = useConversationSummary();
  const count = unreadTotalOf(summary.data);
  return (
    <Tooltip content="Messages">
      <Link
        href="/messages"
        aria-label={messagesLabel(count)}
        className={buttonClass('ghost', 'md', 'relative px-2.5')}
      >
        <MessageSquare aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="messages-badge"
            className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badgeText(count)}
          </span>
        )}
      </Link>
    </Tooltip>
  );
}
