import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CsvImportReply } from '../../../../shared/imports';
import type { ParsedCsvRow } from '../lib/csv';
import { refreshListings } from './refresh';

/** POST /api/listings/import-csv: the server checks every row and reports the ones it refused. */
export function importCsv(input: { listings: ParsedCsvRow[]; sellerId: string }) {
  return api.post<CsvImportReply>('/api/listings/import-csv', input);
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importCsv, onSuccess: () => refreshListings(queryClient) });
}
