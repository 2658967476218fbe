import { awayMessages, type AwayState } from '#shared/away.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifyMany } from '../notifications/notifications.service.js';
import * as q from './away.queries.js';

/**
 * Away mode (src/shared/away.ts). The state lives on the seller's row; every read treats a date that
 * has passed as no away (db/away.ts), so the sweep below only tidies up and tells the seller.
 * Refusing buyers is listings.sale.service.ts's assertSellerHere, on every buying path.
 */

const toState = (row: { awayUntil: Date | null; awayMessage: string | null } | undefined): AwayState => ({
  awayUntil: row?.awayUntil ? row.awayUntil.toISOString() : null,
  awayMessage: row?.awayUntil ? row.awayMessage : null,
});

/** GET /api/me/away. */
export async function getAway(ctx: AppContext, userId: string): Promise<AwayState> {
  return toState(await q.findAway(ctx.db, userId));
}

/**
 * PUT /api/me/away: the route's schema has checked the date (future, at most AWAY_MAX_DAYS ahead) and
 * the message; a new away replaces the one running.
 */
export async function setAway(
  ctx: AppContext,
  userId: string,
  input: { until: string; message: string | null },
): Promise<AwayState> {
  await q.setAway(ctx.db, userId, { awayUntil: new Date(input.until), awayMessage: input.message });
  return getAway(ctx, userId);
}

/** DELETE /api/me/away: back now. Not being away is no error: the answer is the state either way. */
export async function endAway(ctx: AppContext, userId: string): Promise<AwayState> {
  await q.setAway(ctx.db, userId, { awayUntil: null, awayMessage: null });
  return toState(undefined);
}

/**
 * The periodic sweep, as of `at` (the scheduler's clock): clears every away that has ended and tells
 * each seller, in one transaction, so a sweep that fails tells nobody and clears nothing, and a cleared
 * away is never told twice, by this instance or another.
 */
export async function endExpiredAways(db: Db, at: Date): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as Db;
    const ended = await q.clearExpiredAways(tx, at);
    await notifyMany(
      tx,
      ended.map(({ id }) => ({
        userId: id,
        type: 'away_ended' as const,
        title: awayMessages.reopenedTitle,
        body: awayMessages.reopenedBody,
        url: '/settings',
      })),
    );
    return ended.length;
  });
}
