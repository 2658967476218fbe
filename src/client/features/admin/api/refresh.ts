import type { QueryClient } from '@tanstack/react-query';
import { adminApi } from '#shared/api/admin';
import { invalidate, readsOf } from '#client/lib/endpoints';

/**
 * After any operator action: every list of the console is read again (a claim decision changes the
 * order and the audit log, a suspension changes every report of that person), except who is asking.
 */
export function refreshConsole(queryClient: QueryClient): Promise<void> {
  return invalidate(
    queryClient,
    readsOf(adminApi).filter((endpoint) => endpoint !== adminApi.me),
  );
}
