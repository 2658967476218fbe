import type { ReactNode } from 'react';
import { FieldError, Label } from './label';

/** The props that tie an input to its label and its error text. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * A labelled form field with its error under it: `children` renders the input with the props that
 * tie it to both (its id, aria-invalid, and aria-describedby naming the error while there is one).
 */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The field's error from react-hook-form, if any. */
  error?: { message?: string };
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined })}
      <FieldError id={`${id}-error`} message={error?.message} />
    </div>
  );
}
