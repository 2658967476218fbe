import { formatCents } from '#shared/money.js';
import type { Db } from '../../db/client.js';
import { queueFanout } from '../notifications/fanout.service.js';
import * as q from './listings.queries.js';

/** A price lowered by at least this share of the price before the edit is news to the listing's likers. */
const PRICE_DROP_PERCENT = 10;

/** The listing as it was just before the edit, read under its row lock. */
export type PriceBefore = {
  id: string;
  sellerId: string;
  title: string;
  priceCents: number;
  isActive: boolean;
  isSold: boolean;
};

/**
 * In the edit's transaction (one edit or a bulk one): queues the price-drop notice to everyone who likes
 * the listing (never its seller) when the edit lowered the price by 10% or more and the listing stays
 * for sale. Each edit is compared with the price just before it, so small cuts one after another do not
 * add up to a notice, and a listing's likers hear of a drop once a day at most.
 */
export async function tellLikersOfPriceDrop(
  tx: Db,
  before: PriceBefore,
  changes: { priceCents?: number | undefined; isActive?: boolean | undefined; title?: string | undefined },
): Promise<void> {
  const price = changes.priceCents!;
  const forSale = (changes.isActive ?? before.isActive) && !before.isSold;
  if (!forSale || price * 100 > before.priceCents * (100 - PRICE_DROP_PERCENT)) return;
  // At most one notice per listing per day: of two drops within 24 hours, or two edits at
  // once, exactly one claims it.
  if (!(await q.claimPriceDropAlert(tx, before.id))) return;
  const title = changes.title ?? before.title;
  await queueFanout(tx, {
    audience: 'likers',
    subjectId: before.id,
    actorId: before.sellerId,
    type: 'liked_price_drop',
    title: `${title} is now ${formatCents(price)}`,
    body: `A listing you like dropped from ${formatCents(before.priceCents)} to ${formatCents(price)}.`,
    url: `/listing/${before.id}`,
  });
}
