import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { credentialsSchema, loginInputSchema, type CurrentUser } from '#shared/auth';
import { Checkbox } from '#client/components/ui/checkbox';
import { FieldError, Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useSignIn, type SignInMode } from '../api/sign-in';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { AuthSubmitButton, EmailField } from './auth-fields';

type FormInput = z.input<typeof credentialsSchema>;

const COPY = {
  login: { submit: 'Sign In', success: 'Successfully logged in!', fallback: 'Login failed' },
  register: {
    submit: 'Create Account',
    success: 'Account created successfully!',
    fallback: 'Registration failed',
  },
} as const;

/**
 * E-mail + password for signing in or creating an account, with the spec's messages from the
 * shared schemas (sign-in only needs a typed password: older accounts may predate the length rule).
 */
export function CredentialsForm({
  mode,
  defaultEmail,
  staySignedIn,
  onEmailChange,
  onSubmitStart,
  onSignedIn,
}: {
  mode: SignInMode;
  defaultEmail: string;
  staySignedIn: boolean;
  onEmailChange: (email: string) => void;
  onSubmitStart: () => void;
  onSignedIn: (user: CurrentUser) => void;
}) {
  const id = useId();
  const copy = COPY[mode];
  const form = useForm<FormInput, unknown, z.output<typeof credentialsSchema>>({
    resolver: zodResolver(mode === 'register' ? credentialsSchema : loginInputSchema),
    defaultValues: { email: defaultEmail, password: '', staySignedIn },
  });
  const signIn = useSignIn(mode, (user) => {
    toast({ title: copy.success, variant: 'success' });
    onSignedIn(user);
  });
  const failure = signIn.error ? errorMessage(signIn.error, copy.fallback) : undefined;
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    onSubmitStart();
    signIn.mutate(values, {
      onError: (error) => toast({ title: errorMessage(error, copy.fallback), variant: 'destructive' }),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={signIn.isPending}>
      <FormAlert tone="error" message={failure} />
      <EmailField
        id={`${id}-email`}
        error={errors.email}
        register={form.register('email', {
          onChange: (e: { target: { value: string } }) => onEmailChange(e.target.value),
        })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? `${id}-password-error` : `${id}-password-hint`}
          {...form.register('password')}
        />
        <FieldError id={`${id}-password-error`} message={errors.password?.message} />
        {mode === 'register' && !errors.password && (
          <p id={`${id}-password-hint`} className="text-xs text-gray-500">
            At least 6 characters.
          </p>
        )}
      </div>
      <div className="flex items-center gap-2.5">
        <Controller
          control={form.control}
          name="staySignedIn"
          render={({ field }) => (
            <Checkbox
              id={`${id}-stay`}
              checked={!!field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={`${id}-stay`} className="font-normal text-gray-700">
          Stay signed in
        </Label>
      </div>
      <AuthSubmitButton pending={signIn.isPending}>{copy.submit}</AuthSubmitButton>
    </form>
  );
}
