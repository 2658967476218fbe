import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { draftsApi } from '#shared/api/drafts';
import { listingsApi } from '#shared/api/listings';
import { sellerStatsApi } from '#shared/api/seller-stats';
import type { DraftFieldsInput } from '#shared/drafts';
import { call, invalidate, queryOf, readsOf } from './endpoints';
import { LISTING_READS } from './listing-reads';

/**
 * Listing drafts, for the listing form and Seller Tools (two features, so the calls live here): the
 * seller's drafts, saving one (new: POST /api/listings { draft: true }; again: PUT), publishing and
 * deleting. Each refreshes the drafts list, and publishing also every listing read it adds to.
 */
export function useMyDrafts(enabled = true) {
  return useQuery({ ...queryOf(draftsApi.list), enabled, select: (data) => data.drafts });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: DraftFieldsInput }) =>
      id
        ? call(draftsApi.replace, { params: { id }, body: fields })
        : call(listingsApi.create, { body: { ...fields, draft: true } }),
    onSuccess: () => invalidate(queryClient, [draftsApi.list, listingsApi.get]),
  });
}

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(draftsApi.publish, { params: { id } }),
    onSuccess: () => invalidate(queryClient, [draftsApi.list, ...readsOf(sellerStatsApi), ...LISTING_READS]),
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(draftsApi.remove, { params: { id } }),
    onSuccess: () => invalidate(queryClient, [draftsApi.list]),
  });
}
