import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { toast } from '../components/ui/use-toast';
import { createQueryClient } from '../lib/query-client';

/** A query that names its failure toast (meta.errorToast) gets it here, once, for every feature. */
function showQueryError(_error: Error, meta: { errorToast?: string } | undefined) {
  if (meta?.errorToast) toast({ title: meta.errorToast, variant: 'destructive' });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(showQueryError));
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ToastProvider>{children}</ToastProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
