import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { earningsApi } from '#shared/api/earnings';
import { earningsMessages } from '#shared/earnings';
import { formatCents } from '#shared/money';
import { toast } from '#client/components/ui/use-toast';
import { call, queryOf } from '#client/lib/endpoints';
import { refreshEarnings } from './earnings';

/** GET /api/payouts: the seller's payouts, newest first. */
export function usePayouts() {
  return useQuery({ ...queryOf(earningsApi.payouts), select: (data) => data.payouts });
}

/**
 * POST /api/payouts (local provider): pays out part or all of the available balance. Success says so
 * and reads the balances, ledger and payouts again; a refusal is shown by the dialog, which stays open.
 */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => call(earningsApi.requestPayout, { body: { amountCents } }),
    onSuccess: ({ payout }) => {
      toast({
        title: earningsMessages.payoutSent,
        description: `${formatCents(payout.amountCents)} is on its way to your bank account.`,
        variant: 'success',
      });
    },
    onSettled: () => refreshEarnings(queryClient),
  });
}
