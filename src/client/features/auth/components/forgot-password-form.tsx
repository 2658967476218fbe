import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordInputSchema } from '#shared/auth';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { FormField } from '#client/components/ui/form-field';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useForgotPassword } from '../api/password-reset';
import { FormAlert } from './form-alert';

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
      <FormField id={`${id}-email`} label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            {...form.register('email')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={forgot.isPending} className="w-full">
        {forgot.isPending && <Spinner className="text-white" />}
        Send reset link
      </Button>
    </form>
  );
}
