import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { BulkImportJob } from '../../../../shared/imports';
import { usePolledJob } from './poll-job';

type JobReply = { success: true; job: BulkImportJob };

/** POST /api/bulk-import-jobs: the server queues the URLs; a worker imports them one by one. */
export function createBulkImportJob(listingUrls: string[]) {
  return api.post<{ jobId: string; totalUrls: number }>('/api/bulk-import-jobs', { listingUrls });
}

export function useCreateBulkImportJob() {
  return useMutation({ mutationFn: createBulkImportJob });
}

/** The query key usePolledJob gives a bulk job: [path, id]. */
export const jobKey = (id: string) => ['/api/bulk-import-jobs', id] as const;

/** GET /api/bulk-import-jobs/{id}, polled while the job runs (see usePolledJob). */
export function useBulkImportJob(id: string | null) {
  return usePolledJob<JobReply>('/api/bulk-import-jobs', id);
}

/** PATCH /api/bulk-import-jobs/{id}/cancel: the worker stops between two URLs. */
export function cancelBulkImportJob(id: string) {
  return api.patch<JobReply>(`/api/bulk-import-jobs/${encodeURIComponent(id)}/cancel`);
}

export function useCancelBulkImportJob() {
  return useMutation({ mutationFn: cancelBulkImportJob });
}
