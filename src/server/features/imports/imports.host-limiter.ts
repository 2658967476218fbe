/**
 * Politeness towards the sites we read: requests to one host start at least `gapMs` apart, whatever
 * the other hosts do. Used by one sweep at a time (the scheduler runs each due run once across
 * instances), so the spacing holds across the whole deployment. Time and waiting are passed in, so
 * tests move a clock instead of sleeping.
 */
export type HostLimiter = {
  /** Resolves when a request to `host` may start, and books that start. */
  take(host: string): Promise<void>;
};

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHostLimiter(
  gapMs: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = realSleep,
): HostLimiter {
  const nextStart = new Map<string, number>();
  return {
    async take(host) {
      const key = host.toLowerCase().replace(/^www\./, '');
      const at = now();
      const start = Math.max(at, nextStart.get(key) ?? at);
      // Booked before waiting, so a second caller for the host queues behind this one.
      nextStart.set(key, start + gapMs);
      if (start > at) await sleep(start - at);
    },
  };
}
