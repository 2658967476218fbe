import { AlertTriangle, Download, FlaskConical, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderShipment } from '#shared/shipments';
import { shipmentMessages } from '#shared/shipments';
import { Badge } from '#client/components/ui/badge';
import { buttonClass } from '#client/components/ui/button';
import { orderPageCopy } from '../order-page-copy';

/** The test-mode mark on a local label: clearly not for a real carrier. */
export function TestModeBadge() {
  return (
    <Badge variant="warning" title={shipmentMessages.testModeLabel}>
      <FlaskConical className="size-3.5" aria-hidden="true" />
      {orderPageCopy.testMode}
    </Badge>
  );
}

/**
 * The seller's prepaid label, by where it stands: being bought (the page polls meanwhile), ready to
 * download, waiting for a ship-from address, given up (the manual "Mark as shipped" stays), or voided
 * because the order was cancelled and refunded.
 */
export function LabelBlock({ shipment }: { shipment: OrderShipment }) {
  const { labelStatus } = shipment;
  return (
    <div className="grid gap-3" aria-live="polite">
      {shipment.testMode && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-800">
          <TestModeBadge />
          {shipmentMessages.testModeLabel}
        </p>
      )}
      {labelStatus === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
          <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
          {shipmentMessages.labelPending}
        </p>
      )}
      {labelStatus === 'ready' && (
        <div className="grid gap-2">
          {shipment.labelUrl && (
            <a href={shipment.labelUrl} download className={buttonClass('primary', 'md', 'w-fit')}>
              <Download aria-hidden="true" />
              {shipmentMessages.downloadLabel}
            </a>
          )}
          {shipment.trackingNumber && (
            <p className="text-sm text-gray-700">
              {shipment.carrier ?? 'Carrier'}:{' '}
              <span className="font-mono break-all">{shipment.trackingNumber}</span>
            </p>
          )}
        </div>
      )}
      {labelStatus === 'needs_address' && (
        <div className="grid gap-2">
          <p className="text-sm text-gray-700">{shipmentMessages.labelNeedsAddress}</p>
          <Link href="/settings" className={buttonClass('outline', 'sm', 'w-fit')}>
            {orderPageCopy.openSettings}
          </Link>
        </div>
      )}
      {labelStatus === 'voided' && <p className="text-sm text-gray-700">{shipmentMessages.labelVoided}</p>}
      {labelStatus === 'failed' && (
        <p className="flex items-start gap-2 text-sm text-red-700">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {shipmentMessages.labelFailed}
        </p>
      )}
    </div>
  );
}
