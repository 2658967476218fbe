import { randomUUID } from 'node:crypto';
import {
  bulkMessages,
  priceAfterPercentOff,
  priceProblem,
  type BulkListingsData,
  type BulkListingsReply,
} from '#shared/listing-bulk.js';
import { listingMessages } from '#shared/listings.js';
import { isUuid } from '#shared/ids.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { abandonIntents, endStaleCheckoutsOf } from '../checkout/checkout.service.js';
import { closeOffersOnRelist } from '../offers/offers.service.js';
import * as q from './listings.bulk.queries.js';
import { tellLikersOfPriceDrop } from './listings.price-drop.js';

/** A refused bulk action: the error a single edit would give, naming the listing that stopped it. */
export class BulkRefusal extends AppError {
  constructor(
    error: AppError,
    readonly listingId: string,
  ) {
    super(error.code, error.status, error.message);
    this.name = 'BulkRefusal';
  }
}

type Row = q.BulkListingRow;
type Result = BulkListingsReply['listings'][number];

/**
 * Why this listing stops the action, as the single edit (updateListing) would refuse it, or null.
 * Someone else's listing is 403 while it is for sale and 404 otherwise, as for one edit: an inactive
 * listing exists only for its seller.
 */
function refusalOf(row: Row | undefined, callerId: string, input: BulkListingsData): AppError | null {
  if (!row || (row.sellerId !== callerId && !row.isActive)) return notFound(listingMessages.notFound);
  if (row.sellerId !== callerId) return forbidden(listingMessages.notOwner);
  if (row.isSold) return conflict(bulkMessages.sold(row.title));
  if (row.hiddenReason) return conflict(bulkMessages.hidden(row.title));
  if (row.relistedAs) return conflict(bulkMessages.relisted(row.title));
  const draft = row.needsPhotos || row.needsCategory;
  switch (input.action) {
    case 'activate':
      if (row.needsPhotos) return badRequest(bulkMessages.needsPhotos(row.title));
      if (row.needsCategory) return badRequest(bulkMessages.needsCategory(row.title));
      return null;
    case 'relist':
      return draft ? conflict(bulkMessages.draft(row.title)) : null;
    case 'price': {
      const problem = priceProblem(newPrice(row, input));
      return problem ? badRequest(bulkMessages.badPrice(row.title, problem)) : null;
    }
    case 'deactivate':
      return null;
  }
}

const newPrice = (row: Row, input: BulkListingsData) =>
  input.percentOff !== undefined ? priceAfterPercentOff(row.priceCents, input.percentOff) : input.priceCents!;

/**
 * POST /api/listings/bulk: one action on up to 200 of the caller's listings, all or nothing in one
 * transaction. Each listing follows the single edit's rules; the first listing (in the order sent) that
 * one edit would refuse stops them all, and the refusal names it. A new price or availability ends
 * those listings' open checkouts in the same transaction, and a drop of 10% or more tells each
 * listing's likers (once a day per listing), as a single edit does.
 */
export async function bulkEditListings(
  ctx: AppContext,
  callerId: string,
  input: BulkListingsData,
): Promise<BulkListingsReply> {
  const { results, intents } = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const known = input.ids.filter(isUuid);
    const rows = known.length ? await q.lockListingsForBulk(tx, known) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of input.ids) {
      const refusal = refusalOf(byId.get(id), callerId, input);
      if (refusal) throw new BulkRefusal(refusal, id);
    }
    const chosen = input.ids.map((id) => byId.get(id)!);
    const results = await apply(tx, chosen, input);
    return { results, intents: await endStaleCheckoutsOf(tx, input.ids) };
  });
  await abandonIntents(ctx, intents);
  return { count: results.length, listings: results };
}

async function apply(tx: Db, rows: Row[], input: BulkListingsData): Promise<Result[]> {
  const result = (row: Row, changes: Partial<Result> = {}): Result => ({
    id: row.id,
    title: row.title,
    priceCents: row.priceCents,
    isActive: row.isActive,
    relistedFrom: null,
    ...changes,
  });
  switch (input.action) {
    case 'price': {
      const prices = rows.map((row) => ({ id: row.id, priceCents: newPrice(row, input) }));
      await q.setPrices(tx, prices);
      for (const [i, row] of rows.entries()) {
        await tellLikersOfPriceDrop(tx, row, { priceCents: prices[i]!.priceCents });
      }
      return rows.map((row, i) => result(row, { priceCents: prices[i]!.priceCents }));
    }
    case 'activate':
    case 'deactivate': {
      const isActive = input.action === 'activate';
      await q.setActive(
        tx,
        rows.map((row) => row.id),
        isActive,
      );
      return rows.map((row) => result(row, { isActive }));
    }
    case 'relist': {
      // Likes, views and comments stay with the old listing (they were about it, and a like is a
      // person's choice of that listing); the fresh copy starts with none, like any new listing.
      const copies = rows.map((row) => ({ oldId: row.id, newId: randomUUID() }));
      await q.relistCopies(tx, copies);
      for (const row of rows) await closeOffersOnRelist(tx, row.id);
      return rows.map((row, i) =>
        result(row, { id: copies[i]!.newId, isActive: true, relistedFrom: row.id }),
      );
    }
  }
}
