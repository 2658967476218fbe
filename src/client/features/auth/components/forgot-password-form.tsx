import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordInputSchema } from '#shared/auth';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useForgotPassword } from '../api/password-reset';
import { FormAlert } from './form-alert';
import { AuthSubmitButton, EmailField } from './auth-fields';

/** Asks for a reset link (docs/product/10-decisions-beyond-the-spec.md §10.7) and shows the server's answer, which never reveals accounts. */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail: string }) {
  const id = useId();
  const form = useForm<
    z.input<typeof forgotPasswordInputSchema>,
    unknown,
    z.output<typeof forgotPasswordInputSchema>
  >({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: defaultEmail },
  });
  const forgot = useForgotPassword();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) =>
        toast({ title: 'Check your email', description: message, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Could not send the reset link'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert tone="success" message={forgot.data?.message} />
      <FormAlert
        tone="error"
        message={forgot.error ? errorMessage(forgot.error, 'Could not send the reset link') : undefined}
      />
      <EmailField id={`${id}-email`} error={errors.email} register={form.register('email')} />
      <AuthSubmitButton pending={forgot.isPending}>Send reset link</AuthSubmitButton>
    </form>
  );
}
