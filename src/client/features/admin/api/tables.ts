import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminMessages, type feeTableInputSchema, type rateTableInputSchema } from '#shared/admin';
import { adminApi } from '#shared/api/admin';
import { toast } from '#client/components/ui/use-toast';
import { call, queryOf } from '#client/lib/endpoints';
import { refreshConsole } from './refresh';

/** GET /api/admin/fees */
export function useFeeTable() {
  return useQuery({ ...queryOf(adminApi.fees), select: (data) => data.fees });
}

/** GET /api/admin/shipping-rates */
export function useRateTable() {
  return useQuery({ ...queryOf(adminApi.rates), select: (data) => data.rates });
}

/** PUT /api/admin/fees: the whole table in bps and cents, with the reason. */
export function useUpdateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof feeTableInputSchema>) => call(adminApi.updateFees, { body }),
    onSuccess: () => toast({ title: adminMessages.done, variant: 'success' }),
    onSettled: () => refreshConsole(queryClient),
  });
}

/** PUT /api/admin/shipping-rates: small, medium and large in cents, with the reason. */
export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof rateTableInputSchema>) => call(adminApi.updateRates, { body }),
    onSuccess: () => toast({ title: adminMessages.done, variant: 'success' }),
    onSettled: () => refreshConsole(queryClient),
  });
}
