import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClass = cn(
  'w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-sm sm:text-sm',
  'placeholder:text-gray-400 focus-visible:border-brand-500 focus-visible:outline-none',
  'focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-gray-100',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/30',
);

/** A select's trigger looks like a field (Radix's and LazySelect's stand-in alike). */
export const selectTriggerClass = cn(fieldClass, 'flex h-10 items-center justify-between gap-2 text-left');

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />;
}
