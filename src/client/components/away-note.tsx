import { Plane } from 'lucide-react';
import { awayMessages } from '#shared/away';
import { cn } from '#client/lib/cn';

/**
 * "Away until Dec 24, 2026" and the seller's note, on their profile and listing pages while they are
 * away (the replies' `awayUntil`/`awayMessage`). The date is UTC's, so the server-rendered page and the
 * hydrated one say the same and match the server's refusal.
 */
export function AwayNote({
  until,
  message,
  id,
  className,
}: {
  until: string;
  message: string | null;
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      className={cn(
        'flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      <Plane className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{awayMessages.notice(until)}</p>
        {message && <p className="mt-0.5 break-words">“{message}”</p>}
      </div>
    </div>
  );
}
