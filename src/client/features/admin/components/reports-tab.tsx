import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportStatus } from '#shared/reports';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { useAdminReports, useReportAction, type ReportAction } from '../api/reports';
import { ListSkeleton, StatusFilter } from './list-parts';
import { NoteDialog, type NoteRequest } from './note-dialog';
import { ReportCard } from './report-card';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'actioned', label: 'Actioned' },
  { value: 'dismissed', label: 'Dismissed' },
] as const;

/** Reports, oldest open first; every action goes through one reason dialog. */
export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useAdminReports(status);
  const act = useReportAction();
  const [pending, setPending] = useState<{ action: ReportAction; request: NoteRequest } | null>(null);

  return (
    <div className="grid gap-4">
      <StatusFilter label="Which reports" options={FILTERS} value={status} onChange={setStatus} />
      {reports.isPending ? (
        <ListSkeleton label="Loading reports" />
      ) : reports.isError ? (
        <ListLoadError message="Reports could not be loaded." onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <ListEmptyState icon={Flag} title="No reports here">
          {status === 'open'
            ? 'Nothing has been reported that still needs a look.'
            : 'No reports in this list.'}
        </ListEmptyState>
      ) : (
        <ul aria-label="Reports" className="grid gap-4">
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                ask={(action, request) => {
                  act.reset();
                  setPending({ action, request });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <NoteDialog
        request={pending?.request ?? null}
        onClose={() => setPending(null)}
        pending={act.isPending}
        send={(note, callbacks) => pending && act.mutate({ action: pending.action, note }, callbacks)}
      />
    </div>
  );
}
