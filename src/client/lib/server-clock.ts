/**
 * The server's time, as the browser can know it: every private answer's `Date` header says what time
 * the server had, so a countdown shown to both sides of an order ("2 days left") is computed from one
 * clock, the server's, and not from two devices' clocks that may disagree.
 */

/** Closer than this, the device's clock is taken as right: the header counts whole seconds only. */
const TRUST_DEVICE_WITHIN_MS = 2_000;

let offsetMs = 0;

/**
 * Notes the server's time from an answer. Only answers made for this request count: a shared answer a
 * cache kept (public, or with an `Age`) carries the time it was first made.
 */
export function noteServerTime(res: Pick<Response, 'headers'>, receivedAt = Date.now()): void {
  // Some tests answer with a bare object; a real Response always has headers.
  const headers = res.headers as Headers | undefined;
  const date = headers?.get('date');
  const cacheControl = headers?.get('cache-control') ?? '';
  if (!date || headers?.has('age') || !/no-store|private/.test(cacheControl)) return;
  const serverMs = Date.parse(date);
  if (Number.isNaN(serverMs)) return;
  // The header drops the milliseconds: the server was, on average, half a second past it.
  const offset = serverMs + 500 - receivedAt;
  offsetMs = Math.abs(offset) < TRUST_DEVICE_WITHIN_MS ? 0 : offset;
}

/** The time now on the server's clock, in milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** For tests: forget what was learnt. */
export function resetServerClock(): void {
  offsetMs = 0;
}
