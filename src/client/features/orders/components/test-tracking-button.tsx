import { FlaskConical } from 'lucide-react';
import { useRef } from 'react';
import type { Order } from '#shared/orders';
import { shipmentMessages } from '#shared/shipments';
import { Button } from '#client/components/ui/button';
import { useAdvanceTestTracking } from '../api/orders';

/**
 * Whether the test-mode tracking control applies: the server says it would accept it (a local label's
 * parcel on its way, on a server in test mode); nothing here guesses which providers it runs.
 */
export function canAdvanceTestTracking(order: Order): boolean {
  return order.shipment?.testTracking === true;
}

/**
 * "Advance parcel (test mode)": moves a local label's parcel one step as a carrier scan would. The
 * ref guards the gap before React disables the button, so a double click sends once.
 */
export function TestTrackingButton({ orderId }: { orderId: string }) {
  const advance = useAdvanceTestTracking();
  const sending = useRef(false);
  const click = () => {
    if (sending.current) return;
    sending.current = true;
    advance.mutate(orderId, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Button size="sm" variant="outline" disabled={advance.isPending} onClick={click}>
      <FlaskConical aria-hidden="true" />
      {shipmentMessages.advanceTracking}
    </Button>
  );
}
