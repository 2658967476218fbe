import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedSearchesApi } from '#shared/api/saved-searches';
import { savedSearchMessages, type SavedSearch } from '#shared/saved-searches';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, keyOf, queryOf } from '#client/lib/endpoints';

/** GET /api/saved-searches: the signed-in person's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery(queryOf(savedSearchesApi.list));
}

/** DELETE /api/saved-searches/{id}: the row goes from the list at once. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(savedSearchesApi.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<{ savedSearches: SavedSearch[] }>(keyOf(savedSearchesApi.list), (old) =>
        old ? { savedSearches: old.savedSearches.filter((s) => s.id !== id) } : old,
      );
      toast({ title: savedSearchMessages.deleted, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: errorMessage(error, savedSearchMessages.notFound), variant: 'destructive' });
      return queryClient.invalidateQueries({ queryKey: keyOf(savedSearchesApi.list) });
    },
  });
}
