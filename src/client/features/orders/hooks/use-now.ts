import { useEffect, useReducer } from 'react';
import { serverNow } from '#client/lib/server-clock';

/**
 * The time now on the server's clock, read afresh at every render and refreshed every minute, so a
 * countdown and a button that appears at a deadline keep up, and both sides of an order count from
 * the same clock: a buyer and a seller see the same number of days left.
 */
export function useNow(everyMs = 60_000): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return serverNow();
}
