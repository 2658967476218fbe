import { useQuery } from '@tanstack/react-query';
import type { ReplyOf } from '#shared/api/endpoint';
import type { importsApi } from '#shared/api/imports';
import {
  ACTIVE_JOB_STATUSES,
  JOB_POLL_INTERVAL_MS,
  type BulkImportJobStatus,
} from '#shared/imports';
import { call, keyOf } from '#client/lib/endpoints';

export const isActiveJob = (job: { status: BulkImportJobStatus }) => ACTIVE_JOB_STATUSES.includes(job.status);

/** The two job reads: a bulk job and a CSV import answer `{ success, job }` alike. */
type JobEndpoint = typeof importsApi.getBulkJob | typeof importsApi.getCsvJob;

/**
 * GET an import job (bulk or CSV) by id, every 2 s while it is pending or processing
 * (docs/product/06-imports.md §6.2). A failed fetch stops the polling silently (docs/product/06-imports.md
 * §6.5): no retry, no toast, the last known state stays shown.
 */
export function usePolledJob<E extends JobEndpoint>(endpoint: E, id: string | null) {
  return useQuery({
    // Disabled without an id; the key still needs one.
    queryKey: keyOf(endpoint as JobEndpoint, { params: { id: id ?? '' } }),
    queryFn: () => call(endpoint as JobEndpoint, { params: { id: id! } }) as Promise<ReplyOf<E>>,
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
