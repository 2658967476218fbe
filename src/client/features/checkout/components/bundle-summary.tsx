import { bundleDiscountLabel } from '#shared/bundle-rules';
import type { CreatePaymentIntentReply } from '#shared/checkout';
import { formatCents } from '#shared/money';
import { shippingMessages } from '#shared/shipping';
import { Card, CardContent } from '#client/components/ui/card';
import { checkoutCopy } from '../checkout-copy';
import { FeeNote, SummaryThumb } from './order-summary';

type SummaryItem = { id: string; title: string; imageUrl: string | null; priceCents: number };

/**
 * A bundle's summary: who sells it, every item with its photo and price, then the seller's bundle
 * discount, ONE shipping charge for the combined parcel and the total. Before there is a checkout
 * (no address yet) the items come from the bag and the money lines wait for the server's.
 */
export function BundleSummary({
  seller,
  items,
  discountPercent,
  session,
  offerCents,
}: {
  seller: { handle: string; display: string };
  items: readonly SummaryItem[];
  /** The seller's tier for this many items (0 without one): the server answers only the cents. */
  discountPercent: number;
  session: CreatePaymentIntentReply | null;
  /** An accepted offer on the bundle: what the items cost instead of their prices. */
  offerCents?: number | undefined;
}) {
  const subtotal = items.reduce((sum, i) => sum + i.priceCents, 0);
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <h2 className="font-semibold text-gray-900">{checkoutCopy.bundleOf(items.length)}</h2>
          <p className="text-sm text-gray-600">
            Sold by {seller.display} <span className="text-gray-500">@{seller.handle}</span>
          </p>
        </div>
        <ul className="grid gap-3" aria-label={checkoutCopy.bundleItems}>
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              <SummaryThumb title={item.title} imageUrl={item.imageUrl} className="size-16 rounded-lg" />
              <span className="min-w-0 flex-1 text-sm font-medium break-words text-gray-900">
                {item.title}
              </span>
              <span className="text-sm text-gray-700">{formatCents(item.priceCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-2 border-t border-gray-100 pt-4 text-sm">
          <div className="flex justify-between text-gray-700">
            <dt>{checkoutCopy.itemsSubtotal(items.length)}</dt>
            <dd>{formatCents(subtotal)}</dd>
          </div>
          {offerCents !== undefined && (
            <div className="flex justify-between font-medium text-green-700">
              <dt>{checkoutCopy.acceptedOffer}</dt>
              <dd>{formatCents(offerCents)}</dd>
            </div>
          )}
          {session && session.discountAmount > 0 && (
            // The bag's words: "Bundle discount (10%)", its amount aligned with the other lines.
            <div className="flex justify-between text-green-700">
              <dt>{bundleDiscountLabel(discountPercent)}</dt>
              <dd>−{formatCents(session.discountAmount)}</dd>
            </div>
          )}
          {session && (
            <div className="flex justify-between text-gray-700">
              <dt>{checkoutCopy.shippingOneParcel}</dt>
              <dd>
                {session.shippingAmount > 0
                  ? formatCents(session.shippingAmount)
                  : shippingMessages.freeShipping}
              </dd>
            </div>
          )}
          {session && (
            <div className="flex justify-between border-t border-gray-100 pt-2 text-base font-semibold text-gray-900">
              <dt>{checkoutCopy.total}</dt>
              <dd>{formatCents(session.totalAmount)}</dd>
            </div>
          )}
        </dl>
        {session ? (
          <FeeNote fees={session.fees} totalAmount={session.totalAmount} />
        ) : (
          <p className="rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-600">
            {checkoutCopy.shippingAfterAddress}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
