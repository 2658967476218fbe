import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { CountBadge, unreadLabel } from '#client/components/count-badge';
import { buttonClass } from '#client/components/ui/button';
import { Tooltip } from '#client/components/ui/tooltip';
import { useUser } from '#client/lib/auth';
import { unreadTotalOf, useConversationSummary } from '../api/conversations';
import { useMessageEvents } from '../hooks/use-message-events';

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
        aria-label={unreadLabel('Messages', count)}
        className={buttonClass('ghost', 'md', 'relative px-2.5')}
      >
        <MessageSquare aria-hidden="true" />
        <CountBadge count={count} testId="messages-badge" />
      </Link>
    </Tooltip>
  );
}
