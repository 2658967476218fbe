import { formatCents } from '#shared/money';
import { shippingText } from '#shared/shipping-rules';

/** The listing page's price with what shipping adds ("+ $7.99 shipping") or "Free shipping". */
export function ListingPrice({ priceCents, shippingCents }: { priceCents: number; shippingCents: number }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3">
      <span className="text-3xl font-semibold text-gray-900">{formatCents(priceCents)}</span>
      <span className={shippingCents > 0 ? 'text-sm text-gray-600' : 'text-sm font-medium text-brand-700'}>
        {shippingText(shippingCents)}
      </span>
    </p>
  );
}
