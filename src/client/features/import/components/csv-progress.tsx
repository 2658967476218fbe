import type { CsvImportReply } from '#shared/imports-csv';
import { Card, CardContent } from '#client/components/ui/card';
import { JobProgress } from './job-progress';

/** A CSV import still running on the server, polled every 2 s like a bulk job. */
export function CsvProgress({ job }: { job: CsvImportReply }) {
  return (
    <Card aria-label="CSV import progress">
      <CardContent className="grid gap-4 pt-6">
        <JobProgress
          queued={job.status === 'pending'}
          working="Importing rows..."
          done={job.processedRows}
          total={job.totalRows}
          percent={job.progressPercentage}
          barLabel="Rows imported"
          okLabel="Imported"
          ok={job.count}
          failed={job.errors.length}
        />
      </CardContent>
    </Card>
  );
}
