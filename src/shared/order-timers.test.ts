import { describe, expect, it } from 'vitest';
import { addBusinessDays, orderDeadlines } from './order-timers.js';

const at = (iso: string) => new Date(iso);

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays, keeping the time of day', () => {
    // 2026-11-23 is a Monday.
    expect(addBusinessDays(at('2026-11-23T15:00:00Z'), 3).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    // Friday evening → Wednesday evening.
    expect(addBusinessDays(at('2026-11-27T18:30:00Z'), 3).toISOString()).toBe('2026-12-02T18:30:00.000Z');
    // Thursday → the next Tuesday.
    expect(addBusinessDays(at('2026-11-26T09:00:00Z'), 3).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('counts a weekend sale from the start of Monday: three whole business days', () => {
    // Saturday morning → the end of Wednesday (Thursday 00:00).
    expect(addBusinessDays(at('2026-11-28T10:00:00Z'), 3).toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(addBusinessDays(at('2026-11-29T23:59:00Z'), 0).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays(at('2026-11-23T00:00:00Z'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(at('2026-11-23T00:00:00Z'), 1.5)).toThrow(RangeError);
  });
});

describe('orderDeadlines', () => {
  const paidAt = at('2026-11-27T18:30:00Z');

  it('gives a paid order its ship-by date and its automatic cancellation 7 days after payment', () => {
    expect(orderDeadlines({ status: 'paid', paidAt, deliveredAt: null })).toEqual({
      shipBy: at('2026-12-02T18:30:00Z'),
      cancelsAt: at('2026-12-04T18:30:00Z'),
      completesAt: null,
    });
  });

  it('gives a delivered order 3 days before it completes, and other states no deadline', () => {
    const deliveredAt = at('2026-12-01T12:00:00Z');
    expect(orderDeadlines({ status: 'delivered', paidAt, deliveredAt }).completesAt).toEqual(
      at('2026-12-04T12:00:00Z'),
    );
    for (const status of ['pending', 'shipped', 'cancelled', 'refunded']) {
      expect(orderDeadlines({ status, paidAt, deliveredAt })).toEqual({
        shipBy: null,
        cancelsAt: null,
        completesAt: null,
      });
    }
  });
});
