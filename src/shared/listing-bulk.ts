import { z } from 'zod';
import { apiErrorSchema } from './errors.js';
import { priceCentsSchema } from './listings.js';

/**
 * Bulk actions on one's own listings (Seller Tools › My Listings): reprice, activate, deactivate or
 * relist up to BULK_MAX_LISTINGS at once, all or nothing.
 */

export const BULK_MAX_LISTINGS = 200;
export const BULK_ACTIONS = ['price', 'activate', 'deactivate', 'relist'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const PERCENT_OFF_MIN = 1;
export const PERCENT_OFF_MAX = 90;

export const bulkMessages = {
  idsRequired: 'Choose at least one listing',
  idsTooMany: `Choose at most ${BULK_MAX_LISTINGS} listings at a time`,
  idsInvalid: 'Listings must be a list of listing ids',
  actionUnknown: `Action must be one of: ${BULK_ACTIONS.join(', ')}`,
  percentOff: `Percent off must be a whole number from ${PERCENT_OFF_MIN} to ${PERCENT_OFF_MAX}`,
  priceChoice: 'To change prices, give either a percent off or a new price, not both',
  priceOnly: 'A percent off or a new price goes only with the price action',
  sold: (title: string) => `“${title}” is sold, so nothing was changed`,
  hidden: (title: string) => `“${title}” is hidden by Rethread, so nothing was changed`,
  relisted: (title: string) => `“${title}” was already relisted, so nothing was changed`,
  needsPhotos: (title: string) =>
    `“${title}” needs a photo before it can be activated, so nothing was changed`,
  needsCategory: (title: string) =>
    `“${title}” needs a category before it can be activated, so nothing was changed`,
  draft: (title: string) => `“${title}” is a draft: finish it before relisting, so nothing was changed`,
  retired: 'This listing was relisted: its new listing is the one for sale',
  badPrice: (title: string, rule: string) => `“${title}”: ${rule}, so nothing was changed`,
  done: (count: number, action: BulkAction) => {
    const what = count === 1 ? '1 listing' : `${count} listings`;
    const verb = { price: 'repriced', activate: 'activated', deactivate: 'deactivated', relist: 'relisted' };
    return `${what} ${verb[action]}`;
  },
} as const;

/**
 * The price after `percentOff` % off, to the cent, rounding half up in integer math (no float drift):
 * 4999 at 20% → 3999, 1000 at 33% → 670.
 */
export function priceAfterPercentOff(priceCents: number, percentOff: number): number {
  return Math.floor((priceCents * (100 - percentOff) + 50) / 100);
}

/** The rule a new price must meet (the listing form's), as its message, or null when it meets it. */
export function priceProblem(priceCents: number): string | null {
  const result = priceCentsSchema.safeParse(priceCents);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Price is not valid');
}

/** POST /api/listings/bulk. Repeated ids count once. */
export const bulkListingsInputSchema = z
  .strictObject({
    ids: z
      .array(z.string({ error: bulkMessages.idsInvalid }).max(100, bulkMessages.idsInvalid), {
        error: bulkMessages.idsInvalid,
      })
      .min(1, bulkMessages.idsRequired)
      .max(BULK_MAX_LISTINGS, bulkMessages.idsTooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: bulkMessages.actionUnknown }),
    percentOff: z
      .number({ error: bulkMessages.percentOff })
      .int(bulkMessages.percentOff)
      .min(PERCENT_OFF_MIN, bulkMessages.percentOff)
      .max(PERCENT_OFF_MAX, bulkMessages.percentOff)
      .optional(),
    priceCents: priceCentsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const given = Number(v.percentOff !== undefined) + Number(v.priceCents !== undefined);
    if (v.action === 'price' && given !== 1)
      ctx.addIssue({ code: 'custom', message: bulkMessages.priceChoice });
    if (v.action !== 'price' && given > 0) ctx.addIssue({ code: 'custom', message: bulkMessages.priceOnly });
  });
export type BulkListingsInput = z.input<typeof bulkListingsInputSchema>;
export type BulkListingsData = z.output<typeof bulkListingsInputSchema>;

export const bulkListingResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  isActive: z.boolean(),
  /** For a relist: the retired listing this fresh copy replaced. */
  relistedFrom: z.string().nullable(),
});

/** The listings as the action left them (for a relist: the fresh copies), in the order asked. */
export const bulkListingsReplySchema = z.object({
  count: z.number().int(),
  listings: z.array(bulkListingResultSchema),
});
export type BulkListingsReply = z.infer<typeof bulkListingsReplySchema>;

/** A refused bulk action: the usual `{ error, code }` and the first listing that stopped it. */
export const bulkRefusedSchema = apiErrorSchema
  .extend({ listingId: z.string().optional() })
  .meta({ id: 'BulkRefused' });
export type BulkRefused = z.infer<typeof bulkRefusedSchema>;
