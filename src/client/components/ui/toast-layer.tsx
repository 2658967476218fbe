import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { TOAST_DURATION_MS } from '#shared/constants';
import { cn } from '../../lib/cn';
import { dismissToast, useToastState } from './use-toast';

/**
 * Radix's toast provider with the spec's settings (docs/product/09-information-pages.md §9.5): 5 s, swipe right past 50 px, F8 to focus.
 * Loaded by `ToastProvider` (toast.tsx) when the first toast is shown. The spec sets no position:
 * toasts sit at the top (full width on phones, top right under the navigation bar from `sm`), away
 * from the forms' primary buttons at the bottom (Create Listing, Save Changes, Send Offer), which a
 * bottom corner covered just when a save answered.
 */
export function ToastLayer() {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      <Toaster />
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-3 outline-none sm:top-16 sm:max-w-sm sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}

const variantClass = {
  default: 'border-gray-200 bg-white text-gray-900',
  success: 'border-brand-200 bg-white text-gray-900',
  destructive: 'border-red-600 bg-red-600 text-white',
} as const;

function Toaster() {
  const state = useToastState();
  if (!state) return null;
  const variant = state.variant ?? 'default';
  const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Root
      // A new id remounts the toast, so its 5 s timer starts again for the replacement.
      key={state.id}
      open={state.open}
      onOpenChange={(open) => !open && dismissToast(state.id)}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=end]:animate-toast-out',
        variantClass[variant],
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', variant === 'destructive' ? 'text-white' : 'text-brand-600')}
      />
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{state.title}</ToastPrimitive.Title>
        {state.description && (
          <ToastPrimitive.Description
            className={cn('text-sm', variant === 'destructive' ? 'text-red-50' : 'text-gray-600')}
          >
            {state.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className={cn(
          'absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100',
          'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
