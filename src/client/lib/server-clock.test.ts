import { afterEach, describe, expect, it } from 'vitest';
import { noteServerTime, resetServerClock, serverNow } from './server-clock';

const answer = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
const PRIVATE = { 'cache-control': 'private, no-store' };

afterEach(resetServerClock);

describe('the server clock', () => {
  it('counts from the server time two devices with different clocks both learn', () => {
    const server = Date.parse('2026-11-27T12:00:00Z');
    const device = Date.now();
    // A device 3 hours slow and one 5 minutes fast hear the same server second.
    for (const skew of [-3 * 3_600_000, 5 * 60_000]) {
      noteServerTime(answer({ ...PRIVATE, date: new Date(server).toUTCString() }), device + skew);
      const shown = serverNow() + skew;
      expect(Math.abs(shown - (server + (Date.now() - device)) - 500)).toBeLessThan(100);
    }
  });

  it("keeps the device's clock when it is within two seconds of the server's", () => {
    const now = Date.now();
    noteServerTime(answer({ ...PRIVATE, date: new Date(now - 1_000).toUTCString() }), now);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });

  it('ignores answers a cache may have kept, and answers without a date', () => {
    const old = new Date(Date.now() - 3_600_000).toUTCString();
    noteServerTime(answer({ 'cache-control': 'public, max-age=15', date: old }));
    noteServerTime(answer({ ...PRIVATE, age: '10', date: old }));
    noteServerTime(answer(PRIVATE));
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });
});
