import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (typically a `lazy()` dialog) the first time `when` is true and keeps them mounted
 * afterwards. Dialogs, sheets and forms that no one has opened yet cost nothing at first paint, and
 * once loaded they keep their state and can animate closed like any other dialog.
 */
export function LazyMount({ when, children }: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(when);
  // Adjusting state while rendering (React's documented pattern) mounts in the same pass as the open.
  if (when && !used) setUsed(true);
  if (!used && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
