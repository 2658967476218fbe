/**
 * How long a pending offer has left, in words a person reads at a glance ('1d 4h left', '35m left').
 * Offers last 48 hours (docs/product/04-offers.md §4.6), so days, hours and minutes are enough.
 */
export function formatTimeLeft(expiresAt: string | Date, now = new Date()): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'Expired';
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${mins}m left`;
  return `${mins}m left`;
}
