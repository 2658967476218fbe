import { z } from 'zod';
import {
  DEFAULT_SHIPPING_RATES,
  PARCEL_SIZES,
  SHIPPING_PAYERS,
  shippingMessages,
  type ShippingRates,
} from './shipping-rules.js';

export * from './shipping-rules.js';

export const parcelSizeSchema = z.enum(PARCEL_SIZES, { error: shippingMessages.parcelSizeUnknown });
export const shippingPayerSchema = z.enum(SHIPPING_PAYERS, { error: shippingMessages.shippingPayerUnknown });

/** GET /api/shipping-rates: every size with its label and price. */
export const shippingRatesReplySchema = z.object({
  rates: z.array(z.object({ parcelSize: parcelSizeSchema, label: z.string(), priceCents: z.number().int() })),
});
export type ShippingRatesReply = z.infer<typeof shippingRatesReplySchema>;

/** The reply's list back into a lookup; sizes missing from it keep their default price. */
export function ratesFromReply(reply: ShippingRatesReply | undefined): ShippingRates {
  const rates = { ...DEFAULT_SHIPPING_RATES };
  for (const r of reply?.rates ?? []) rates[r.parcelSize] = r.priceCents;
  return rates;
}
