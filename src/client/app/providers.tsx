import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { toast } from '../components/ui/use-toast';
import { createQueryClient } from '../lib/query-client';

/** A query that names its failure toast (meta.errorToast) gets it here, once, for every feature. */
function showQueryError(_error: Error, meta: { errorToast?: string } | undefined) {
  if (meta?.errorToast) toast({ title: meta.errorToast, variant: 'destructive' });
}

/** The browser's query cache: failures toast. (A server render makes its own, which never toasts.) */
export function createAppQueryClient(): QueryClient {
  return createQueryClient(showQueryError);
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ToastProvider>{children}</ToastProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
