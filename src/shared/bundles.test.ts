import { describe, expect, it } from 'vitest';
import {
  bundleDiscountCents,
  bundleDiscountInputSchema,
  bundleDiscountLine,
  bundleLabel,
  bundleMessages,
  bundleTierLines,
  bundleTotal,
  combinedParcelSize,
  combinedShippingPayer,
  tiersProblem,
  type BundleTier,
} from './bundles.js';
import { computeFees, computeShippingSplit } from './fees.js';
import { DEFAULT_SHIPPING_RATES } from './shipping.js';

const firstMessage = (tiers: unknown) => {
  const parsed = bundleDiscountInputSchema.safeParse({ tiers });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('bundle tiers', () => {
  it.each<[unknown, string | null]>([
    [[], null],
    [[{ minItems: 2, percent: 10 }], null],
    [
      [
        { minItems: 2, percent: 10 },
        { minItems: 3, percent: 15 },
        { minItems: 20, percent: 50 },
      ],
      null,
    ],
    [[{ minItems: 1, percent: 10 }], bundleMessages.minItems],
    [[{ minItems: 21, percent: 10 }], bundleMessages.minItems],
    [[{ minItems: 2.5, percent: 10 }], bundleMessages.minItems],
    [[{ minItems: '2', percent: 10 }], bundleMessages.minItems],
    [[{ minItems: 2, percent: 0 }], bundleMessages.percent],
    [[{ minItems: 2, percent: 51 }], bundleMessages.percent],
    [[{ minItems: 2, percent: 9.5 }], bundleMessages.percent],
    [[{ minItems: 2, percent: 1e308 }], bundleMessages.percent],
    [
      [
        { minItems: 2, percent: 10 },
        { minItems: 2, percent: 20 },
      ],
      bundleMessages.notIncreasing,
    ],
    [
      [
        { minItems: 3, percent: 10 },
        { minItems: 2, percent: 20 },
      ],
      bundleMessages.notIncreasing,
    ],
    [
      [
        { minItems: 2, percent: 10 },
        { minItems: 3, percent: 10 },
      ],
      bundleMessages.notIncreasing,
    ],
    [
      [
        { minItems: 2, percent: 20 },
        { minItems: 3, percent: 10 },
      ],
      bundleMessages.notIncreasing,
    ],
    [
      [
        { minItems: 2, percent: 5 },
        { minItems: 3, percent: 10 },
        { minItems: 4, percent: 15 },
        { minItems: 5, percent: 20 },
      ],
      bundleMessages.tooManyTiers,
    ],
    ['2+ for 10%', bundleMessages.tiersNotList],
  ])('%j → %s', (tiers, message) => {
    expect(firstMessage(tiers)).toBe(message);
    if (Array.isArray(tiers) && tiers.every((t) => typeof t.minItems === 'number'))
      expect(tiersProblem(tiers as BundleTier[])).toBe(message);
  });

  it('refuses unknown fields and a missing list', () => {
    expect(bundleDiscountInputSchema.safeParse({}).success).toBe(false);
    expect(bundleDiscountInputSchema.safeParse({ tiers: [{ minItems: 2, percent: 10, x: 1 }] }).success).toBe(
      false,
    );
  });
});

describe('bundleDiscountCents', () => {
  const tiers = [
    { minItems: 2, percent: 10 },
    { minItems: 4, percent: 20 },
  ];
  it('takes the best tier reached, nothing below the first', () => {
    expect(bundleDiscountCents(7000, 1, tiers)).toBe(0);
    expect(bundleDiscountCents(7000, 2, tiers)).toBe(700);
    expect(bundleDiscountCents(7000, 3, tiers)).toBe(700);
    expect(bundleDiscountCents(7000, 4, tiers)).toBe(1400);
    expect(bundleDiscountCents(7000, 20, tiers)).toBe(1400);
    expect(bundleDiscountCents(7000, 5, [])).toBe(0);
  });
  it('rounds to the nearest cent, half a cent up', () => {
    expect(bundleDiscountCents(1005, 2, tiers)).toBe(101); // 100.5
    expect(bundleDiscountCents(1004, 2, tiers)).toBe(100); // 100.4
    expect(bundleDiscountCents(1006, 2, tiers)).toBe(101); // 100.6
    expect(bundleDiscountCents(3, 2, [{ minItems: 2, percent: 15 }])).toBe(0); // 0.45
    expect(bundleDiscountCents(2_000_000_000, 2, [{ minItems: 2, percent: 50 }])).toBe(1_000_000_000);
  });
  it('refuses fractional or negative subtotals', () => {
    expect(() => bundleDiscountCents(10.5, 2, tiers)).toThrow(RangeError);
    expect(() => bundleDiscountCents(-1, 2, tiers)).toThrow(RangeError);
  });
});

describe('combined parcel', () => {
  it('is the largest item, one size up from three items, capped at large', () => {
    expect(combinedParcelSize([])).toBeNull();
    expect(combinedParcelSize(['small'])).toBe('small');
    expect(combinedParcelSize(['small', 'medium'])).toBe('medium');
    expect(combinedParcelSize(['small', 'small', 'small'])).toBe('medium');
    expect(combinedParcelSize(['small', 'medium', 'small'])).toBe('large');
    expect(combinedParcelSize(['large', 'small'])).toBe('large');
    expect(combinedParcelSize(['large', 'large', 'large', 'large'])).toBe('large');
  });
  it('is paid by the seller only when every item ships free', () => {
    expect(combinedShippingPayer(['seller', 'seller'])).toBe('seller');
    expect(combinedShippingPayer(['seller', 'buyer'])).toBe('buyer');
    expect(combinedShippingPayer([])).toBe('buyer');
  });
});

describe('bundleTotal', () => {
  const tenOffTwo = [{ minItems: 2, percent: 10 }];
  it('$40 + $30 with 10% off 2+: 7000 − 700 + one shipping charge', () => {
    const items = [
      { priceCents: 4000, parcelSize: 'medium' as const, shippingPayer: 'buyer' as const },
      { priceCents: 3000, parcelSize: 'small' as const, shippingPayer: 'buyer' as const },
    ];
    const total = bundleTotal(items, tenOffTwo, DEFAULT_SHIPPING_RATES);
    const fees = computeFees(6300);
    expect(total).toEqual({
      itemCount: 2,
      subtotalCents: 7000,
      discountPercent: 10,
      discountCents: 700,
      parcelSize: 'medium',
      shippingPayer: 'buyer',
      shippingRateCents: 799,
      shippingCents: 799,
      totalCents: 7000 - 700 + 799,
      sellerFeeCents: fees.sellerFeeCents,
      processingFeeCents: 30,
      earningsCents: fees.earningsCents,
    });
  });
  it('charges the buyer no shipping when the seller pays, and takes the label from the earnings', () => {
    const items = [
      { priceCents: 4000, parcelSize: 'small' as const, shippingPayer: 'seller' as const },
      { priceCents: 3000, parcelSize: 'small' as const, shippingPayer: 'seller' as const },
    ];
    const total = bundleTotal(items, tenOffTwo, DEFAULT_SHIPPING_RATES);
    expect(total.shippingCents).toBe(0);
    expect(total.totalCents).toBe(6300);
    expect(total.earningsCents).toBe(computeShippingSplit(6300, 499, 'seller').earningsCents);
  });
  it('is all zero for no items', () => {
    expect(bundleTotal([], tenOffTwo, DEFAULT_SHIPPING_RATES)).toMatchObject({
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 0,
      parcelSize: null,
      earningsCents: 0,
    });
  });
});

describe('labels', () => {
  it('shows the lowest tier, or nothing', () => {
    expect(bundleLabel([])).toBeNull();
    expect(
      bundleLabel([
        { minItems: 2, percent: 10 },
        { minItems: 4, percent: 20 },
      ]),
    ).toBe('Bundle 2+ and save 10%');
    expect(
      bundleTierLines([
        { minItems: 2, percent: 10 },
        { minItems: 4, percent: 20 },
      ]),
    ).toEqual(['2+ items: 10% off', '4+ items: 20% off']);
    expect(bundleDiscountLine(10, 700)).toBe('Bundle discount (10%) −$7.00');
  });
});
