import { useState } from 'react';
import type { OrderAction } from '#shared/order-machine';
import type { Order } from '#shared/orders';
import { Button } from '#client/components/ui/button';
import { useReceiveOrder } from '../api/orders';
import { CancelOrderButton, ConfirmOrderButton } from './confirm-order-dialogs';
import { SellerCancelButton } from './seller-cancel-dialog';
import { ShipDialog } from './ship-dialog';

/**
 * The next step's buttons, on the order card and the order page alike, drawn from the order's
 * `actions` — what the server says the asking person may do now (src/shared/order-machine.ts): the
 * seller marks a paid order shipped (by hand, with any label) or cancels the sale with a reason; the buyer confirms it arrived, says
 * "Everything is OK" once delivered, or cancels once the ship-by date passed — the last two asked once
 * more in a dialog that names the amount, since neither can be undone.
 */
export function OrderActions({ order }: { order: Order }) {
  const [shipping, setShipping] = useState(false);
  const receive = useReceiveOrder();
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
          <ConfirmOrderButton order={order} />
        </div>
      )}
      {may('cancel') && (
        <div>
          {order.role === 'seller' ? (
            <SellerCancelButton order={order} />
          ) : (
            <CancelOrderButton order={order} />
          )}
        </div>
      )}
    </>
  );
}
