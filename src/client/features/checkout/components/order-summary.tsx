import { ImageOff } from 'lucide-react';
import type { CreatePaymentIntentReply } from '#shared/checkout';
import { formatCents } from '#shared/money';
import { shippingMessages } from '#shared/shipping';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent } from '#client/components/ui/card';
import { checkoutCopy } from '../checkout-copy';

/**
 * The item and the money (docs/product/05-checkout-orders.md §5.1 Checkout): photo, title, seller, the item's price, shipping
 * and the total the buyer pays, and the seller-side fees from the server's answer, so
 * nobody is surprised by where the money goes. Every amount is the server's.
 */
export function OrderSummary({
  session,
  seller,
}: {
  session: CreatePaymentIntentReply;
  seller: { handle: string; display: string } | null;
}) {
  const { listing, totalAmount, shippingAmount, fees, purchaseType } = session;
  const itemAmount = totalAmount - shippingAmount;
  const fromOffer = purchaseType === 'offer';
  return (
    <Card>
      <CardContent className="grid gap-5">
        <SummaryItem
          title={listing.title}
          imageUrl={listing.imageUrl}
          fromOffer={fromOffer}
          seller={seller}
        />
        <dl className="grid gap-2 border-t border-gray-100 pt-4 text-sm">
          {fromOffer && (
            <div className="flex justify-between text-gray-500">
              <dt>{checkoutCopy.listPrice}</dt>
              <dd className="line-through">{formatCents(listing.priceCents)}</dd>
            </div>
          )}
          <div className="flex justify-between text-gray-700">
            <dt>{fromOffer ? checkoutCopy.offerPrice : checkoutCopy.itemPrice}</dt>
            <dd>{formatCents(itemAmount)}</dd>
          </div>
          <div className="flex justify-between text-gray-700">
            <dt>{checkoutCopy.shipping}</dt>
            <dd>{shippingAmount > 0 ? formatCents(shippingAmount) : shippingMessages.freeShipping}</dd>
          </div>
          <div className="flex justify-between border-t border-gray-100 pt-2 text-base font-semibold text-gray-900">
            <dt>{checkoutCopy.total}</dt>
            <dd>{formatCents(totalAmount)}</dd>
          </div>
        </dl>
        <FeeNote fees={fees} totalAmount={totalAmount} />
      </CardContent>
    </Card>
  );
}

/** Where the money goes: the seller's fees come out of the sale, the buyer pays the total only. */
export function FeeNote({ fees, totalAmount }: Pick<CreatePaymentIntentReply, 'fees' | 'totalAmount'>) {
  return (
    <p className="rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-600">
      The seller pays the fees out of the sale: a {formatCents(fees.sellerFee)} seller fee and{' '}
      {formatCents(fees.processingFee)} payment processing. You pay {formatCents(totalAmount)} and nothing
      more.
    </p>
  );
}

/** An item's photo at the summary's size (the 640 px rendition of an upload), or a placeholder. */
export function SummaryThumb({
  title,
  imageUrl,
  className,
}: {
  title: string;
  imageUrl: string | null;
  className: string;
}) {
  const thumb = imageUrl?.replace(/^(\/uploads\/[^/?#]+\/)1280\.webp$/, '$1640.webp') ?? null;
  return (
    <div className={`shrink-0 overflow-hidden bg-gray-100 ${className}`}>
      {thumb ? (
        <img src={thumb} alt={title} width={112} height={112} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-gray-400">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}

/** The item's photo, title, how it is bought and who sells it: the head of the summary. */
function SummaryItem({
  title,
  imageUrl,
  fromOffer,
  seller,
}: {
  title: string;
  imageUrl: string | null;
  fromOffer: boolean;
  seller: { handle: string; display: string } | null;
}) {
  return (
    <div className="flex gap-4">
      <SummaryThumb title={title} imageUrl={imageUrl} className="size-24 rounded-xl sm:size-28" />
      <div className="grid min-w-0 content-start gap-1">
        <Badge variant={fromOffer ? 'success' : 'neutral'} className="w-fit">
          {fromOffer ? 'Accepted offer' : 'Direct purchase'}
        </Badge>
        <h2 className="font-semibold break-words text-gray-900">{title}</h2>
        {seller && (
          <p className="text-sm text-gray-600">
            Sold by {seller.display} <span className="text-gray-500">@{seller.handle}</span>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Before the buyer has an address there is no checkout yet (its shipping and total depend on where
 * the parcel goes), but the item and its price are known: from the listing, or the accepted offer.
 */
export function ItemPreview({
  title,
  imageUrl,
  seller,
  priceCents,
  fromOffer,
}: {
  title: string;
  imageUrl: string | null;
  seller: { handle: string; display: string } | null;
  /** Null while the accepted offer's amount is being read. */
  priceCents: number | null;
  fromOffer: boolean;
}) {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <SummaryItem title={title} imageUrl={imageUrl} fromOffer={fromOffer} seller={seller} />
        <dl className="grid gap-2 border-t border-gray-100 pt-4 text-sm">
          <div className="flex justify-between text-gray-700">
            <dt>{fromOffer ? checkoutCopy.offerPrice : checkoutCopy.itemPrice}</dt>
            <dd>{priceCents === null ? '…' : formatCents(priceCents)}</dd>
          </div>
        </dl>
        <p className="rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-600">
          {checkoutCopy.shippingAfterAddress}
        </p>
      </CardContent>
    </Card>
  );
}
