import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRouter } from './router';

/** The whole app; `queryClient` is one the caller filled first (the server's render, or its answers in the browser). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers client={queryClient}>
      <AppRouter />
    </Providers>
  );
}
