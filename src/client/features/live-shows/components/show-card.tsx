import { CalendarClock, Eye, MessageCircle, Radio } from 'lucide-react';
import { Link } from 'wouter';
import type { LiveShow } from '#shared/live-shows';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { formatShowTime, watchingLabel } from '../lib/format';

/** The red LIVE badge: a live show is the one thing on the page that should catch the eye. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white',
        className,
      )}
    >
      <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
      LIVE
    </span>
  );
}

export function StatusBadge({ show }: { show: LiveShow }) {
  if (show.status === 'live') return <LiveBadge />;
  if (show.status === 'ended') return <Badge variant="neutral">Ended</Badge>;
  return <Badge>Upcoming</Badge>;
}

/** One show in a list; the whole card links to the show page. */
export function ShowCard({ show, compact = false }: { show: LiveShow; compact?: boolean }) {
  return (
    <Link
      href={`/live-shows/${show.id}`}
      className={cn(
        'group block rounded-xl border bg-white transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        show.status === 'live' ? 'border-red-200' : 'border-gray-200',
        compact ? 'p-3' : 'p-4',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-gray-900 group-hover:text-brand-800">{show.title}</p>
          <p className="mt-0.5 text-sm text-gray-600">@{show.host.handle}</p>
        </div>
        <StatusBadge show={show} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
        {show.status === 'live' ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
            <Eye className="size-4" aria-hidden="true" />
            {watchingLabel(show.viewerCount)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock className="size-4" aria-hidden="true" />
            <time dateTime={show.startAt}>{formatShowTime(show.startAt)}</time>
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle className="size-4" aria-hidden="true" />
          {show.questionCount === 1 ? '1 question' : `${show.questionCount} questions`}
        </span>
      </div>
    </Link>
  );
}

/** A titled list with its own empty text. */
export function ShowSection({
  title,
  shows,
  empty,
  compact,
  live = false,
}: {
  title: string;
  shows: LiveShow[];
  empty: string;
  compact?: boolean;
  live?: boolean;
}) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        {live && <Radio className="size-5 text-red-600" aria-hidden="true" />}
        {title}
        <span className="text-sm font-normal text-gray-500">({shows.length})</span>
      </h2>
      {shows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
          {empty}
        </p>
      ) : (
        <ul className={cn('grid gap-3', !compact && 'sm:grid-cols-2')}>
          {shows.map((show) => (
            <li key={show.id}>
              <ShowCard show={show} compact={compact} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
