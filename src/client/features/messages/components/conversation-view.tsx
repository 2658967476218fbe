import { ArrowLeft, MessageSquareOff, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { messageMessages, type Conversation, type Message } from '#shared/messages';
import { messageCopy } from '#client/components/messages/message-copy';
import { Button, buttonClass } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorStatus } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import { useMarkConversationRead } from '../api/conversation-actions';
import { useThread } from '../api/conversations';
import { useMessageEvents } from '../hooks/use-message-events';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';

/**
 * One open conversation: header, messages (older pages on demand), and the composer, or a sentence
 * saying messages are closed when either person blocked the other. Kept live by the messages stream;
 * marked read when opened and whenever the other person's message arrives while it is open.
 */
export function ConversationView({ id }: { id: string }) {
  const { user } = useUser();
  useMessageEvents(user?.id ?? null);
  const thread = useThread(id);
  const { conversation, messages } = thread;
  usePageMeta(
    conversation ? `Messages with ${conversation.otherUser.displayName}` : 'Messages',
    'Your private conversation on Rethread.',
  );
  useMarkReadWhileOpen(conversation, messages);

  if (thread.isError) {
    const missing = errorStatus(thread.error) === 404 || errorStatus(thread.error) === 400;
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
        <p className="font-medium text-gray-900">
          {missing ? messageMessages.notFound : 'This conversation could not be loaded.'}
        </p>
        {missing ? (
          <Link href="/messages" className={buttonClass('outline')}>
            <ArrowLeft aria-hidden="true" />
            All messages
          </Link>
        ) : (
          <Button variant="outline" onClick={() => void thread.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (!conversation) return <ThreadSkeleton />;

  return (
    <>
      <ConversationHeader conversation={conversation} />
      <MessageList
        conversation={conversation}
        messages={messages}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />
      {conversation.canReply ? (
        <Composer conversationId={conversation.id} />
      ) : (
        <p className="flex items-center gap-2 border-t border-gray-200 bg-gray-50 px-4 py-4 text-sm text-gray-700">
          <MessageSquareOff className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          {conversation.blockedByMe ? messageCopy.messagesClosedYou : messageMessages.blocked}
        </p>
      )}
    </>
  );
}

/**
 * Marks the conversation read when it opens with unread messages, and again whenever a newer message
 * from the other person shows up while it is open (and the tab is visible: otherwise when it is shown).
 */
function useMarkReadWhileOpen(conversation: Conversation | undefined, messages: Message[]) {
  const markRead = useMarkConversationRead();
  const { mutate } = markRead;
  const seen = useRef<string | null | undefined>(undefined);
  const otherId = conversation?.otherUser.id;
  const newestFromOther = messages.findLast((m) => m.senderId === otherId)?.id ?? null;
  const unreadOnOpen = conversation?.unreadCount ?? 0;

  useEffect(() => {
    if (!conversation || seen.current === newestFromOther) return;
    const opening = seen.current === undefined;
    if (opening && unreadOnOpen === 0) {
      seen.current = newestFromOther;
      return;
    }
    const mark = () => {
      if (document.visibilityState === 'hidden') return false;
      seen.current = newestFromOther;
      mutate(conversation);
      return true;
    };
    if (mark()) return;
    const onVisible = () => {
      if (mark()) document.removeEventListener('visibilitychange', onVisible);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [conversation, newestFromOther, unreadOnOpen, mutate]);
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading conversation" className="flex flex-1 flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
      <Skeleton className="h-12 w-3/5 rounded-2xl" />
    </div>
  );
}
