import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '#shared/api/imports';
import type { CsvImportInput } from '#shared/imports-csv';
import { call } from '#client/lib/endpoints';
import { isActiveJob, usePolledJob } from './poll-job';
import { refreshListings } from './refresh';

/**
 * POST /api/listings/import-csv: the server imports the file as a job. A small file answers its
 * result at once; a bigger one answers its progress (status pending/processing) and goes on, and the
 * client polls it.
 */
export function importCsv(input: CsvImportInput) {
  return call(importsApi.importCsv, { body: input });
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: (reply) => (isActiveJob(reply) ? undefined : refreshListings(queryClient)),
  });
}

/** GET /api/csv-import-jobs/{id}, polled as bulk jobs are (see usePolledJob). */
export function useCsvImportJob(id: string | null) {
  return usePolledJob(importsApi.getCsvJob, id);
}
