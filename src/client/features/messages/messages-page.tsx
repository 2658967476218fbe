import { MessageSquare } from 'lucide-react';
import { useParams } from 'wouter';
import { cn } from '#client/lib/cn';
import { usePageMeta } from '#client/lib/page-meta';
import { ConversationView } from './components/conversation-view';
import { Inbox } from './components/inbox';

/**
 * /messages and /messages/:id: the inbox and the open conversation side by side on a wide screen;
 * on a phone one at a time (the conversation has a way back to the inbox).
 */
export default function MessagesPage() {
  const { id } = useParams<{ id?: string }>();
  usePageMeta('Messages', 'Your private conversations with buyers and sellers on Rethread.');

  return (
    <div className="mx-auto max-w-6xl sm:px-4 sm:py-6 lg:px-6">
      <h1
        className={cn(
          'px-4 pt-5 pb-3 text-2xl font-bold tracking-tight text-gray-900 sm:px-0 sm:pt-0 sm:text-3xl',
          id && 'sr-only lg:not-sr-only',
        )}
      >
        Messages
      </h1>
      <div className="grid overflow-hidden border-gray-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm lg:h-[calc(100dvh-12rem)] lg:min-h-[32rem] grid-cols-1 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label="Your conversations"
          className={cn('min-h-0 overflow-y-auto lg:border-r lg:border-gray-200', id && 'hidden lg:block')}
        >
          <Inbox activeId={id} />
        </section>
        {id ? (
          <section
            aria-label="Conversation"
            className="flex h-[calc(100dvh-9.5rem)] min-h-[24rem] min-w-0 flex-col md:h-[calc(100dvh-7rem)] lg:h-auto lg:min-h-0"
          >
            <ConversationView key={id} id={id} />
          </section>
        ) : (
          <div className="hidden flex-col items-center justify-center gap-3 p-8 text-center text-gray-600 lg:flex">
            <MessageSquare className="size-8 text-gray-400" aria-hidden="true" />
            <p>Choose a conversation to read it here.</p>
          </div>
        )}
      </div>
    </div>
  );
}
