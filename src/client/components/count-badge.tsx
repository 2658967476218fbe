/** "3", or "99+" past 99 so the badge stays small. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A navigation control's accessible name with its count: "Messages", or "Messages, 3 unread". */
export function unreadLabel(name: string, count: number): string {
  return count > 0 ? `${name}, ${count} unread` : name;
}

/**
 * The red unread count on a navigation icon (the bell, Messages); nothing at 0. It sits in the
 * icon's corner, so its control needs the `relative` class. Hidden from assistive technology: the
 * control's name says the count (`unreadLabel`).
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
    >
      {badgeText(count)}
    </span>
  );
}
