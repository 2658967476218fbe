import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials, CurrentUser } from '../../../../shared/auth';
import { api } from '../../../lib/api';
import { refreshAfterSignIn } from '../../../lib/auth';

export type SignInMode = 'login' | 'register';

const ENDPOINT: Record<SignInMode, string> = { login: '/api/auth/login', register: '/api/auth/register' };

/**
 * POST /api/auth/login or /api/auth/register, then refresh the auth state. `onSignedIn` runs even
 * when the refresh fails (docs/product/01-accounts.md §1.1 Login: the person goes on either way).
 */
export function useSignIn(mode: SignInMode, onSignedIn: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Credentials) => api.post<{ user: CurrentUser }>(ENDPOINT[mode], input),
    onSuccess: async ({ user }) => {
      await refreshAfterSignIn(queryClient, user);
      onSignedIn(user);
    },
  });
}
