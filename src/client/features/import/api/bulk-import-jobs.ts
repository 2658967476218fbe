import { useMutation } from '@tanstack/react-query';
import { importsApi } from '#shared/api/imports';
import { call, keyOf } from '#client/lib/endpoints';
import { usePolledJob } from './poll-job';

/** POST /api/bulk-import-jobs: the server queues the URLs; a worker imports them one by one. */
export function createBulkImportJob(listingUrls: string[]) {
  return call(importsApi.createBulkJob, { body: { listingUrls } });
}

export function useCreateBulkImportJob() {
  return useMutation({ mutationFn: createBulkImportJob });
}

/** The query key usePolledJob gives a bulk job. */
export const jobKey = (id: string) => keyOf(importsApi.getBulkJob, { params: { id } });

/** GET /api/bulk-import-jobs/{id}, polled while the job runs (see usePolledJob). */
export function useBulkImportJob(id: string | null) {
  return usePolledJob(importsApi.getBulkJob, id);
}

/** PATCH /api/bulk-import-jobs/{id}/cancel: the worker stops between two URLs. */
export function cancelBulkImportJob(id: string) {
  return call(importsApi.cancelBulkJob, { params: { id } });
}

export function useCancelBulkImportJob() {
  return useMutation({ mutationFn: cancelBulkImportJob });
}
