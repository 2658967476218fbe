import {
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderEvent,
  type OrderState,
} from '#shared/order-machine.js';
import type { Db } from '../../db/client.js';
import { publish } from '../../lib/events/bus.js';
import { orderEventOf } from '../../lib/events/registry.js';
import * as q from './order-status.queries.js';

/**
 * The owner of every order's status (docs/decisions/023): checkout, orders, shipments and claims move
 * an order only through `moveOrder`/`moveOrders`, which take the states and the actor from the
 * shared table (src/shared/order-machine.ts), write the new status once under concurrency (a write
 * conditional on the states before), and publish the move's domain event in the same transaction for
 * the features that react to it (notices, the ledger, labels).
 *
 * Callers keep what only they can know: who is asking (the order's people are checked before a move)
 * and the timed guards, which they read under the order's row lock with `orderTransition`.
 */

/** The order's fields a move may set with its status, which orders it names, and what it answers. */
export type OrderFields = q.OrderFields;
export type OrderTarget = q.OrderTarget;
export type MovedOrder = q.MovedOrder;

export type Move = {
  event: OrderEvent;
  by: OrderActor;
  fields?: q.OrderFields;
  /** When the new state began (a carrier's scan time, the test clock); the database clock by default. */
  at?: Date;
  /** Narrower than the table's states before, when the caller found the order in one of them. */
  from?: readonly OrderState[];
};

/** A move the table does not allow is a programming error, not a person's: it throws. */
function statesFor(move: Move): { from: readonly OrderState[]; to: OrderState } {
  const rule = ORDER_TRANSITIONS[move.event];
  if (!rule.by.includes(move.by)) throw new Error(`the ${move.by} may not fire ${move.event} on an order`);
  const from = move.from ? move.from.filter((s) => rule.from.includes(s)) : rule.from;
  if (from.length === 0) throw new Error(`${move.event} cannot start from ${move.from?.join(', ')}`);
  return { from, to: rule.to };
}

/** Moves every order of `target` that is in a state the move starts from; answers the moved ones. */
export async function moveOrders(tx: Db, target: q.OrderTarget, move: Move): Promise<q.MovedOrder[]> {
  const { from, to } = statesFor(move);
  const moved = await q.writeOrderStatus(tx, target, from, to, move.fields ?? {}, move.at);
  const name = orderEventOf(move.event);
  if (name) {
    for (const order of moved) {
      await publish(tx, name, {
        orderId: order.id,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
        listingId: order.listingId,
        paymentProvider: order.paymentProvider,
        event: move.event,
        by: move.by,
        from,
        to,
        reason: move.fields?.refundReason,
        carrier: move.fields?.carrier,
        trackingNumber: move.fields?.trackingNumber,
      });
    }
  }
  return moved;
}

/** Moves one order; null when it was no longer in a state the move starts from (someone else moved it). */
export async function moveOrder(tx: Db, id: string, move: Move): Promise<q.MovedOrder | null> {
  const [moved] = await moveOrders(tx, { id }, move);
  return moved ?? null;
}
