import { computeShippingSplit } from '#shared/fees.js';
import type { AppContext } from '../../context.js';
import { cachePerOwner, TtlCache } from '../../lib/ttl-cache.js';
import { ratingsOfSellers } from '../reviews/reviews.service.js';
import { getShippingRates } from '../shipping/shipping.service.js';
import { cardsByIds, type ListingCardRow } from './search.cards.queries.js';
import type { PageRow } from './search.queries.js';

/**
 * The cards of a page, kept per listing between pages (docs/performance.md, "Signed in").
 *
 * A page of 24 cards used to be read, shaped, validated and serialised whole on every request that
 * no kept page answered — every signed-in person's filter, sort or search nobody asked for in the
 * last seconds. Most of those pages show the same listings in another order or company, so each
 * card is kept on its own: the page's query reads only ids and the figures that change without
 * moving the listings generation (likes, comments, views), and the cards come from here.
 *
 * Freshness is that of the kept pages (http/shared-pages.ts): a card is used only while the listings
 * generation it was read at is the page's own (a change to any listing a search could see moves it
 * at its commit, on every instance), and for at most CARD_TTL_MS, which bounds what the generation
 * does not cover: the seller's rating and name and the shipping rates. Likes, comments and views are
 * never older than the page.
 */
type KeptCard = {
  generation: number;
  /** The card; its engagement figures and hold are set per page. */
  card: ListingCardRow;
  /** The card's JSON without those and the closing brace, ready to have them appended. */
  head: string;
};

const CARD_TTL_MS = 5_000;
// A card is about 1–2 KB kept twice (object and JSON): 20,000 of them stay under ~60 MB.
const kept = cachePerOwner((_db: object) => new TtlCache<KeptCard>(CARD_TTL_MS, 20_000));

/** Drops every kept card (tests that count the statements a page costs). */
export function forgetKeptCards(db: object): void {
  kept(db).clear();
}

/** The JSON of a kept card with this page's engagement figures. */
function jsonOf(entry: KeptCard, row: PageRow): string {
  return `${entry.head},"likeCount":${row.likeCount},"commentCount":${row.commentCount},"viewCount":${row.viewCount},"reserved":${row.reserved}}`;
}

/** Reads the cards no page kept, with their shipping and their sellers' ratings. */
async function readCards(ctx: AppContext, ids: string[], generation: number): Promise<Map<string, KeptCard>> {
  const [cards, rates] = await Promise.all([cardsByIds(ctx.db, ids), getShippingRates(ctx.db)]);
  // The sellers' ratings in one grouped query over the cards' distinct sellers.
  const ratings = await ratingsOfSellers(
    ctx.db,
    cards.map((card) => card.seller.id),
  );
  const read = new Map<string, KeptCard>();
  for (const card of cards) {
    // What shipping adds, by the one rule of src/shared/fees.ts.
    card.shippingCents = computeShippingSplit(
      card.priceCents,
      rates[card.parcelSize],
      card.shippingPayer,
    ).buyerShippingCents;
    card.sellerRating = ratings.get(card.seller.id)!;
    const { likeCount: _l, commentCount: _c, viewCount: _v, reserved: _r, ...rest } = card;
    read.set(card.id, { generation, card, head: JSON.stringify(rest).slice(0, -1) });
  }
  return read;
}

/** The kept (or freshly read) card of each row, in the page's order; a listing gone since is left out. */
async function keptCards(
  ctx: AppContext,
  rows: PageRow[],
  generation: number | undefined,
): Promise<{ row: PageRow; entry: KeptCard }[]> {
  if (!rows.length || generation === undefined) return [];
  const cache = kept(ctx.db);
  const found = new Map<string, KeptCard>();
  const missing: string[] = [];
  for (const row of rows) {
    const entry = cache.get(row.id);
    if (entry && entry.generation === generation) found.set(row.id, entry);
    else missing.push(row.id);
  }
  if (missing.length) {
    for (const [id, entry] of await readCards(ctx, missing, generation)) {
      cache.set(id, entry);
      found.set(id, entry);
    }
  }
  const cards: { row: PageRow; entry: KeptCard }[] = [];
  for (const row of rows) {
    const entry = found.get(row.id);
    if (entry) cards.push({ row, entry });
  }
  return cards;
}

/** The page's cards as objects (the rendered pages and the saved-search alerts use them). */
export async function cardsOfPage(
  ctx: AppContext,
  rows: PageRow[],
  generation: number | undefined,
): Promise<ListingCardRow[]> {
  return (await keptCards(ctx, rows, generation)).map(({ row, entry }) => ({
    ...entry.card,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    viewCount: row.viewCount,
    reserved: row.reserved,
  }));
}

/** The page's cards as one JSON array, joined from the kept JSON of each (GET /api/listings). */
export async function cardsJsonOfPage(
  ctx: AppContext,
  rows: PageRow[],
  generation: number | undefined,
): Promise<string> {
  const cards = await keptCards(ctx, rows, generation);
  return `[${cards.map(({ row, entry }) => jsonOf(entry, row)).join(',')}]`;
}
