import type { CsvImportReply } from '../../../../shared/imports';
import { Card, CardContent } from '../../../components/ui/card';
import { StatTile } from './stat-tile';

/** A CSV import still running on the server, polled every 2 s like a bulk job. */
export function CsvProgress({ job }: { job: CsvImportReply }) {
  return (
    <Card aria-label="CSV import progress">
      <CardContent className="grid gap-4 pt-6">
        <div className="flex items-center justify-between text-sm text-gray-700">
          <p role="status">{job.status === 'pending' ? 'Queued...' : 'Importing rows...'}</p>
          <p className="tabular-nums">
            {job.processedRows}/{job.totalRows}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Rows imported"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={job.progressPercentage}
          className="h-2.5 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{ width: `${job.progressPercentage}%` }}
          />
        </div>
        <div className="grid grid-cols-3 gap-3">
          <StatTile label="Imported" value={job.count} tone="green" />
          <StatTile label="Failed" value={job.errors.length} tone="red" />
          <StatTile label="Remaining" value={Math.max(0, job.totalRows - job.processedRows)} />
        </div>
      </CardContent>
    </Card>
  );
}
