import { Radio } from 'lucide-react';
import { usePageMeta } from '#client/lib/page-meta';
import { LiveShowsPanel } from '../components/live-shows-panel';
import { pageMeta } from '#shared/page-meta';

/** /live-shows — a real page (docs/product/10-decisions-beyond-the-spec.md §10.11): who is live, what is coming up, and scheduling. */
export default function LiveShowsPage() {
  usePageMeta(...pageMeta('/live-shows'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-red-600 uppercase">
          <Radio className="size-4" aria-hidden="true" />
          Live shopping
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Live Shows</h1>
        <p className="mt-2 max-w-2xl text-gray-600">
          Join sellers as they show their pieces live, ask about fit and condition, and snap up finds first.
        </p>
      </header>
      <LiveShowsPanel />
    </div>
  );
}
