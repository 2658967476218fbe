import { useQuery, type QueryClient } from '@tanstack/react-query';
import { authApi } from '../../shared/api/auth';
import type { CurrentUser } from '../../shared/auth';
import { errorStatus } from './api';
import { call, keyOf } from './endpoints';

/**
 * The signed-in user, shared by every feature (so it lives in lib/, not in one feature).
 * GET /api/auth/user: a 401 means "anonymous" (null), not an error; no retry, no refetch on focus
 * (docs/product/01-accounts.md §1.2).
 */
export const AUTH_USER_KEY = keyOf(authApi.user);

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await call(authApi.user);
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

export type AuthState = {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
};

export function useUser(): AuthState {
  const query = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // A failed user call (server down) is shown as signed out rather than an endless spinner.
  const user = query.data ?? null;
  return { user, isLoading: query.isPending && query.fetchStatus !== 'idle', isAuthenticated: !!user };
}

/**
 * After a sign-in: store the user the server answered with, then refresh every query (prices,
 * likes and offers differ per person). A failed refresh must not keep anyone on the login page.
 */
export async function refreshAfterSignIn(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  queryClient.setQueryData(AUTH_USER_KEY, user);
  await queryClient.invalidateQueries().catch(() => undefined);
}
