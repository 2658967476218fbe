import { useQuery } from '@tanstack/react-query';
import { AUTH_USER_KEY, fetchCurrentUser } from '#client/lib/auth';

/**
 * The session as the import area reads it (docs/product/06-imports.md §6.2): retried 3 times and refetched on window focus,
 * so a seller who signed in or out in another tab sees the right 'Add to My Closet' state here.
 * It shares the app's user query; only this observer asks for the extra refreshes.
 */
export function useImportSession() {
  const query = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: 3,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
