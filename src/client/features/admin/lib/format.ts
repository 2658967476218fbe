/** Dates as the console shows them: "Nov 24, 2026, 1:05 PM". */
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
}

/** An audit entry's details in one line: "amountCents: 1250 · before: {…}". */
export function compactDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key}: ${text}`;
  });
}
