import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardMessages,
  cardSchema,
  isCardExpired,
  localConfirmInputSchema,
  normalizeCardNumber,
  passesLuhn,
} from './checkout.js';

describe('card checks', () => {
  it('knows the test cards and rejects a changed digit', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444']) {
      expect(passesLuhn(n)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('abcd abcd abcd abcd')).toBe(false);
  });

  it('catches every single-digit typo (the Luhn guarantee)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[pos] = (digits[pos]! + delta) % 10;
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    expect(isCardExpired(6, 2030, now)).toBe(false);
    expect(isCardExpired(5, 2030, now)).toBe(true);
    expect(isCardExpired(6, 30, now)).toBe(false);
    expect(isCardExpired(12, 29, now)).toBe(true);
  });

  it('normalises spaces and explains each problem', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    const ok = cardSchema.parse({
      number: '4242 4242 4242 4242',
      expMonth: '12',
      expYear: '2099',
      cvc: '123',
    });
    expect(ok).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' });
    const expired = localConfirmInputSchema.safeParse({
      clientSecret: 'x',
      card: { number: '4242424242424242', expMonth: 1, expYear: 2001, cvc: '123' },
    });
    expect(expired.error?.issues[0]?.message).toBe(cardMessages.expired);
    // Messages never repeat the number.
    const bad = cardSchema.safeParse({ number: '4242424242424241', expMonth: 1, expYear: 2099, cvc: '1' });
    expect(JSON.stringify(bad.error?.issues)).not.toContain('4242424242424241');
  });
});
