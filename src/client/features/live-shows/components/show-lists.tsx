import { Skeleton } from '#client/components/ui/skeleton';
import { useLiveShows } from '../api/live-shows';
import { ShowSection } from './show-card';

/** Live now, upcoming and (on the full page) recently ended shows, from GET /api/live-shows. */
export function ShowLists({ compact = false }: { compact?: boolean }) {
  const shows = useLiveShows();
  if (shows.isPending) {
    return (
      <div role="status" aria-label="Loading live shows" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (shows.isError) {
    return <p className="text-sm text-gray-600">Live shows could not be loaded. Please try again later.</p>;
  }
  const live = shows.data.filter((s) => s.status === 'live');
  const upcoming = shows.data.filter((s) => s.status === 'scheduled');
  const ended = shows.data.filter((s) => s.status === 'ended');
  return (
    <div className="grid gap-8">
      <ShowSection
        title="Live now"
        live
        shows={live}
        compact={compact}
        empty="Nobody is live right now. Check the upcoming shows below."
      />
      <ShowSection
        title="Upcoming shows"
        shows={upcoming}
        compact={compact}
        empty="No shows scheduled yet. Be the first to schedule one!"
      />
      {!compact && ended.length > 0 && <ShowSection title="Recent shows" shows={ended} empty="" />}
    </div>
  );
}
