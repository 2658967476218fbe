import { CircleCheck, X } from 'lucide-react';
import { Link } from 'wouter';

/** Shown when checkout returns to `/?payment=success&listing={id}` (docs/product/05-checkout-orders.md §5.1 Checkout). */
export function PaymentBanner({ listingId, onDismiss }: { listingId: string; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">Payment successful!</p>
        <p className="mt-0.5">
          Thank you for your purchase. The seller has been told and will ship soon.{' '}
          <Link
            href={`/listing/${encodeURIComponent(listingId)}`}
            className="font-medium underline underline-offset-2"
          >
            View the item
          </Link>{' '}
          or{' '}
          <Link href="/orders" className="font-medium underline underline-offset-2">
            your purchases
          </Link>
          .
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="rounded-md p-1 text-emerald-700 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
