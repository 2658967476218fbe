import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block; hidden from screen readers (the region around it says "Loading"). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-gray-200', className)} {...props} />
  );
}
