import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrdersRole, ShipOrderInput } from '../../../../shared/orders';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api';

/** GET /api/orders?role=buyer|seller; the key is the address. */
export function useOrders(role: OrdersRole) {
  return useQuery<{ orders: Order[] }, Error, Order[]>({
    queryKey: ['/api/orders', { role }],
    select: (data) => data.orders,
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/orders'),
    });
}

/** PATCH /api/orders/{id}/ship {carrier, trackingNumber} (seller, paid orders). */
export function useShipOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...input }: ShipOrderInput & { id: string }) =>
      api.patch<{ order: Order }>(`/api/orders/${encodeURIComponent(id)}/ship`, input),
    onSuccess: () =>
      toast({
        title: 'Marked as shipped',
        description: 'The buyer can now see the tracking number.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to mark the order as shipped'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

/** PATCH /api/orders/{id}/received (buyer, shipped orders). */
export function useReceiveOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) => api.patch<{ order: Order }>(`/api/orders/${encodeURIComponent(id)}/received`),
    onSuccess: () =>
      toast({
        title: 'Enjoy your item!',
        description: 'Thanks for confirming it arrived.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to confirm the order'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}
