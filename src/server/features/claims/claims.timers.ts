import { RETURN_SHIP_WITHIN_DAYS, SELLER_ANSWER_DAYS } from '#shared/claims.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { endClaim } from './claims.money.js';
import * as q from './claims.queries.js';
import { tellBoth } from './claims.steps.js';

/**
 * The claims' timers, run by the scheduler every few minutes: a claim the seller has not
 * answered within SELLER_ANSWER_DAYS goes to the operators; a return the buyer has not sent within
 * RETURN_SHIP_WITHIN_DAYS closes the claim in the seller's favour. Each change is conditional on the
 * claim's state under its lock, so two instances' sweeps act once.
 */

const SWEEP_BATCH = 200;

export async function escalateUnansweredClaims(ctx: AppContext, now: Date): Promise<number> {
  let changed = 0;
  for (const id of await q.unansweredBy(ctx.db, now, SWEEP_BATCH)) {
    const moved = await ctx.db.transaction(async (t) => {
      const tx = t as Db;
      const claim = await q.lockClaim(tx, id);
      if (!claim || claim.status !== 'awaiting_seller' || claim.answerBy > now) return false;
      await q.moveClaim(tx, id, 'awaiting_seller', {
        status: 'awaiting_operator',
        escalation: 'seller_did_not_answer',
        escalatedAt: now,
      });
      await tellBoth(tx, claim, {
        buyer: `The seller did not answer within ${SELLER_ANSWER_DAYS} days. Rethread's team will decide your claim.`,
        seller: `You did not answer the claim within ${SELLER_ANSWER_DAYS} days, so Rethread's team will decide it.`,
      });
      return true;
    });
    if (moved) changed++;
  }
  return changed;
}

export async function closeUnreturnedClaims(ctx: AppContext, now: Date): Promise<number> {
  let changed = 0;
  const note = `The item was not sent back within ${RETURN_SHIP_WITHIN_DAYS} days.`;
  for (const id of await q.returnsNotShippedBy(ctx.db, now, SWEEP_BATCH)) {
    const ended = await ctx.db.transaction(async (t) => {
      const tx = t as Db;
      const claim = await q.lockClaim(tx, id);
      if (!claim || claim.status !== 'return_requested' || claim.returnShippedAt) return false;
      if (!claim.returnShipBy || claim.returnShipBy > now) return false;
      return (await endClaim(ctx, tx, claim, { kind: 'released' }, { note, by: 'timer' }, now)) !== null;
    });
    if (ended) changed++;
  }
  return changed;
}
