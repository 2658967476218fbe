/**
 * At most `concurrency` tasks at once, and task starts at least `gapMs` apart: the polite pace an
 * import keeps towards one site (two fetches at a time per job, politely spaced, so no site sees us as a flood).
 */
export type Throttle = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createThrottle(concurrency: number, gapMs: number): Throttle {
  let active = 0;
  let nextStart = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (signal?: AbortSignal) => {
    while (active >= concurrency) {
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (signal?.aborted) {
        // Pass the free slot on to the next in line before giving up.
        waiting.shift()?.();
        signal.throwIfAborted();
      }
    }
    active++;
    // Reserve this task's start slot before sleeping, so concurrent callers queue behind it.
    const now = Date.now();
    const start = Math.max(now, nextStart);
    nextStart = start + gapMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };

  return async (task, signal) => {
    signal?.throwIfAborted();
    await acquire(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
