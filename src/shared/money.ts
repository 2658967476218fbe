/**
 * Money is integer cents everywhere; dollars exist only at the edges (docs/product/05-checkout-orders.md §5.3; docs/product/12-engineering.md §12.4).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 4500 → "$45.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * Dollars typed by a person → cents, rounded to the nearest cent ("x100 rounded", docs/product/README.md §0.2).
 * Accepts "45", "45.5", "$1,100.00"; answers null for anything that is not a finite amount.
 */
export function dollarsToCents(input: string | number): number | null {
  const value = typeof input === 'number' ? input : Number(input.replace(/[$,\s]/g, ''));
  if (typeof input === 'string' && input.replace(/[$,\s]/g, '') === '') return null;
  if (!Number.isFinite(value)) return null;
  // Math.round(x * 100) misrounds values like 1.005 (100.49999…); rounding the decimal string does not.
  return Math.round(Number(`${value}e2`));
}

/** Dollars as typed, once "$", commas and spaces are gone: "12", "12.5", ".99"; at most two decimals. */
const EXACT_DOLLARS = /^(?=\.?\d)\d{0,9}(?:\.\d{0,2})?$/;

/**
 * An exact amount typed into a money field (a payout, a refund) → integer cents ("12.5" → 1250, "0.29"
 * → 29), or null when it is not an amount or has fractions of a cent: money that moves cannot carry
 * them, so they are refused rather than rounded.
 */
export function exactDollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  return EXACT_DOLLARS.test(cleaned) ? dollarsToCents(cleaned) : null;
}

/** Cents → the dollars string an input shows ("45.00"). */
export function centsToDollarsInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
