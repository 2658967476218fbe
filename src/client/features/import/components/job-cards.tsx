import { CheckCircle2, CircleSlash, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { importMessages, type BulkImportJob, type JobProgressEntry } from '#shared/imports';
import { formatCents } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { JobProgress } from './job-progress';
import { StatTile } from './stat-tile';

/** 'Job #' and the last 8 characters of the id (docs/product/06-imports.md §6.6). */
export const jobLabel = (id: string) => `Job #${id.slice(-8)}`;

/** Successful out of total, as a whole percentage; 0 for an empty job. */
export function successRate(job: Pick<BulkImportJob, 'successfulUrls' | 'totalUrls'>): number {
  return job.totalUrls > 0 ? Math.round((job.successfulUrls / job.totalUrls) * 100) : 0;
}

/** Step 3 (docs/product/06-imports.md §6.1): the running job, polled every 2 s. */
export function JobProgressCard({
  job,
  onCancel,
  cancelling,
}: {
  job: BulkImportJob;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const percent = job.totalUrls > 0 ? Math.round((job.processedUrls / job.totalUrls) * 100) : 0;
  return (
    <Card aria-label="Import progress">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>
          <span className="text-brand-700">Step 3.</span> {jobLabel(job.id)}
        </CardTitle>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
          Cancel
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <JobProgress
          queued={job.status === 'pending'}
          working="Processing listings..."
          done={job.processedUrls}
          total={job.totalUrls}
          percent={percent}
          barLabel="Listings processed"
          okLabel="Successful"
          ok={job.successfulUrls}
          failed={job.failedUrls}
        />
      </CardContent>
    </Card>
  );
}

const HEADINGS = {
  completed: { title: 'Job Completed', Icon: CheckCircle2, tone: 'text-emerald-700' },
  failed: { title: 'Job Failed', Icon: XCircle, tone: 'text-red-700' },
  cancelled: { title: 'Job Cancelled', Icon: CircleSlash, tone: 'text-gray-700' },
} as const;

/** The final card (docs/product/06-imports.md §6.1): totals, success rate, failure message, per-URL results, 'Start Over'. */
export function JobResultCard({ job, onStartOver }: { job: BulkImportJob; onStartOver: () => void }) {
  const heading =
    HEADINGS[job.status === 'failed' ? 'failed' : job.status === 'cancelled' ? 'cancelled' : 'completed'];
  return (
    <Card aria-label="Import result">
      <CardHeader>
        <CardTitle className={`flex items-center gap-2 ${heading.tone}`}>
          <heading.Icon className="size-5" aria-hidden="true" /> {heading.title}
        </CardTitle>
        <p className="text-sm text-gray-500">{jobLabel(job.id)}</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label="Total" value={job.totalUrls} />
          <StatTile label="Successful" value={job.successfulUrls} tone="green" />
          <StatTile label="Failed" value={job.failedUrls} tone="red" />
          <StatTile label="Success Rate" value={`${successRate(job)}%`} tone="teal" />
        </div>
        {job.errorMessage && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {job.errorMessage}
          </p>
        )}
        {job.progressData.length > 0 && (
          <ul
            aria-label="Results per listing"
            tabIndex={0}
            className="grid max-h-80 gap-2 overflow-y-auto rounded-xl border border-gray-200 p-2"
          >
            {job.progressData.map((entry, i) => (
              <ResultRow key={`${entry.url}-${i}`} entry={entry} />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {job.completedAt && (
            <p className="text-sm text-gray-600">
              Finished <time dateTime={job.completedAt}>{new Date(job.completedAt).toLocaleString()}</time>
            </p>
          )}
          <Button onClick={onStartOver}>
            <RotateCcw aria-hidden="true" /> Start Over
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ResultRow({ entry }: { entry: JobProgressEntry }) {
  const badge =
    entry.status === 'success' && entry.needsCategory ? (
      <Badge variant="warning">Draft: needs a category</Badge>
    ) : entry.status === 'success' ? (
      <Badge variant="success">Imported</Badge>
    ) : entry.status === 'skipped' ? (
      <Badge variant="neutral">{importMessages.alreadyImported}</Badge>
    ) : (
      <Badge variant="destructive">Failed</Badge>
    );
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-gray-50 p-2.5 text-sm sm:flex-row sm:items-center sm:gap-3">
      {badge}
      <div className="min-w-0 flex-1">
        {entry.listing ? (
          <Link href={`/listing/${entry.listing.id}`} className="font-medium text-brand-700 hover:underline">
            {entry.listing.title} · {formatCents(entry.listing.priceCents)}
          </Link>
        ) : (
          <p className="truncate text-gray-700">{entry.url}</p>
        )}
        {entry.error && entry.status === 'failed' && <p className="text-red-700">{entry.error}</p>}
        {/* An imported draft: what its seller must add before it can go live. */}
        {entry.error && entry.status === 'success' && <p className="text-amber-800">{entry.error}</p>}
      </div>
    </li>
  );
}
