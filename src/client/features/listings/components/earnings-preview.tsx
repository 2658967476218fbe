import { computeShippingSplit, FEE_TEXT, PROCESSING_FEE_CENTS } from '#shared/fees';
import { dollarsToCents, formatCents } from '#shared/money';
import type { ParcelSize, ShippingPayer } from '#shared/shipping';
import { useShippingRates } from '#client/components/use-shipping-rates';

/**
 * The seller's earnings, live as the price is typed (docs/product/10-decisions-beyond-the-spec.md §10.1: fees are never a surprise), from
 * the same fee rule the server charges; with free shipping, the label comes out of them too.
 */
export function EarningsPreview({
  priceDollars,
  shipping,
}: {
  priceDollars: string;
  shipping?: { parcelSize: ParcelSize; shippingPayer: ShippingPayer };
}) {
  const rates = useShippingRates();
  const cents = dollarsToCents(priceDollars);
  if (cents === null || cents < 1) {
    return (
      <p className="text-xs text-gray-500">
        Fees: {FEE_TEXT}, plus {formatCents(PROCESSING_FEE_CENTS)} payment processing.
      </p>
    );
  }
  const sellerPays = shipping?.shippingPayer === 'seller';
  const fees = computeShippingSplit(
    cents,
    shipping ? rates[shipping.parcelSize] : 0,
    shipping?.shippingPayer ?? 'buyer',
  );
  return (
    <p className="text-sm text-gray-700" aria-live="polite">
      You earn <strong className="font-semibold text-gray-900">{formatCents(fees.earningsCents)}</strong>{' '}
      <span className="text-gray-500">
        ({formatCents(fees.sellerFeeCents)} seller fee + {formatCents(fees.processingFeeCents)} processing
        {sellerPays && <> + {formatCents(fees.shippingCents)} shipping</>})
      </span>
    </p>
  );
}
