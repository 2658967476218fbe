import type { ReactNode } from 'react';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';

/** Shown by a tab while its list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * Which part of a list to show (waiting / open / resolved …): a row of toggle buttons, each saying
 * whether it is pressed, so a screen reader hears the choice.
 */
export function StatusFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-8 rounded-full border px-3 text-sm font-medium transition-colors',
            'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            option.value === value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A label and its value, stacked: the cards' small facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}
