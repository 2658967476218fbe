/** "2026-11-24T19:30" for a datetime-local field, in the viewer's own time zone. */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A show's start time in the viewer's locale and zone, e.g. "Tue, Nov 24, 7:00 PM". */
export function formatShowTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "1 watching", "12 watching". */
export function watchingLabel(count: number): string {
  return `${count.toLocaleString()} watching`;
}

/** A question's time: just the clock today, with the day otherwise. */
export function formatQuestionTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return date.toLocaleString(undefined, {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  });
}
