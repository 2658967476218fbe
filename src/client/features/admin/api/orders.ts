import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#shared/admin';
import { adminApi } from '#shared/api/admin';
import { toast } from '#client/components/ui/use-toast';
import { call, queryOf } from '#client/lib/endpoints';
import { refreshConsole } from './refresh';

/** GET /api/admin/orders?q=: asked only once the search has at least 3 characters. */
export function useAdminOrders(q: string) {
  return useQuery({
    ...queryOf(adminApi.orders, { query: { q } }),
    enabled: q.trim().length >= 3,
    select: (data) => data.orders,
  });
}

/** POST /api/admin/orders/:id/refund: amountCents is integer cents; a refusal stays in the dialog. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amountCents: number; note: string }) =>
      call(adminApi.refundOrder, { params: { id }, body }),
    onSuccess: () => toast({ title: adminMessages.done, variant: 'success' }),
    onSettled: () => refreshConsole(queryClient),
  });
}
