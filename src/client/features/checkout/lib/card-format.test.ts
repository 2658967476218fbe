import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCardNumber } from '#shared/checkout';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('keeps every digit typed (up to 19) and is stable when formatted again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 -]{0,30}$/), (typed) => {
        const shown = formatCardNumber(typed);
        expect(normalizeCardNumber(shown)).toBe(typed.replace(/\D/g, '').slice(0, 19));
        expect(formatCardNumber(shown)).toBe(shown);
      }),
    );
  });
});

describe('formatExpiry / parseExpiry', () => {
  it('adds the slash after the month and pads a one-digit month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('lets backspace remove the slash instead of putting it back', () => {
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('reads MM/YY as a month and a four-digit year, and nothing else', () => {
    expect(parseExpiry('04/31')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry('4/31')).toBeNull();
    expect(parseExpiry('04/2031')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
