import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '#shared/api/orders';
import { orderTimerCopy, type OrdersRole, type ShipOrderInput } from '#shared/orders';
import { sellerCancelCopy, type SellerCancelInput } from '#shared/seller-cancel';
import { TIMELINE_TITLES, TIMELINE_KINDS, type TimelineKind } from '#shared/shipments';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, invalidate, queryOf, readsOf } from '#client/lib/endpoints';

/** GET /api/orders?role=buyer|seller. */
export function useOrders(role: OrdersRole, enabled = true) {
  return useQuery({
    ...queryOf(ordersApi.list, { query: { role } }),
    select: (data) => data.orders,
    enabled,
  });
}

/** Every few seconds while the label is being bought, so the download link appears by itself. */
export const LABEL_POLL_MS = 3000;

/**
 * GET /api/orders/{id}: one purchase or sale with its address, label, tracking and timeline. Read
 * again when the window regains focus (a parcel may have moved meanwhile), and every
 * LABEL_POLL_MS while its label is pending.
 */
export function useOrder(id: string) {
  return useQuery({
    ...queryOf(ordersApi.get, { params: { id } }),
    select: (data) => data.order,
    enabled: !!id,
    refetchOnWindowFocus: true,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.order.shipment?.labelStatus === 'pending' ? LABEL_POLL_MS : false,
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, readsOf(ordersApi));
}

/** PATCH /api/orders/{id}/ship {carrier, trackingNumber} (seller, paid orders). */
export function useShipOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...input }: ShipOrderInput & { id: string }) =>
      call(ordersApi.ship, { params: { id }, body: input }),
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
    mutationFn: (id: string) => call(ordersApi.received, { params: { id } }),
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

/** POST /api/orders/{id}/confirm: "Everything is OK" (buyer, delivered orders). */
export function useConfirmOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) => call(ordersApi.confirm, { params: { id } }),
    onSuccess: () =>
      toast({
        title: orderTimerCopy.confirmed,
        description: orderTimerCopy.confirmedDescription,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, orderTimerCopy.confirmFailed),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

/** POST /api/orders/{id}/cancel (buyer, paid orders past their ship-by date): refunded in full. */
export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) => call(ordersApi.cancel, { params: { id } }),
    onSuccess: () =>
      toast({
        title: orderTimerCopy.cancelled,
        description: orderTimerCopy.cancelledDescription,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, orderTimerCopy.cancelFailed),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

const isTimelineKind = (value: string | null | undefined): value is TimelineKind =>
  !!value && (TIMELINE_KINDS as readonly string[]).includes(value);

/**
 * POST /api/orders/{id}/test-tracking: test mode's stand-in for a carrier scan, one step per call.
 * Refreshes the order and the lists (the status may have moved to shipped or delivered).
 */
export function useAdvanceTestTracking() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) => call(ordersApi.advanceTestTracking, { params: { id } }),
    onSuccess: ({ order }) => {
      const step = order.shipment?.trackingStatus;
      toast({ title: isTimelineKind(step) ? TIMELINE_TITLES[step] : 'Parcel moved', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to move the parcel'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

/** POST /api/orders/{id}/seller-cancel: the seller calls off a paid sale; the buyer is refunded in full. */
export function useSellerCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...body }: SellerCancelInput & { id: string }) =>
      call(ordersApi.sellerCancel, { params: { id }, body }),
    onSuccess: () =>
      toast({
        title: sellerCancelCopy.done,
        description: sellerCancelCopy.doneDescription,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, sellerCancelCopy.failed),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}
