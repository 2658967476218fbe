import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth';
import type { Credentials, CurrentUser } from '#shared/auth';
import { refreshAfterSignIn } from '#client/lib/auth';
import { call } from '#client/lib/endpoints';

export type SignInMode = 'login' | 'register';

/**
 * POST /api/auth/login or /api/auth/register, then refresh the auth state. `onSignedIn` runs even
 * when the refresh fails (docs/product/01-accounts.md §1.1 Login: the person goes on either way).
 */
export function useSignIn(mode: SignInMode, onSignedIn: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Credentials) => call(authApi[mode], { body: input }),
    onSuccess: async ({ user }) => {
      await refreshAfterSignIn(queryClient, user);
      onSignedIn(user);
    },
  });
}
