import { z } from 'zod';
import { MAX_IMAGES_PER_LISTING } from './constants.js';
import { createListingInputSchema, listingMessages, uniqueImages } from './listings.js';

/**
 * Listing drafts: a listing saved before every required field is there. A field that is sent must
 * still be well-formed, by the create schema's own rules and messages; publishing applies the create
 * schema whole. Poshmark keeps 15 drafts; a Rethread seller may keep this many.
 */
export const MAX_DRAFTS_PER_SELLER = 100;

export const draftMessages = {
  tooMany: `You can keep at most ${MAX_DRAFTS_PER_SELLER} drafts. Publish or delete a draft to save a new one.`,
  saved: 'Draft saved',
  deleted: 'Draft deleted',
  publishToActivate: 'Publish this draft to put it on sale',
  published: listingMessages.created,
} as const;

/** An empty or blank field of a draft is simply not given yet (the create form sends '' for those). */
function dropBlank(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(
      ([, v]) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === ''),
    ),
  );
}

const createFields = createListingInputSchema.in;

/** The fields of a draft: every create field optional, each checked by the create schema's rule. */
export const draftFieldsSchema = z
  .preprocess(dropBlank, createFields.omit({ sellerId: true, isSold: true }).partial())
  .transform(({ imageUrl, images, ...rest }): typeof rest & { images?: string[]; imageUrl?: string } => {
    const all = uniqueImages(imageUrl, images ?? []);
    return all.length ? { ...rest, images: all, imageUrl: all[0]! } : rest;
  })
  .superRefine((v, ctx) => {
    if ((v.images?.length ?? 0) > MAX_IMAGES_PER_LISTING)
      ctx.addIssue({ code: 'custom', message: listingMessages.imagesMax });
  });
export type DraftFieldsInput = Partial<Omit<z.input<typeof createFields>, 'sellerId' | 'isSold'>>;
export type DraftFields = z.output<typeof draftFieldsSchema>;

// Typed unknown: the fields' own schema checks what is left.
const withoutMarker = ({ draft: _, ...rest }: { draft?: unknown }): unknown => rest;

/**
 * POST /api/listings: `{ draft: true, …fields }` saves a draft; anything else lists an item with the
 * create schema unchanged. The marker picks the schema, so each side reports its own messages.
 */
export const createOrDraftListingInputSchema = z.discriminatedUnion('draft', [
  z
    .looseObject({ draft: z.literal(true) })
    .transform(withoutMarker)
    .pipe(draftFieldsSchema)
    .transform((fields) => ({ draft: true as const, fields })),
  z
    .looseObject({ draft: z.literal(false).optional() })
    .transform(withoutMarker)
    .pipe(createListingInputSchema),
]);
export type CreateOrDraftListingInput = z.input<typeof createOrDraftListingInputSchema>;
