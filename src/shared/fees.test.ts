import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFees, computeShippingSplit, DEFAULT_FEE_CONFIG } from './fees.js';
import { defaultParcelSize, shippingText } from './shipping.js';

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

describe('computeShippingSplit', () => {
  it('the buyer pays the parcel by default; earnings are the plain fee math', () => {
    expect(computeShippingSplit(4_000, 799, 'buyer')).toEqual({
      sellerFeeCents: 320,
      processingFeeCents: 30,
      shippingCents: 799,
      buyerShippingCents: 799,
      earningsCents: 3_650,
    });
  });

  it('free shipping: the buyer pays 0 and the label comes out of earnings, never below 0', () => {
    expect(computeShippingSplit(4_000, 799, 'seller')).toMatchObject({
      buyerShippingCents: 0,
      earningsCents: 2_851,
    });
    expect(computeShippingSplit(500, 1_299, 'seller').earningsCents).toBe(0);
  });

  it('refuses fractional or negative shipping', () => {
    expect(() => computeShippingSplit(4_000, 7.5, 'buyer')).toThrow(RangeError);
    expect(() => computeShippingSplit(4_000, -1, 'seller')).toThrow(RangeError);
  });

  it('adds up: with free shipping, earnings + shipping + fees = price whenever there are earnings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, ship) => {
          const s = computeShippingSplit(price, ship, 'seller');
          expect(s.earningsCents).toBeGreaterThanOrEqual(0);
          if (s.earningsCents > 0)
            expect(s.earningsCents + ship + s.sellerFeeCents + s.processingFeeCents).toBe(price);
          expect(computeShippingSplit(price, ship, 'buyer').buyerShippingCents).toBe(ship);
        },
      ),
    );
  });
});

describe('shipping defaults and text', () => {
  it('defaults the parcel from the category, medium when unknown', () => {
    expect(defaultParcelSize('Jewelry')).toBe('small');
    expect(defaultParcelSize('Jackets')).toBe('large');
    expect(defaultParcelSize('Tops')).toBe('medium');
    expect(defaultParcelSize(null)).toBe('medium');
    expect(defaultParcelSize('toString')).toBe('medium');
  });

  it('says the price or Free shipping', () => {
    expect(shippingText(799)).toBe('+ $7.99 shipping');
    expect(shippingText(0)).toBe('Free shipping');
  });
});
