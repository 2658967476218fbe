import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../../../shared/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post<{ message: string }>('/api/auth/forgot-password', input),
  });
}

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<{ message: string }>('/api/auth/reset-password', input),
  });
}
