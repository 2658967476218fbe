import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ACTIVE_JOB_STATUSES, JOB_POLL_INTERVAL_MS, type BulkImportJob } from '../../../../shared/imports';

type JobReply = { success: true; job: BulkImportJob };

/** POST /api/bulk-import-jobs: the server queues the URLs; a worker imports them one by one. */
export function createBulkImportJob(listingUrls: string[]) {
  return api.post<{ jobId: string; totalUrls: number }>('/api/bulk-import-jobs', { listingUrls });
}

export function useCreateBulkImportJob() {
  return useMutation({ mutationFn: createBulkImportJob });
}

export const jobKey = (id: string) => ['/api/bulk-import-jobs', id] as const;

export const isActiveJob = (job: Pick<BulkImportJob, 'status'>) => ACTIVE_JOB_STATUSES.includes(job.status);

/**
 * GET /api/bulk-import-jobs/{id}, every 2 s while the job is pending or processing (docs/product/06-imports.md §6.2). A failed
 * fetch stops the polling silently (docs/product/06-imports.md §6.5): no retry, no toast, the last known state stays shown.
 */
export function useBulkImportJob(id: string | null) {
  return useQuery({
    queryKey: jobKey(id ?? ''),
    queryFn: () => api.get<JobReply>(`/api/bulk-import-jobs/${encodeURIComponent(id!)}`),
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

/** PATCH /api/bulk-import-jobs/{id}/cancel: the worker stops between two URLs. */
export function cancelBulkImportJob(id: string) {
  return api.patch<JobReply>(`/api/bulk-import-jobs/${encodeURIComponent(id)}/cancel`);
}

export function useCancelBulkImportJob() {
  return useMutation({ mutationFn: cancelBulkImportJob });
}
