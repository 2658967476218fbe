import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-brand-50 text-brand-800 ring-brand-200',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-200',
  outline: 'bg-transparent text-gray-700 ring-gray-300',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  destructive: 'bg-red-50 text-red-700 ring-red-200',
} as const;

export type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof variants };

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
