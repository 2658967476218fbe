import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import {
  ACTIVE_JOB_STATUSES,
  JOB_POLL_INTERVAL_MS,
  type BulkImportJobStatus,
} from '../../../../shared/imports';

export const isActiveJob = (job: { status: BulkImportJobStatus }) => ACTIVE_JOB_STATUSES.includes(job.status);

/**
 * GET `{path}/{id}` (an import job: bulk or CSV), every 2 s while the job is pending or processing
 * (docs/product/06-imports.md §6.2). A failed fetch stops the polling silently (docs/product/06-imports.md
 * §6.5): no retry, no toast, the last known state stays shown.
 */
export function usePolledJob<Reply extends { job: { status: BulkImportJobStatus } }>(
  path: string,
  id: string | null,
) {
  return useQuery({
    queryKey: [path, id ?? ''],
    queryFn: () => api.get<Reply>(`${path}/${encodeURIComponent(id!)}`),
    enabled: !!id,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const job = query.state.data?.job;
      return !job || isActiveJob(job) ? JOB_POLL_INTERVAL_MS : false;
    },
  });
}
