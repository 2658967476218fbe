import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFees, DEFAULT_FEE_CONFIG } from './fees.js';

describe('computeFees', () => {
  it.each([
    [1, 150, 0],
    [1_499, 150, 1_319],
    [1_500, 120, 1_350],
    [1_501, 120, 1_351],
    [1_506, 120, 1_356], // 120.48 rounds down
    [1_507, 121, 1_356], // 120.56 rounds up
    [4_000, 320, 3_650],
    [99_999_999, 8_000_000, 91_999_969],
  ])('at %i cents: seller fee %i, earnings %i', (price, fee, earnings) => {
    expect(computeFees(price)).toEqual({
      sellerFeeCents: fee,
      processingFeeCents: 30,
      earningsCents: earnings,
    });
  });

  it('uses the configured rate and threshold', () => {
    const config = {
      ...DEFAULT_FEE_CONFIG,
      sellerPercentBps: 1000,
      lowPriceThresholdCents: 2000,
      lowPriceFlatFeeCents: 100,
    };
    expect(computeFees(1_999, config).sellerFeeCents).toBe(100);
    expect(computeFees(2_000, config).sellerFeeCents).toBe(200);
  });

  it('refuses fractional or negative prices', () => {
    expect(() => computeFees(10.5)).toThrow(RangeError);
    expect(() => computeFees(-1)).toThrow(RangeError);
  });

  it('adds up: fee + processing + earnings = price whenever there are earnings; never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (price) => {
        const f = computeFees(price);
        expect(f.earningsCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(f.sellerFeeCents)).toBe(true);
        if (f.earningsCents > 0)
          expect(f.sellerFeeCents + f.processingFeeCents + f.earningsCents).toBe(price);
      }),
    );
  });

  it('never pays a seller less for a higher price above the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_500, max: 99_999_998 }), (price) => {
        expect(computeFees(price + 1).earningsCents).toBeGreaterThanOrEqual(computeFees(price).earningsCents);
      }),
    );
  });
});
