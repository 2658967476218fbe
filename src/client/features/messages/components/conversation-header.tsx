import { ArrowLeft, Ban, CircleCheck, EllipsisVertical, Flag, ImageOff } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, useState } from 'react';
import { Link } from 'wouter';
import type { Conversation } from '#shared/messages';
import { LazyMount } from '#client/components/lazy-mount';
import { thumbnailUrl } from '#client/components/listing-thumb';
import { buttonClass } from '#client/components/ui/button';
import { safeReturnTo } from '#client/lib/navigation';
import { useBlock } from '../api/conversation-actions';
import { PersonAvatar } from './person-avatar';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100 data-[disabled]:opacity-50';

/**
 * Who the conversation is with (linking to their profile), what it is about (linking to the listing
 * or the orders), the way back to the inbox on narrow screens, and Block/Unblock and Report.
 */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { otherUser, about } = conversation;
  const block = useBlock(conversation.id);
  const [reporting, setReporting] = useState(false);
  const thumb = thumbnailUrl(about.imageUrl);
  // The server names a page of this site; anything else (another origin, a script URL) is not followed.
  const aboutHref = safeReturnTo(about.url) ?? '/messages';

  return (
    <header className="flex items-center gap-2 border-b border-gray-200 px-2 py-2.5 sm:px-4">
      <Link href="/messages" className={buttonClass('ghost', 'icon', 'lg:hidden')} aria-label="All messages">
        <ArrowLeft aria-hidden="true" />
      </Link>
      <PersonAvatar
        name={otherUser.displayName}
        imageUrl={otherUser.avatarUrl}
        className="size-10 text-base"
      />
      <div className="grid min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-gray-900">
          <Link href={`/profile/${encodeURIComponent(otherUser.handle)}`} className="hover:underline">
            {otherUser.displayName}
            <span className="ml-1.5 text-sm font-normal text-gray-500">@{otherUser.handle}</span>
          </Link>
        </h2>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-gray-600">
          <span className="flex size-5 shrink-0 items-center justify-center overflow-hidden rounded bg-gray-100 text-gray-400">
            {thumb ? (
              <img src={thumb} alt="" width={20} height={20} className="size-full object-cover" />
            ) : (
              <ImageOff className="size-3" aria-hidden="true" />
            )}
          </span>
          <span className="shrink-0">{about.kind === 'order' ? 'Order:' : 'About:'}</span>
          <Link href={aboutHref} className="truncate font-medium text-brand-700 hover:underline">
            {about.title}
          </Link>
        </p>
      </div>
      {/* Not modal: the page stays in the accessibility tree while the two-item menu is open. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={buttonClass('ghost', 'icon')} aria-label="Conversation options">
          <EllipsisVertical aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              className={itemClass}
              disabled={block.isPending}
              onSelect={() => block.mutate(!conversation.blockedByMe)}
            >
              {conversation.blockedByMe ? (
                <CircleCheck className="size-4 text-gray-500" aria-hidden="true" />
              ) : (
                <Ban className="size-4 text-gray-500" aria-hidden="true" />
              )}
              {conversation.blockedByMe ? `Unblock @${otherUser.handle}` : `Block @${otherUser.handle}`}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setReporting(true)}>
              <Flag className="size-4 text-gray-500" aria-hidden="true" />
              Report conversation
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LazyMount when={reporting}>
        <ReportDialog conversationId={conversation.id} open={reporting} onOpenChange={setReporting} />
      </LazyMount>
    </header>
  );
}
