import type { ReactNode } from 'react';
import type { Order, OrdersRole } from '#shared/orders';
import { AddressLines } from '#client/components/addresses/address-lines';
import { Card } from '#client/components/ui/card';
import { orderPageCopy } from '../order-page-copy';

/** One titled block of the order page. */
export function OrderSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="font-semibold text-gray-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/**
 * Where the parcel goes. The seller reads it on this sale only, not after a refund or cancellation,
 * and not past the window after completion (the server then sends null); orders from before addresses
 * have none either. Each absence says its own reason.
 */
export function ShipToSection({ id, order, role }: { id: string; order: Order; role: OrdersRole }) {
  return (
    <OrderSection id={id} title={role === 'seller' ? orderPageCopy.shipToSeller : orderPageCopy.shipToBuyer}>
      {order.shipTo ? (
        <AddressLines address={order.shipTo} />
      ) : (
        <p className="text-sm text-gray-600">{noAddressReason(order, role)}</p>
      )}
    </OrderSection>
  );
}

function noAddressReason(order: Order, role: OrdersRole): string {
  if (role === 'seller' && (order.status === 'refunded' || order.status === 'cancelled')) {
    return orderPageCopy.addressRefunded;
  }
  if (role === 'seller' && order.completedAt !== null) return orderPageCopy.addressGone;
  return orderPageCopy.noAddress;
}
