import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import {
  ACTIVE_JOB_STATUSES,
  JOB_POLL_INTERVAL_MS,
  type CsvImportJobReply,
  type CsvImportReply,
} from '../../../../shared/imports';
import type { ParsedCsvRow } from '../lib/csv';
import { refreshListings } from './refresh';

/**
 * POST /api/listings/import-csv: the server imports the file as a job. A small file answers its
 * result at once; a bigger one answers its progress (status pending/processing) and goes on, and the
 * client polls it.
 */
export function importCsv(input: { listings: ParsedCsvRow[]; sellerId: string }) {
  return api.post<CsvImportReply>('/api/listings/import-csv', input);
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: (reply) => (isActiveCsvJob(reply) ? undefined : refreshListings(queryClient)),
  });
}

export const isActiveCsvJob = (job: Pick<CsvImportReply, 'status'>) =>
  ACTIVE_JOB_STATUSES.includes(job.status);

/**
 * GET /api/csv-import-jobs/{id}, every 2 s while the import runs, as bulk jobs are polled; a failed
 * fetch stops the polling silently and the last known progress stays shown.
 */
export function useCsvImportJob(id: string | null) {
  return useQuery({
    queryKey: ['/api/csv-import-jobs', id ?? ''],
    queryFn: () => api.get<CsvImportJobReply>(`/api/csv-import-jobs/${encodeURIComponent(id!)}`),
    enabled: !!id,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const job = query.state.data?.job;
      return !job || isActiveCsvJob(job) ? JOB_POLL_INTERVAL_MS : false;
    },
  });
}
