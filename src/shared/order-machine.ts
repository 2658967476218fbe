import { claimWindowOf } from './claims.js';
import { orderDeadlines } from './order-timers.js';

/**
 * An order's life, written once (docs/decisions/023-order-state-machine.md): which event moves an
 * order from which states to which, who may fire it, and the guard that must hold. The server's order
 * status owner (features/orders/order-status.service.ts) refuses any move this table does not allow;
 * order replies carry `actions`, the events the asking person may fire now, computed here, so the
 * client draws its buttons from the answer and decides nothing itself.
 *
 * The machine is the order's, not an item's: an order with several items (a bundle) ships, arrives,
 * completes or is refunded as one parcel, so every item follows its order's status.
 */

export const ORDER_STATES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'disputed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Who fires an event: the order's two people, Rethread's operators, the scheduler, a carrier's scan, the payment flow. */
export type OrderActor = 'buyer' | 'seller' | 'operator' | 'timer' | 'carrier' | 'payment';

export const ORDER_EVENTS = [
  /** The payment arrived for an open checkout. */
  'pay',
  /** An open checkout ends unpaid: replaced, expired, its listing changed or sold to someone else. */
  'abandon',
  /** Money arrived for a checkout that can no longer be a sale: it goes back. */
  'refuse_payment',
  'ship',
  'receive',
  /** "Everything is OK" by the buyer, or the confirmation window ending (timer). */
  'confirm',
  /**
   * A paid order cancelled before it ships, refunded in full: by the seller at any time (out of stock,
   * damaged, the buyer asked), by the buyer after the ship-by date, by the timer after the auto-cancel date.
   */
  'cancel',
  /** The buyer reports a problem: the timers stop while the claim is open. */
  'report',
  /** A claim ends with the money back to the buyer in full. */
  'resolve_refund',
  /** A claim ends with the money (less any partial refund) to the seller. */
  'resolve_release',
  /** An operator refunds what is left of a sale in full. */
  'refund',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** The events a person can press a button for; the others are fired by the system. */
export const ORDER_ACTIONS = ['ship', 'receive', 'confirm', 'cancel', 'report'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Rule = { from: readonly OrderState[]; to: OrderState; by: readonly OrderActor[] };

export const ORDER_TRANSITIONS: Record<OrderEvent, Rule> = {
  pay: { from: ['pending'], to: 'paid', by: ['payment'] },
  abandon: { from: ['pending'], to: 'cancelled', by: ['payment', 'buyer', 'timer'] },
  refuse_payment: { from: ['pending', 'cancelled'], to: 'refunded', by: ['payment'] },
  ship: { from: ['paid'], to: 'shipped', by: ['seller', 'carrier'] },
  receive: { from: ['shipped'], to: 'delivered', by: ['buyer', 'carrier'] },
  confirm: { from: ['delivered'], to: 'completed', by: ['buyer', 'timer'] },
  cancel: { from: ['paid'], to: 'refunded', by: ['buyer', 'seller', 'timer'] },
  report: { from: ['shipped', 'delivered'], to: 'disputed', by: ['buyer'] },
  resolve_refund: { from: ['disputed'], to: 'refunded', by: ['seller', 'operator', 'timer', 'carrier'] },
  resolve_release: { from: ['disputed'], to: 'completed', by: ['operator', 'timer'] },
  refund: { from: ['paid', 'shipped', 'delivered', 'completed'], to: 'refunded', by: ['operator'] },
};

/** What the guards read of an order. */
export type OrderFacts = {
  status: OrderState;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** Whether a claim was ever made on it (one per order). */
  hasClaim?: boolean;
};

export type OrderTransition =
  | { ok: true; to: OrderState }
  | { ok: false; reason: 'forbidden' | 'wrong_state' | 'too_early'; openFrom?: Date };

/**
 * The timed guards: the buyer cancels only after the ship-by date, the timer only after the
 * auto-cancel date or the end of the confirmation window; a report needs an open claim window.
 */
function timeGuard(event: OrderEvent, actor: OrderActor, order: OrderFacts, now: Date): Date | null {
  const deadlines = orderDeadlines(order);
  // The seller may call off a sale they cannot honour at once: the buyer waits for nothing.
  if (event === 'cancel' && actor !== 'seller') {
    const from = actor === 'buyer' ? deadlines.shipBy : deadlines.cancelsAt;
    return from && now < from ? from : null;
  }
  if (event === 'confirm' && actor === 'timer') {
    return deadlines.completesAt && now < deadlines.completesAt ? deadlines.completesAt : null;
  }
  return null;
}

/** Whether `actor` may fire `event` on `order` now, and the state it leads to. */
export function orderTransition(
  order: OrderFacts,
  event: OrderEvent,
  actor: OrderActor,
  now: Date = new Date(),
): OrderTransition {
  const rule = ORDER_TRANSITIONS[event];
  if (!rule.by.includes(actor)) return { ok: false, reason: 'forbidden' };
  if (!rule.from.includes(order.status)) return { ok: false, reason: 'wrong_state' };
  if (event === 'report') {
    const window = order.hasClaim ? null : claimWindowOf(order);
    if (!window || (window.closesAt && now > window.closesAt)) return { ok: false, reason: 'wrong_state' };
    if (now < window.opensAt) return { ok: false, reason: 'too_early', openFrom: window.opensAt };
  }
  const openFrom = timeGuard(event, actor, order, now);
  if (openFrom) return { ok: false, reason: 'too_early', openFrom };
  return { ok: true, to: rule.to };
}

/** The states an event may start from, for the guarded write (`… WHERE status IN (from)`). */
export const statesBefore = (event: OrderEvent): readonly OrderState[] => ORDER_TRANSITIONS[event].from;

/** What `role` may press on this order now: the person-fired events the table and guards allow. */
export function orderActions(
  order: OrderFacts,
  role: 'buyer' | 'seller',
  now: Date = new Date(),
): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderTransition(order, action, role, now).ok);
}
