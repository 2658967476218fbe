import { AlertDialog as AlertPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonClass } from './button';
import { overlayClass } from './dialog';

/** A confirmation that must be answered (deactivate, cancel an offer …); Escape means Cancel. */
export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertPrimitive.Content>) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={overlayClass} />
      <AlertPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'gap-4 rounded-2xl bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={cn('text-lg font-semibold text-gray-900', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertPrimitive.Cancel>) {
  return <AlertPrimitive.Cancel className={buttonClass('outline', 'md', className)} {...props} />;
}

export function AlertDialogAction({
  className,
  destructive,
  ...props
}: ComponentProps<typeof AlertPrimitive.Action> & { destructive?: boolean }) {
  return (
    <AlertPrimitive.Action
      className={buttonClass(destructive ? 'destructive' : 'primary', 'md', className)}
      {...props}
    />
  );
}
