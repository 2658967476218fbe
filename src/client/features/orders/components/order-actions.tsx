import { useState } from 'react';
import type { OrderAction } from '#shared/order-machine';
import { orderTimerCopy, type Order } from '#shared/orders';
import { Button } from '#client/components/ui/button';
import { useConfirmOrder, useReceiveOrder } from '../api/orders';
import { CancelOrderButton } from './cancel-order-dialog';
import { ShipDialog } from './ship-dialog';

/**
 * The next step's buttons, on the order card and the order page alike, drawn from the order's
 * `actions` — what the server says the asking person may do now (src/shared/order-machine.ts): the
 * seller marks a paid order shipped (by hand, with any label); the buyer confirms it arrived, says
 * "Everything is OK" once delivered, or cancels once the ship-by date passed.
 */
export function OrderActions({ order }: { order: Order }) {
  const [shipping, setShipping] = useState(false);
  const receive = useReceiveOrder();
  const confirm = useConfirmOrder();
  const may = (action: OrderAction) => order.actions.includes(action);

  return (
    <>
      {may('ship') && (
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
      {may('receive') && (
        <div>
          <Button size="sm" disabled={receive.isPending} onClick={() => receive.mutate(order.id)}>
            I received it
          </Button>
        </div>
      )}
      {may('confirm') && (
        <div>
          <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(order.id)}>
            {orderTimerCopy.confirm}
          </Button>
        </div>
      )}
      {may('cancel') && (
        <div>
          <CancelOrderButton orderId={order.id} />
        </div>
      )}
    </>
  );
}
