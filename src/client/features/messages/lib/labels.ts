/** "3", or "99+" past 99 so the badge stays small. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The navigation entry's accessible name: "Messages", or "Messages, 3 unread". */
export function messagesLabel(count: number): string {
  return count > 0 ? `Messages, ${count} unread` : 'Messages';
}

/** A message's first non-empty line, for the inbox's preview. */
export function firstLine(body: string): string {
  return (
    body
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
