const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "just now", "5 min. ago", "yesterday"; a notification older than a week shows its date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = (then - now) / 1000;
  if (Math.abs(seconds) < 45) return 'just now';
  if (Math.abs(seconds) < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (Math.abs(seconds) < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (Math.abs(seconds) < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return dateFormat.format(new Date(then));
}
