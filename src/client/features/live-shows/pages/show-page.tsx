import { ArrowLeft, CalendarClock, ExternalLink, Eye, Wifi, WifiOff } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { NotFound } from '#client/components/not-found';
import { buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorStatus } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import { useLiveShow } from '../api/live-shows';
import { HostControls } from '../components/host-controls';
import { QuestionsPanel } from '../components/questions-panel';
import { StatusBadge } from '../components/show-card';
import { useShowEvents } from '../hooks/use-show-events';
import { formatShowTime, watchingLabel } from '../lib/format';

// The fallback when the event stream cannot connect (docs/product/07-live-shows.md §7.6 asks for no more than this).
const POLL_MS = 5_000;

/** /live-shows/:id — the stream link, live questions, the ask box and the host's controls. */
export default function ShowPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useUser();
  const { connected } = useShowEvents(id, true);
  const pollMs = connected ? false : POLL_MS;
  const show = useLiveShow(id, pollMs);
  usePageMeta(
    show.data ? `${show.data.title} · Live Shows` : 'Live Show',
    show.data
      ? `Live show by @${show.data.host.handle} on Rethread: watch, shop and ask questions in real time.`
      : 'Watch a live fashion show on Rethread and ask the seller questions in real time.',
  );

  if (show.isPending) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8" role="status" aria-label="Loading show">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (show.isError) {
    if (errorStatus(show.error) === 404) return <NotFound />;
    return (
      <p className="mx-auto max-w-5xl px-4 py-16 text-center text-gray-600">This show could not be loaded.</p>
    );
  }

  const s = show.data;
  const isHost = user?.id === s.hostId;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link
        href="/live-shows"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All live shows
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <Card className="p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge show={s} />
              {s.status === 'live' && (
                <span className="inline-flex items-center gap-1.5 text-sm font-medium text-red-700">
                  <Eye className="size-4" aria-hidden="true" />
                  <span data-testid="viewer-count">{watchingLabel(s.viewerCount)}</span>
                </span>
              )}
              <span
                className="ml-auto inline-flex items-center gap-1 text-xs text-gray-500"
                title={connected ? 'Updates arrive instantly' : 'Checking for updates every few seconds'}
              >
                {connected ? (
                  <Wifi className="size-3.5" aria-hidden="true" />
                ) : (
                  <WifiOff className="size-3.5" aria-hidden="true" />
                )}
                {connected ? 'Live updates' : 'Refreshing every 5 s'}
              </span>
            </div>
            <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
              {s.title}
            </h1>
            <p className="mt-2 text-gray-600">
              Hosted by{' '}
              <Link href={`/profile/${s.host.handle}`} className="font-medium text-brand-700 hover:underline">
                @{s.host.handle}
              </Link>
            </p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-gray-600">
              <CalendarClock className="size-4" aria-hidden="true" />
              {s.status === 'ended' ? 'Aired ' : s.status === 'live' ? 'Started ' : 'Starts '}
              <time dateTime={s.startedAt ?? s.startAt}>{formatShowTime(s.startedAt ?? s.startAt)}</time>
            </p>
            <div className="mt-6">
              {s.streamUrl && s.status !== 'ended' ? (
                // Linked, not framed: the CSP forbids frames from arbitrary sites.
                <a
                  href={s.streamUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
                >
                  <ExternalLink aria-hidden="true" />
                  Watch stream
                </a>
              ) : (
                <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600">
                  {s.status === 'ended'
                    ? 'This show has ended. Questions stay here for reference.'
                    : 'The host has not shared a stream link. Follow along with the questions here.'}
                </p>
              )}
            </div>
          </Card>
          {isHost && <HostControls show={s} />}
        </div>
        <div className="lg:col-span-2">
          <QuestionsPanel show={s} pollMs={pollMs} />
        </div>
      </div>
    </div>
  );
}
