import { ImageOff } from 'lucide-react';
import { Link } from 'wouter';
import type { Conversation } from '#shared/messages';
import { badgeText } from '#client/components/count-badge';
import { thumbnailUrl } from '#client/components/listing-thumb';
import { conversationPath } from '#client/components/messages/open-conversation';
import { cn } from '#client/lib/cn';
import { firstLine } from '../lib/labels';
import { inboxTime } from '../lib/message-time';
import { PersonAvatar } from './person-avatar';

/**
 * One conversation in the inbox, as a link to it: the other person, what it is about (the listing's
 * thumbnail and title), the last message's first line, its time and the unread count.
 */
export function ConversationRow({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { otherUser, about, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const thumb = thumbnailUrl(about.imageUrl);
  const fromMe = lastMessage && lastMessage.senderId !== otherUser.id;
  return (
    <Link
      href={conversationPath(conversation.id)}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-gray-100',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset',
        active ? 'bg-brand-50 hover:bg-brand-50' : unread && 'bg-brand-50/50',
      )}
    >
      <PersonAvatar name={otherUser.displayName} imageUrl={otherUser.avatarUrl} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
            {otherUser.displayName}
          </span>
          <span className="sr-only">, @{otherUser.handle}</span>
          {lastMessage && (
            <time dateTime={lastMessage.createdAt} className="ml-auto shrink-0 text-xs text-gray-500">
              {inboxTime(lastMessage.createdAt)}
            </time>
          )}
        </span>
        <span className="flex items-center gap-1.5 text-xs text-gray-600">
          <span className="flex size-5 shrink-0 items-center justify-center overflow-hidden rounded bg-gray-100 text-gray-400">
            {thumb ? (
              <img src={thumb} alt="" width={20} height={20} className="size-full object-cover" />
            ) : (
              <ImageOff className="size-3" aria-hidden="true" />
            )}
          </span>
          <span className="sr-only">About </span>
          <span className="truncate">{about.title}</span>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'text-gray-900' : 'text-gray-600')}>
            {lastMessage ? `${fromMe ? 'You: ' : ''}${firstLine(lastMessage.body)}` : 'No messages yet'}
          </span>
          {unread && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
              {badgeText(unreadCount)}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
