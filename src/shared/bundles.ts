import { z } from 'zod';
import {
  bundleMessages,
  MAX_BUNDLE_ITEMS,
  MAX_BUNDLE_PERCENT,
  MAX_BUNDLE_TIERS,
  MIN_BUNDLE_ITEMS,
  MIN_BUNDLE_PERCENT,
  type BundleTier,
} from './bundle-rules.js';
import { idParam } from './ids.js';
import { parcelSizeSchema, shippingPayerSchema } from './shipping.js';

export * from './bundle-rules.js';

export const bundleTierSchema = z.strictObject({
  minItems: z
    .number({ error: bundleMessages.minItems })
    .int(bundleMessages.minItems)
    .min(MIN_BUNDLE_ITEMS, bundleMessages.minItems)
    .max(MAX_BUNDLE_ITEMS, bundleMessages.minItems),
  percent: z
    .number({ error: bundleMessages.percent })
    .int(bundleMessages.percent)
    .min(MIN_BUNDLE_PERCENT, bundleMessages.percent)
    .max(MAX_BUNDLE_PERCENT, bundleMessages.percent),
});

/** A seller's tiers: at most three, each needing more items for a bigger discount; [] = none. */
export const bundleTiersSchema = z
  .array(bundleTierSchema, { error: bundleMessages.tiersNotList })
  .max(MAX_BUNDLE_TIERS, bundleMessages.tooManyTiers)
  .superRefine((tiers, ctx) => {
    for (let i = 1; i < tiers.length; i++) {
      const [before, t] = [tiers[i - 1]!, tiers[i]!];
      if (t.minItems <= before.minItems || t.percent <= before.percent) {
        ctx.addIssue({ code: 'custom', message: bundleMessages.notIncreasing, path: [i] });
        return;
      }
    }
  });

/** PUT /api/me/bundle-discount. */
export const bundleDiscountInputSchema = z.strictObject({ tiers: bundleTiersSchema });
export type BundleDiscountInput = z.input<typeof bundleDiscountInputSchema>;

/** Tiers in a reply (the listing, the profile, the bag): already checked on the way in. */
export const bundleTiersReplySchema = z.array(
  z.object({ minItems: z.number().int(), percent: z.number().int() }),
);

export const bundleDiscountReplySchema = z.object({ tiers: bundleTiersReplySchema });
export type BundleDiscountReply = z.infer<typeof bundleDiscountReplySchema>;

/** Tiers as read back from storage: anything that no longer passes the rules counts as none. */
export function storedTiers(value: unknown): BundleTier[] {
  const parsed = bundleTiersSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export const UNAVAILABLE_REASONS = ['sold', 'inactive', 'removed'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const bagItemSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  size: z.string().nullable(),
  /** The price now; null when the listing is gone. */
  priceCents: z.number().int().nullable(),
  priceWhenAddedCents: z.number().int(),
  priceChanged: z.boolean(),
  parcelSize: parcelSizeSchema.nullable(),
  shippingPayer: shippingPayerSchema.nullable(),
  available: z.boolean(),
  unavailableReason: z.enum(UNAVAILABLE_REASONS).nullable(),
  addedAt: z.string(),
});
export type BagItem = z.infer<typeof bagItemSchema>;

export const bagGroupSchema = z.object({
  seller: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  tiers: bundleTiersReplySchema,
  items: z.array(bagItemSchema),
  /** Totals over the available items at their current prices: what the buyer would pay now. */
  availableCount: z.number().int(),
  subtotalCents: z.number().int(),
  discountPercent: z.number().int(),
  discountCents: z.number().int(),
  parcelSize: parcelSizeSchema.nullable(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});
export type BagGroup = z.infer<typeof bagGroupSchema>;

export const bagReplySchema = z.object({
  groups: z.array(bagGroupSchema),
  /** Every item in the bag, available or not: the navigation's count. */
  itemCount: z.number().int(),
});
export type BagReply = z.infer<typeof bagReplySchema>;

/** POST /api/bag/items. */
export const addToBagInputSchema = z.strictObject({
  listingId: z.string({ error: bundleMessages.listingNotFound }).max(100, bundleMessages.listingNotFound),
});
export type AddToBagInput = z.input<typeof addToBagInputSchema>;

/** DELETE /api/bag/items/{listingId}. */
export const bagItemParamsSchema = z.object({ listingId: idParam(bundleMessages.notInBag) });
