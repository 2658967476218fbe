import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-gray-900 text-white shadow-sm hover:bg-gray-800',
  outline: 'border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'h-10 w-10 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Shared look for anything button-shaped, including links (`asChild` with an <a> or <Link>). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={buttonClass(variant, size, className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
