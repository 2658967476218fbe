const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const DAY = 86_400_000;
const startOfDay = (t: number) => new Date(t).setHours(0, 0, 0, 0);

/**
 * The inbox's short time, as messaging apps write it: "3:04 PM" today, "Mon" this week, "Nov 3" this
 * year, "Nov 3, 2025" before.
 */
export function inboxTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY);
  if (days <= 0) return clock.format(then);
  if (days < 7) return weekday.format(then);
  if (new Date(then).getFullYear() === new Date(now).getFullYear()) return monthDay.format(then);
  return fullDate.format(then);
}

/** A message's time: "3:04 PM" today, "Nov 3, 3:04 PM" before, with the year when it is not this one. */
export function messageTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  if (startOfDay(then) === startOfDay(now)) return clock.format(then);
  const day = new Date(then).getFullYear() === new Date(now).getFullYear() ? monthDay : fullDate;
  return `${day.format(then)}, ${clock.format(then)}`;
}
