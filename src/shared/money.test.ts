import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollarsInput, dollarsToCents, formatCents } from './money.js';

describe('money', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(110000)).toBe('$1,100.00');
  });

  it('converts typed dollars to cents, rounding to the nearest cent', () => {
    expect(dollarsToCents('45')).toBe(4500);
    expect(dollarsToCents('0.01')).toBe(1);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents('$1,100.00')).toBe(110000);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('round-trips every cent amount through the input format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(dollarsToCents(centsToDollarsInput(cents))).toBe(cents);
      }),
    );
  });
});
