import { z } from 'zod';
import { earningsMessages, MIN_PAYOUT_CENTS } from '#shared/earnings';
import { dollarsToCents, formatCents } from '#shared/money';

/** Dollars as typed, once "$", commas and spaces are gone: "12", "12.5", ".99"; at most two decimals. */
const DOLLARS = /^(?=\.?\d)\d{0,9}(?:\.\d{0,2})?$/;

/**
 * A dollar amount typed by the seller → integer cents through the shared dollarsToCents ("12.5" →
 * 1250, "0.29" → 29), or null when it is not an amount or has fractions of a cent (which a payout
 * cannot carry, so they are refused rather than rounded).
 */
export function dollarsInputToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  return DOLLARS.test(cleaned) ? dollarsToCents(cleaned) : null;
}

export const amountInvalidMessage = 'Enter an amount in dollars, like 12.50';

/** The payout dialog's one field: dollars, at least MIN_PAYOUT_CENTS, at most what is available. */
export function payoutFormSchema(availableCents: number) {
  return z.object({
    amount: z.string().superRefine((text, ctx) => {
      const cents = dollarsInputToCents(text);
      const message =
        cents === null
          ? amountInvalidMessage
          : cents < MIN_PAYOUT_CENTS
            ? earningsMessages.payoutTooSmall
            : cents > availableCents
              ? `${earningsMessages.payoutTooLarge} (${formatCents(availableCents)})`
              : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
}
export type PayoutForm = z.infer<ReturnType<typeof payoutFormSchema>>;

/** A ledger amount with its sign: "+$40.00", "−$3.20" (a true minus sign, as screen readers say it). */
export function signedCents(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}
