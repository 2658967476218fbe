import { CHECKOUT_EXPIRED_CODE, checkoutMessages, type CheckoutCancelReason } from '#shared/checkout.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { moveOrders, type OrderTarget } from '../orders/order-status.service.js';
import * as q from './checkout.queries.js';

/**
 * A checkout pays the listing's current terms: an open checkout ends when the listing's
 * price or availability changes, or after CHECKOUT_TTL_MINUTES. Confirming one that ended fails with
 * a 409 coded CHECKOUT_EXPIRED, and the page offers to start again at the current terms.
 */

/** The error a buyer sees when confirming a checkout that ended for `reason`. */
export function staleCheckoutError(reason: CheckoutCancelReason | null) {
  const message =
    reason === 'listing_changed'
      ? checkoutMessages.listingChanged
      : reason === 'expired'
        ? checkoutMessages.expired
        : checkoutMessages.invalidSession;
  return conflict(message, CHECKOUT_EXPIRED_CODE);
}

/** What a buyer whose money arrived for a checkout that had ended is told when it is refunded. */
export function staleCheckoutRefundReason(reason: CheckoutCancelReason | null): string {
  if (reason === 'listing_changed') return checkoutMessages.listingChangedRefunded;
  if (reason === 'expired') return checkoutMessages.expiredRefunded;
  return checkoutMessages.checkoutReplaced;
}

/** pending → cancelled for `reason`; answers the intents that must be abandoned at the provider. */
export async function abandonCheckouts(
  tx: Db,
  target: OrderTarget,
  reason: CheckoutCancelReason,
): Promise<string[]> {
  return intentsOf(await abandon(tx, target, reason));
}

const abandon = (tx: Db, target: OrderTarget, reason: CheckoutCancelReason) =>
  moveOrders(tx, target, { event: 'abandon', by: 'payment', fields: { cancelReason: reason } });

function intentsOf(moved: ReadonlyArray<{ intentId: string | null }>): string[] {
  return moved.map((o) => o.intentId).filter((id): id is string => Boolean(id));
}

/** Abandons intents at the provider after the transaction that cancelled their checkouts committed. */
export async function abandonIntents(ctx: AppContext, intentIds: readonly string[]): Promise<void> {
  const provider = ctx.payments;
  // Best effort: an intent that cannot be cancelled is refunded if it is ever paid (checkout.settle).
  for (const id of intentIds) await provider.cancel(id).catch(() => undefined);
}

/**
 * Runs a change to a listing (its price, its availability) and cancels, in the same transaction, the
 * open checkouts it made stale. The listing row is locked by the change until commit, and a confirmation
 * locks that row first too, so a confirmation either commits before the change (at the old terms, which
 * were the listing's when it was paid) or sees its checkout cancelled — never the old price afterwards.
 *
 * Accepted offers: a price change does not cancel a checkout at an accepted offer's price. The seller
 * agreed to that price and docs/product/10-decisions-beyond-the-spec.md §10.5 keeps an accepted offer valid until the listing sells, so a new
 * list price (higher or lower) leaves the buyer's offer and its checkout as they were; a buyer who
 * prefers a new, lower list price can use Buy Now. Deactivating or selling the listing cancels offer
 * checkouts too (the offer itself stays accepted, so it can be checked out again if reactivated).
 */
export async function changeListingTerms<T>(
  ctx: AppContext,
  listingId: string,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  const { result, intents } = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const result = await change(tx);
    return {
      result,
      intents: await endStaleCheckoutsOf(tx, [listingId]),
    };
  });
  await abandonIntents(ctx, intents);
  return result;
}

/**
 * changeListingTerms for a change to many listings that the caller runs in its own transaction (a
 * seller's bulk edit, which locks its listings in id order first): cancels the open checkouts the
 * change made stale, and answers the intents to abandon with abandonIntents once it has committed.
 */
export async function endStaleCheckoutsOf(tx: Db, listingIds: readonly string[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  return abandonCheckouts(tx, { where: q.staleCheckoutsOfAny(listingIds) }, 'listing_changed');
}

/** The sweep: cancels every checkout past its expiry (as of `now`, the database clock by default). */
export async function expireDueCheckouts(ctx: AppContext, now?: Date): Promise<number> {
  const moved = await ctx.db.transaction((tx) =>
    abandon(tx as Db, { where: q.checkoutsExpiredBy(now) }, 'expired'),
  );
  await abandonIntents(ctx, intentsOf(moved));
  return moved.length;
}
