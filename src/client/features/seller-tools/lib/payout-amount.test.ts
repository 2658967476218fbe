import { describe, expect, it } from 'vitest';
import { earningsMessages } from '#shared/earnings';
import { dollarsInputToCents, payoutFormSchema, signedCents } from './payout-amount';
import { describeRequirements } from './stripe-requirements';

describe('dollarsInputToCents', () => {
  it('reads dollars with integer arithmetic', () => {
    expect(dollarsInputToCents('12.5')).toBe(1250);
    expect(dollarsInputToCents('12')).toBe(1200);
    expect(dollarsInputToCents('0.29')).toBe(29);
    expect(dollarsInputToCents('1.005'.slice(0, 4))).toBe(100);
    expect(dollarsInputToCents('.99')).toBe(99);
    expect(dollarsInputToCents(' $1,250.00 ')).toBe(125_000);
    expect(dollarsInputToCents('4.')).toBe(400);
  });

  it('refuses what is not an amount in whole cents', () => {
    for (const text of ['', '.', 'abc', '1.005', '-5', '1e3', '12.3.4', '9999999999']) {
      expect(dollarsInputToCents(text)).toBeNull();
    }
  });
});

describe('payoutFormSchema', () => {
  const check = (amount: string) => payoutFormSchema(12_550).safeParse({ amount }).error?.issues[0]?.message;
  it('allows $1.00 up to the available balance', () => {
    expect(check('1')).toBeUndefined();
    expect(check('125.50')).toBeUndefined();
    expect(check('125.51')).toMatch(earningsMessages.payoutTooLarge);
    expect(check('0.99')).toBe(earningsMessages.payoutTooSmall);
    expect(check('ten')).toMatch(/Enter an amount/);
  });
});

it('signs ledger amounts', () => {
  expect(signedCents(4000)).toBe('+$40.00');
  expect(signedCents(-320)).toBe('−$3.20');
  expect(signedCents(0)).toBe('$0.00');
});

it("says Stripe's requirements in plain words, once each", () => {
  expect(
    describeRequirements([
      'individual.dob.day',
      'individual.dob.year',
      'tos_acceptance.date',
      'tos_acceptance.ip',
      'individual.political_exposure',
    ]),
  ).toEqual(['Your date of birth', 'Accept Stripe’s terms of service', 'Political exposure']);
});
