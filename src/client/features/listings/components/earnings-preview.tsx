import { computeFees, FEE_TEXT, PROCESSING_FEE_CENTS } from '#shared/fees';
import { dollarsToCents, formatCents } from '#shared/money';

/**
 * The seller's earnings, live as the price is typed (docs/product/10-decisions-beyond-the-spec.md §10.1: fees are never a surprise), from
 * the same fee rule the server charges.
 */
export function EarningsPreview({ priceDollars }: { priceDollars: string }) {
  const cents = dollarsToCents(priceDollars);
  if (cents === null || cents < 1) {
    return (
      <p className="text-xs text-gray-500">
        Fees: {FEE_TEXT}, plus {formatCents(PROCESSING_FEE_CENTS)} payment processing.
      </p>
    );
  }
  const fees = computeFees(cents);
  return (
    <p className="text-sm text-gray-700" aria-live="polite">
      You earn <strong className="font-semibold text-gray-900">{formatCents(fees.earningsCents)}</strong>{' '}
      <span className="text-gray-500">
        ({formatCents(fees.sellerFeeCents)} seller fee + {formatCents(fees.processingFeeCents)} processing)
      </span>
    </p>
  );
}
