import { useId } from 'react';
import { cn } from '#client/lib/cn';

/**
 * One reason out of a few, as native radio buttons in a fieldset: its legend names the group, each
 * label its choice, and the error is tied to the group. Used by the Report dialog and the order's
 * "Report a problem".
 */
export function ReasonRadios<R extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  legend: string;
  name: string;
  options: readonly { value: R; label: string }[];
  value: R | null;
  onChange: (value: R) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm text-gray-800',
              'has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
              value === option.value ? 'border-brand-600 bg-brand-50' : 'border-gray-300 hover:bg-gray-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "120/1000" under a text box: how much of the allowance is used. */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="justify-self-end text-xs text-gray-500">
      {length}/{max}
    </p>
  );
}
