import { useState } from 'react';
import { orderTimerCopy, type Order, type OrdersRole } from '#shared/orders';
import { Button } from '#client/components/ui/button';
import { useConfirmOrder, useReceiveOrder } from '../api/orders';
import { CancelOrderButton } from './cancel-order-dialog';
import { ShipDialog } from './ship-dialog';

/**
 * The next step's buttons, on the order card and the order page alike: the seller marks a paid order
 * shipped (by hand, with any label); the buyer confirms it arrived, says "Everything is OK" once
 * delivered, or cancels once the ship-by date passed.
 */
export function OrderActions({ order, role, now }: { order: Order; role: OrdersRole; now: number }) {
  const [shipping, setShipping] = useState(false);
  const receive = useReceiveOrder();
  const confirm = useConfirmOrder();
  const { shipBy } = order.deadlines;
  const mayCancel =
    role === 'buyer' && order.status === 'paid' && shipBy !== null && now >= Date.parse(shipBy);

  return (
    <>
      {role === 'seller' && order.status === 'paid' && (
        <div>
          <Button size="sm" onClick={() => setShipping(true)}>
            Mark as shipped
          </Button>
          <ShipDialog
            orderId={order.id}
            title={order.listing.title}
            open={shipping}
            onOpenChange={setShipping}
          />
        </div>
      )}
      {role === 'buyer' && order.status === 'shipped' && (
        <div>
          <Button size="sm" disabled={receive.isPending} onClick={() => receive.mutate(order.id)}>
            I received it
          </Button>
        </div>
      )}
      {role === 'buyer' && order.status === 'delivered' && (
        <div>
          <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(order.id)}>
            {orderTimerCopy.confirm}
          </Button>
        </div>
      )}
      {mayCancel && (
        <div>
          <CancelOrderButton orderId={order.id} />
        </div>
      )}
    </>
  );
}
