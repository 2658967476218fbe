import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideClaimInput } from '#shared/admin';
import { adminApi } from '#shared/api/admin';
import type { Claim } from '#shared/claims';
import { toast } from '#client/components/ui/use-toast';
import { call, queryOf } from '#client/lib/endpoints';
import { claimDecidedText } from '../lib/format';
import { refreshConsole } from './refresh';

export type ClaimFilter = 'awaiting_operator' | 'open' | 'resolved';

/** GET /api/admin/claims?status=: waiting for an operator (the default), still open, or resolved. */
export function useAdminClaims(status: ClaimFilter) {
  return useQuery({
    ...queryOf(adminApi.claims, { query: { status } }),
    select: (data) => data.claims,
    meta: { errorToast: 'Failed to fetch claims' },
  });
}

/**
 * POST /api/admin/claims/:id/decide; a refusal stays in the dialog, success says what was done (who
 * got how much back, or that the seller is paid) and reads the lists again.
 */
export function useDecideClaim(claim: Claim) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideClaimInput) => call(adminApi.decideClaim, { params: { id: claim.id }, body }),
    onSuccess: (_reply, body) => toast({ title: claimDecidedText(claim, body), variant: 'success' }),
    onSettled: () => refreshConsole(queryClient),
  });
}
