import { useMutation } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/auth';
import { call } from '#client/lib/endpoints';

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call(authApi.forgotPassword, { body: input }),
  });
}

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => call(authApi.resetPassword, { body: input }),
  });
}
