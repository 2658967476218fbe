import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { Button, buttonClass } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { useInbox } from '../api/conversations';
import { ConversationRow } from './conversation-row';

/** The inbox: conversations, most recent first, the open one marked, with 'Load more'. */
export function Inbox({ activeId }: { activeId: string | undefined }) {
  const inbox = useInbox();
  if (inbox.isError) {
    return (
      <div className="p-3">
        <ListLoadError message="Your messages could not be loaded." onRetry={() => void inbox.refetch()} />
      </div>
    );
  }
  if (!inbox.data) return <InboxSkeleton />;
  if (inbox.conversations.length === 0) {
    return (
      <div className="p-3">
        <ListEmptyState
          icon={MessageSquare}
          title="No messages yet"
          action={
            <Link href="/trending" className={buttonClass('primary', 'md', 'mt-5')}>
              Browse Items
            </Link>
          }
        >
          Message a seller from any listing, or a buyer from your orders. Your conversations show up here.
        </ListEmptyState>
      </div>
    );
  }
  return (
    <div className="p-1.5">
      <ul aria-label="Conversations" className="grid grid-cols-1 gap-0.5">
        {inbox.conversations.map((c) => (
          <li key={c.id}>
            <ConversationRow conversation={c} active={c.id === activeId} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="flex justify-center p-3">
          <Button
            variant="outline"
            disabled={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {inbox.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label="Loading conversations" className="grid gap-1 p-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 py-2">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
