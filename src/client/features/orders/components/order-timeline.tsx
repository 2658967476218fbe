import { ExternalLink } from 'lucide-react';
import { shipmentMessages, TIMELINE_TITLES, type TimelineEntry } from '#shared/shipments';
import { orderPageCopy } from '../order-page-copy';

// The viewer's own locale and time zone: this is "when did it happen for me", unlike the deadlines.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What happened to the order, oldest first, with the carrier's tracking page when there is one. */
export function OrderTimeline({
  timeline,
  trackingUrl,
}: {
  timeline: TimelineEntry[];
  trackingUrl: string | null;
}) {
  return (
    <div className="grid gap-3">
      {timeline.length === 0 ? (
        <p className="text-sm text-gray-600">{orderPageCopy.noTimeline}</p>
      ) : (
        <ol aria-label={orderPageCopy.timeline} className="grid gap-3 border-l-2 border-gray-200 pl-4">
          {timeline.map((entry, i) => (
            <li key={`${entry.kind}-${entry.at}-${i}`} className="relative">
              <span
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
                aria-hidden="true"
              />
              <p className="font-medium text-gray-900">{TIMELINE_TITLES[entry.kind]}</p>
              <p className="text-xs text-gray-500">
                <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
              </p>
              {entry.detail && <p className="text-sm break-words text-gray-700">{entry.detail}</p>}
            </li>
          ))}
        </ol>
      )}
      {trackingUrl && (
        <a
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {shipmentMessages.trackParcel}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
