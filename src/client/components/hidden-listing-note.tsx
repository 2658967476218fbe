import { ShieldAlert } from 'lucide-react';
import { hiddenByRethread, moderationMessages, type ListingHiddenBy } from '#shared/moderation';

/**
 * What the seller reads on a listing Rethread took off sale (its page and their listings): the
 * operator's reason first, then what it means. Reads no zod: the listing page shows it.
 */
export function HiddenListingNote({ by, note }: { by: ListingHiddenBy; note: string | null }) {
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {by === 'operator' ? (
        <p>
          <span className="font-medium">{hiddenByRethread(note)}</span>
          {note && <> {moderationMessages.hiddenNoticeAfter}</>}
        </p>
      ) : (
        <p>{moderationMessages.hiddenNoticeSuspension}</p>
      )}
    </div>
  );
}
