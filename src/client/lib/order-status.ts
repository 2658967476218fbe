import type { OrderStatus } from '#shared/orders';
import type { BadgeProps } from '#client/components/ui/badge';

/** How an order's status reads on its card, its page and the operators' look-up. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Awaiting payment', variant: 'warning' },
  paid: { label: 'Paid', variant: 'default' },
  shipped: { label: 'Shipped', variant: 'default' },
  delivered: { label: 'Delivered', variant: 'success' },
  disputed: { label: 'Problem reported', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
  refunded: { label: 'Refunded', variant: 'destructive' },
};
