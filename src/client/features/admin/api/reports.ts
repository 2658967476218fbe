import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResolveReportInput } from '#shared/admin';
import { adminApi } from '#shared/api/admin';
import type { ReportStatus } from '#shared/reports';
import { toast } from '#client/components/ui/use-toast';
import { call, queryOf } from '#client/lib/endpoints';
import { refreshConsole } from './refresh';

/** GET /api/admin/reports?status=: open (oldest first), actioned or dismissed. */
export function useAdminReports(status: ReportStatus) {
  return useQuery({
    ...queryOf(adminApi.reports, { query: { status } }),
    select: (data) => data.reports,
    meta: { errorToast: 'Failed to fetch reports' },
  });
}

/**
 * Every action the reports tab can take, each with its reason: resolve a report (hide, suspend,
 * dismiss), or act on the person or listing behind it directly (suspend/unsuspend, hide/unhide).
 */
export type ReportAction =
  | { kind: 'resolve'; reportId: string; action: ResolveReportInput['action'] }
  | { kind: 'suspendUser' | 'unsuspendUser' | 'hideListing' | 'unhideListing'; id: string };

/** The replies differ by action; the tab reads the lists again whatever was answered. */
async function send(action: ReportAction, note: string): Promise<void> {
  if (action.kind === 'resolve') {
    await call(adminApi.resolveReport, {
      params: { id: action.reportId },
      body: { action: action.action, note },
    });
  } else {
    await call(adminApi[action.kind], { params: { id: action.id }, body: { note } });
  }
}

/** What an action did, in its toast: the operator reads the outcome, not "Done". */
export function reportActionText(action: ReportAction): string {
  if (action.kind === 'resolve') {
    if (action.action === 'hide') return 'Listing hidden: the report is closed';
    if (action.action === 'suspend') return 'Account suspended: the report is closed';
    return 'Report dismissed';
  }
  if (action.kind === 'suspendUser') return 'Account suspended';
  if (action.kind === 'unsuspendUser') return 'Suspension lifted';
  if (action.kind === 'hideListing') return 'Listing hidden';
  return 'Listing shown again';
}

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note }: { action: ReportAction; note: string }) => send(action, note),
    onSuccess: (_reply, { action }) => toast({ title: reportActionText(action), variant: 'success' }),
    onSettled: () => refreshConsole(queryClient),
  });
}
