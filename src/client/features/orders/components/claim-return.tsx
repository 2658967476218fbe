import { Download, ExternalLink, FlaskConical } from 'lucide-react';
import { useRef } from 'react';
import type { Claim } from '#shared/claims';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClass } from '#client/components/ui/button';
import { returnLabelHref, useAdvanceTestReturn } from '../api/claims';
import { claimCopy as copy, RETURN_STATUS_WORDS } from '../claim-copy';
import { TestModeBadge } from './label-block';
import { day } from './order-countdown';

/**
 * The item on its way back after the seller asked for it: carrier, tracking, where it stands, the
 * ship-back date, the buyer's prepaid label, and in test mode a stand-in for the carrier's scans.
 */
export function ClaimReturn({ claim }: { claim: Claim }) {
  const shipment = claim.returnShipment;
  if (!shipment) return null;
  const isBuyer = claim.viewerRole === 'buyer';
  const moving = claim.status === 'return_requested' && shipment.testMode && shipment.status !== 'delivered';
  return (
    <div className="grid gap-2 rounded-xl border border-gray-200 p-3" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-gray-900">{copy.returnTitle}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {shipment.testMode && <TestModeBadge />}
          <Badge variant={shipment.status === 'delivered' ? 'success' : 'default'}>
            {RETURN_STATUS_WORDS[shipment.status]}
          </Badge>
        </div>
      </div>
      {shipment.shipBy && shipment.status === 'label_ready' && (
        <p className="text-sm font-medium text-gray-800">{copy.shipBackBy(day(shipment.shipBy))}</p>
      )}
      <p className="text-sm text-gray-700">
        {shipment.carrier}: <span className="font-mono break-all">{shipment.trackingNumber}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {isBuyer && claim.status === 'return_requested' && (
          <a href={returnLabelHref(claim.id)} download className={buttonClass('primary', 'sm')}>
            <Download aria-hidden="true" />
            {copy.downloadReturnLabel}
          </a>
        )}
        {shipment.trackingUrl && (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {copy.trackReturn}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        {moving && <TestReturnButton claimId={claim.id} />}
      </div>
    </div>
  );
}

/** "Move return parcel (test)": one carrier step per click; the ref keeps a double click to one call. */
function TestReturnButton({ claimId }: { claimId: string }) {
  const advance = useAdvanceTestReturn(claimId);
  const sending = useRef(false);
  const click = () => {
    if (sending.current) return;
    sending.current = true;
    advance.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Button size="sm" variant="outline" disabled={advance.isPending} onClick={click}>
      <FlaskConical aria-hidden="true" />
      {copy.moveReturn}
    </Button>
  );
}
