import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Conversation, Message } from '#shared/messages';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { messageTime } from '../lib/message-time';

/** How close to the bottom (px) still counts as "reading the latest": new messages then scroll into view. */
const NEAR_BOTTOM = 120;

/**
 * The messages, oldest at the top and newest at the bottom, in a scrolling box that opens at the
 * bottom, follows new messages while the reader is near it (or sent them), and keeps its place when
 * older pages are loaded above. Bodies are text, never HTML, with their line breaks kept.
 */
export function MessageList({
  conversation,
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  conversation: Conversation;
  messages: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;
  const lastMine = messages.at(-1)?.senderId !== conversation.otherUser.id;

  // Whether the reader is at the bottom: the box then stays there when it gets shorter (the composer
  // grows with a long message or shows an error) instead of hiding the newest message.
  const pinned = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    const nearBottom =
      el.scrollHeight - before.height <= 0 || before.height - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    if (before.last === undefined || (last !== before.last && (nearBottom || lastMine))) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages went in above: keep the ones being read where they were.
      el.scrollTop += el.scrollHeight - before.height;
    }
    seen.current = { first, last, height: el.scrollHeight };
  }, [first, last, lastMine]);

  return (
    <div
      ref={box}
      onScroll={(event) => {
        const el = event.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 8;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      // A log: what is added at the end is read out by screen readers as it arrives.
      role="log"
      tabIndex={0}
      aria-label="Messages"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-gray-500">No messages yet. Say hello.</p>
      ) : (
        <ol className="grid gap-2">
          {messages.map((m) => {
            const mine = m.senderId !== conversation.otherUser.id;
            return (
              <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm sm:max-w-[70%]',
                    mine
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : 'rounded-bl-md bg-gray-100 text-gray-900',
                  )}
                >
                  <span className="sr-only">{mine ? 'You' : conversation.otherUser.displayName}: </span>
                  <p className="break-words whitespace-pre-wrap">{m.body}</p>
                </div>
                <time dateTime={m.createdAt} className="mt-0.5 px-1 text-xs text-gray-500">
                  {messageTime(m.createdAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
