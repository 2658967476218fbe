import { lazy, type ReactNode } from 'react';
import { LazyMount } from '../lazy-mount';
import { useToastState } from './use-toast';

export { TOAST_DURATION_MS } from '#shared/constants';

const ToastLayer = lazy(() => import('./toast-layer').then((module) => ({ default: module.ToastLayer })));

/**
 * Toasts for the whole app (docs/product/09-information-pages.md §9.5: one at a time, 5 s, swipe right, F8). Radix's toast code loads
 * with the first toast, not with every page: nothing needs it until something has been done.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const shown = useToastState() !== null;
  return (
    <>
      {children}
      <LazyMount when={shown}>
        <ToastLayer />
      </LazyMount>
    </>
  );
}
