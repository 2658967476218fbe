import { formatCents } from '#shared/money';
import type { ActivityItem } from '#shared/seller-stats';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const who = (item: ActivityItem) => (item.actorHandle ? `@${item.actorHandle}` : 'Someone');

/** One line of recent activity, e.g. "@sam_shops offered $25.00". The listing title is shown apart. */
export function activitySentence(item: ActivityItem): string {
  const amount = item.amountCents === null ? '' : formatCents(item.amountCents);
  switch (item.type) {
    case 'offer':
      return `${who(item)} offered ${amount}`;
    case 'sale':
      return `Sold to ${who(item)} for ${amount}`;
    case 'like':
      return `${who(item)} liked your listing`;
    case 'comment':
      return `${who(item)} commented`;
  }
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 3" for a UTC YYYY-MM-DD day of the sales series. */
export function shortDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 3, 2025" for an ISO timestamp, in the viewer's time zone. */
export function formatDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}
