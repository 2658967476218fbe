import { CHECKOUT_EXPIRED_CODE, checkoutMessages } from '#shared/checkout';
import { errorCode } from '#client/lib/api';

/**
 * True when the server refused because this checkout ended (the listing changed, it expired, a newer
 * one replaced it): the buyer can simply start again at the listing's current terms.
 */
export function isStaleCheckout(error: unknown): boolean {
  return errorCode(error) === CHECKOUT_EXPIRED_CODE;
}

/** Milliseconds until an open checkout expires (never negative), or null when the time is unknown. */
export function msUntilExpiry(expiresAt: string | undefined, now = Date.now()): number | null {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

/** What the page says once the checkout it shows has expired on its own (nothing was paid). */
export const expiredOnPage = { title: 'Checkout Expired', message: checkoutMessages.expired } as const;
