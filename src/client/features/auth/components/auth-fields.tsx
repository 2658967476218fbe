import type { ReactNode } from 'react';
import type { FieldError as FormError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';

/** The e-mail field the sign-in, sign-up and forgot-password forms start with (focused on arrival). */
export function EmailField({
  id,
  error,
  register,
}: {
  id: string;
  error?: FormError;
  register: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" inputMode="email" autoFocus {...register} />
      )}
    </FormField>
  );
}

/** An auth form's full-width submit button, disabled with a spinner while the request is pending. */
export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      {pending && <Spinner className="text-white" />}
      {children}
    </Button>
  );
}
