import { z } from 'zod';
import { earningsMessages, MIN_PAYOUT_CENTS } from '#shared/earnings';
import { formatCents } from '#shared/money';

/** Dollars as typed: "12", "12.5", "$1,250.00", ".99"; at most two decimals. */
const DOLLARS = /^(\d{0,9})(?:\.(\d{0,2}))?$/;

/**
 * A dollar amount typed by the seller → integer cents, with integer arithmetic only ("12.5" → 1250,
 * "0.29" → 29, never 28.999…), or null when it is not an amount or has fractions of a cent.
 */
export function dollarsInputToCents(text: string): number | null {
  const match = DOLLARS.exec(text.replace(/[$,\s]/g, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
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
