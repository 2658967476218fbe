import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { itemShareCents } from '#shared/claims.js';
import { UUID_PATTERN } from '#shared/ids.js';
import type { BrowsePage, ListingCard } from '#shared/search.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { cardsOfPage } from './search.cards.js';
import { TOTAL_CAP } from './search.counts.js';
import { countMatches } from './search.queries.js';
import * as q from './search.sold.queries.js';

/**
 * GET /api/listings?sold=true: sold items stay visible. A seller's closet lists theirs (all of them
 * to the seller, the active ones to everyone else), and without a seller it is sold search for price
 * research; newest sale first either way. Each card says what it sold for on Rethread — the order's
 * price, or a bundle item's share of it — and, to its seller only, whether it sold elsewhere.
 */

const cursorSchema = z.object({
  s: z.literal('sold'),
  v: z.iso.datetime({ offset: true }).nullable(),
  id: z.string().regex(UUID_PATTERN),
});

function decodeSoldCursor(raw: string | undefined): { soldAt: string | null; id: string } | undefined {
  if (!raw) return undefined;
  try {
    const c = cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return { soldAt: c.v, id: c.id };
  } catch {
    throw badRequest('This page link has expired — start from the first page');
  }
}

const encodeSoldCursor = (row: q.SoldRow) =>
  Buffer.from(JSON.stringify({ s: 'sold', v: row.soldAt?.toISOString() ?? null, id: row.id })).toString(
    'base64url',
  );

/** What each listing sold for on Rethread, a bundle's item by its share of what was paid. */
async function soldPrices(ctx: AppContext, ids: string[]): Promise<Map<string, number>> {
  const prices = await q.salePricesOf(ctx.db, ids);
  return new Map(
    prices.map((p) => [
      p.listingId,
      p.itemsCents === p.itemCents ? p.paidCents : itemShareCents(p.paidCents, p.itemCents, p.itemsCents),
    ]),
  );
}

/**
 * One page of sold listings matching `where` (the browse filters and words, over `listings l`).
 * `own`: the seller browsing their own closet, who also sees inactive ones and which sold elsewhere.
 */
export async function soldListings(
  ctx: AppContext,
  where: SQL,
  options: { own: boolean; cursor: string | undefined; limit: number },
): Promise<BrowsePage> {
  const after = decodeSoldCursor(options.cursor);
  const sold = q.soldCondition(where, options.own);
  const [page, total] = await Promise.all([
    q.selectSoldPage(ctx.db, sold, after, options.limit),
    countMatches(ctx.db, sold, TOTAL_CAP),
  ]);
  const [cards, prices] = await Promise.all([
    cardsOfPage(ctx, page.rows, page.generation),
    soldPrices(
      ctx,
      page.rows.filter((r) => !r.soldElsewhere).map((r) => r.id),
    ),
  ]);
  const byId = new Map(page.rows.map((r) => [r.id, r]));
  const listings: ListingCard[] = cards.map((card) => {
    const row = byId.get(card.id)!;
    return {
      ...card,
      soldAt: row.soldAt?.toISOString() ?? null,
      soldPriceCents: prices.get(card.id) ?? null,
      soldElsewhere: options.own && row.soldElsewhere,
    };
  });
  const last = page.rows.at(-1);
  return { listings, nextCursor: page.more && last ? encodeSoldCursor(last) : null, total };
}
