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

type Searches = { savedSearches: SavedSearch[] };

/**
 * PATCH /api/saved-searches/{id}: switches a search's daily e-mail. The switch moves at once; a
 * refusal puts it back and says why.
 */
export function useSetSavedSearchDigest() {
  const queryClient = useQueryClient();
  const key = keyOf(savedSearchesApi.list);
  const setDigest = (id: string, emailDigest: boolean) =>
    queryClient.setQueryData<Searches>(key, (old) =>
      old ? { savedSearches: old.savedSearches.map((s) => (s.id === id ? { ...s, emailDigest } : s)) } : old,
    );
  return useMutation({
    mutationFn: ({ id, emailDigest }: { id: string; emailDigest: boolean }) =>
      call(savedSearchesApi.update, { params: { id }, body: { emailDigest } }),
    onMutate: ({ id, emailDigest }) => setDigest(id, emailDigest),
    onSuccess: ({ savedSearch }) => setDigest(savedSearch.id, savedSearch.emailDigest),
    onError: (error, { id, emailDigest }) => {
      setDigest(id, !emailDigest);
      toast({ title: errorMessage(error, savedSearchMessages.notFound), variant: 'destructive' });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
