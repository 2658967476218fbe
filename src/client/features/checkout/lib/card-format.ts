/**
 * What the test-mode card form shows while someone types: the number in groups of four, the expiry
 * as MM/YY. Parsing back is lenient; the shared card schema (and the server) decide what is valid.
 */

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits, as card numbers go). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1', '12', '123' → '1', '12/', '12/3'; a leading 2–9 means a one-digit month ('4' → '04/'). */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && /[2-9]/.test(digits)) digits = `0${digits}`;
  // Deleting the slash should delete the month digit before it, not bounce back.
  if (previous.endsWith('/') && input === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 'MM/YY' → month and four-digit year, or null when it is not that shape. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

/** The cards test mode knows (decision 003), shown on the form so nobody has to look them up. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'fails for insufficient funds' },
] as const;
