import { adminMessages } from '#shared/admin';
import { dollarsToCents, exactDollarsToCents } from '#shared/money';

/** A percentage as typed: "10", "2.5", "12.75"; at most two decimals (a basis point). */
const PERCENT = /^(?=\.?\d)\d{0,3}(?:\.\d{0,2})?$/;

/** Dollars typed by an operator → integer cents (fractions of a cent refused). */
export const dollarsInputToCents = exactDollarsToCents;

/** A percentage typed as "10" or "2.5" → basis points (1000, 250); null when it is not one. */
export function percentInputToBps(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  // A percent with two decimals is the same digits as cents: reuse the exact decimal rounding.
  return PERCENT.test(cleaned) ? dollarsToCents(cleaned) : null;
}

/** Basis points → the percentage an input shows: 1000 → "10", 250 → "2.5", 1275 → "12.75". */
export function bpsToPercentInput(bps: number): string {
  return String(bps / 100);
}

/**
 * A refund of part of `wholeCents`, as typed: at least a cent and less than the whole (the whole is a
 * full refund, which the operator chooses as such). Undefined when it is fine.
 */
export function partRefundError(text: string, wholeCents: number): string | undefined {
  const cents = dollarsInputToCents(text);
  if (cents === null || cents < 1 || cents > wholeCents) return adminMessages.refundAmountInvalid;
  if (cents === wholeCents) return adminMessages.partialMustBeLess;
  return undefined;
}
