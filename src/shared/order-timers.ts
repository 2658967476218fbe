/**
 * The order timers Rethread publishes ("Timers"): how long a seller has to ship, when an
 * unshipped order is cancelled and refunded, and how long a buyer has to confirm a delivered parcel
 * before the order completes by itself. Shown on the order page as a countdown and run by the job
 * scheduler, from these same numbers.
 */

/** The seller ships within this many business days of payment; after it the buyer may cancel. */
export const SHIP_WITHIN_BUSINESS_DAYS = 3;
/** Not shipped this many days after payment: cancelled and refunded by itself. */
export const AUTO_CANCEL_AFTER_DAYS = 7;
/** After delivery, the buyer confirms or reports a problem within this many days; then it completes. */
export const CONFIRM_WITHIN_DAYS = 3;

const DAY_MS = 86_400_000;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * `days` business days after `from`, at the same time of day: Saturdays and Sundays are skipped (a
 * sale on Friday evening must ship by Wednesday evening). A sale made on a weekend starts counting at
 * the beginning of Monday, so it too gets whole business days. Counted in UTC, so every instance and
 * every viewer agrees on the deadline; public holidays are not skipped.
 */
export function addBusinessDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number ≥ 0');
  let at = from.getTime();
  if (isWeekend(new Date(at))) {
    at = Math.floor(at / DAY_MS) * DAY_MS; // midnight of that day
    while (isWeekend(new Date(at))) at += DAY_MS;
  }
  for (let left = days; left > 0;) {
    at += DAY_MS;
    if (!isWeekend(new Date(at))) left--;
  }
  return new Date(at);
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

export type OrderDeadlines = {
  /** Ship by then; after it the buyer may cancel for a full refund. */
  shipBy: Date | null;
  /** Still unshipped then: cancelled and refunded by itself. */
  cancelsAt: Date | null;
  /** Delivered and not confirmed or disputed by then: completed by itself. */
  completesAt: Date | null;
};

/** The deadlines that apply to an order now, from its status and its times. */
export function orderDeadlines(order: {
  status: string;
  paidAt: Date | null;
  deliveredAt: Date | null;
}): OrderDeadlines {
  const none: OrderDeadlines = { shipBy: null, cancelsAt: null, completesAt: null };
  if (order.status === 'paid' && order.paidAt) {
    return {
      ...none,
      shipBy: addBusinessDays(order.paidAt, SHIP_WITHIN_BUSINESS_DAYS),
      cancelsAt: addDays(order.paidAt, AUTO_CANCEL_AFTER_DAYS),
    };
  }
  if (order.status === 'delivered' && order.deliveredAt) {
    return { ...none, completesAt: addDays(order.deliveredAt, CONFIRM_WITHIN_DAYS) };
  }
  return none;
}
