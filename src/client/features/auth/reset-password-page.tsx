import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { authMessages, passwordSchema } from '#shared/auth';
import { buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useResetPassword } from './api/password-reset';
import { AuthShell } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { PasswordInput } from './components/password-input';
import { AuthSubmitButton } from './components/auth-fields';

const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { error: 'Passwords do not match', path: ['confirm'] });

/** /reset-password?token=… — the page the e-mailed link opens (docs/product/10-decisions-beyond-the-spec.md §10.7). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const id = useId();
  const reset = useResetPassword();
  const form = useForm<z.input<typeof resetFormSchema>>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  usePageMeta('Choose a new password', 'Choose a new password for your Rethread account.');

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast({ title: message, variant: 'success' });
          navigate('/login');
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, authMessages.resetInvalid),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <AuthShell>
      <Card className="shadow-md">
        <CardHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Choose a new password</h1>
          <CardDescription>Pick something you have not used here before.</CardDescription>
        </CardHeader>
        <CardContent>
          {!token ? (
            <div className="grid gap-4">
              <FormAlert tone="error" message={authMessages.resetInvalid} />
              <Link href="/login" className={buttonClass('primary', 'lg', 'w-full')}>
                Request a new link
              </Link>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-4">
              <FormAlert
                tone="error"
                message={reset.error ? errorMessage(reset.error, authMessages.resetInvalid) : undefined}
              />
              <FormField id={`${id}-password`} label="New password" error={errors.password}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="new-password"
                    autoFocus
                    {...form.register('password')}
                  />
                )}
              </FormField>
              <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirm}>
                {(control) => (
                  <PasswordInput {...control} autoComplete="new-password" {...form.register('confirm')} />
                )}
              </FormField>
              <AuthSubmitButton pending={reset.isPending}>Save new password</AuthSubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
