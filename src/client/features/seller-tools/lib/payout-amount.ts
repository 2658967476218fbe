import { z } from 'zod';
import { earningsMessages, MIN_PAYOUT_CENTS } from '#shared/earnings';
import { exactDollarsToCents, formatCents } from '#shared/money';

/** A dollar amount typed by the seller → integer cents (fractions of a cent refused). */
export const dollarsInputToCents = exactDollarsToCents;

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
