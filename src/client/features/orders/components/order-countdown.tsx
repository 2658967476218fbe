import { Clock } from 'lucide-react';
import { orderCountdownCopy as copy, type Order, type OrdersRole } from '#shared/orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
export const day = (iso: string) => dayFormat.format(new Date(iso));

/** Whole days (or, in the last day, hours) left, rounded up so "1 day left" still means some time. */
export function timeLeft(until: number, now: number) {
  const ms = until - now;
  return ms >= DAY ? copy.daysLeft(Math.ceil(ms / DAY)) : copy.hoursLeft(Math.max(1, Math.ceil(ms / HOUR)));
}

/** The line that publishes the order's running timer, or null when none runs. */
export function countdownLine(order: Order, role: OrdersRole, now: number): string | null {
  const { shipBy, cancelsAt, completesAt } = order.deadlines;
  if (shipBy && cancelsAt) {
    const until = Date.parse(shipBy);
    if (now < until) return copy.shipBy(day(shipBy), timeLeft(until, now));
    return role === 'buyer'
      ? copy.shipByPassedBuyer(day(shipBy), day(cancelsAt))
      : copy.shipByPassedSeller(day(shipBy), day(cancelsAt));
  }
  if (completesAt) {
    return role === 'buyer' ? copy.completesBuyer(day(completesAt)) : copy.completesSeller(day(completesAt));
  }
  return null;
}

/** The countdown, as text next to a clock icon; nothing when the order has no running timer. */
export function OrderCountdown({ order, role, now }: { order: Order; role: OrdersRole; now: number }) {
  const line = countdownLine(order, role, now);
  if (!line) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-gray-700">
      <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{line}</span>
    </p>
  );
}
