import { z } from 'zod';
import { apiErrorSchema } from './errors.js';
import {
  GENDERS,
  LISTING_CATEGORIES,
  MAX_IMAGES_PER_LISTING,
  MAX_PRICE_CENTS,
  PRICE_TOO_HIGH_MESSAGE,
} from './constants.js';
import { NEEDS_CATEGORY_DRAFT_MESSAGE } from './listing-drafts.js';
import { uniqueImages } from './listing-images.js';
import { bundleTiersReplySchema } from './bundles.js';
import { parcelSizeSchema, shippingPayerSchema } from './shipping.js';
import { ratingSummarySchema } from './reviews.js';
import { MAX_STYLE_TAG_LENGTH, MAX_STYLE_TAGS } from './style-tags.js';
import { plainText } from './text-rules.js';

/**
 * Listing create/edit rules (docs/product/02-listings.md §2.5), shared by the API routes, the listing form and the
 * edit dialog, so a rule and its message exist once.
 */

export const LISTING_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  priceCentsMax: MAX_PRICE_CENTS,
  sizeMax: 40,
  colorMax: 40,
  brandMax: 80,
  typeMax: 60,
  conditionMax: 60,
  sourcePlatformMax: 40,
  originalUrlMax: 2000,
} as const;

export const listingMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LISTING_LIMITS.titleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5,000 characters',
  priceNumber: 'Price must be a number of cents',
  priceWhole: 'Price must be a whole number of cents',
  pricePositive: 'Price must be greater than 0',
  priceTooHigh: PRICE_TOO_HIGH_MESSAGE,
  imagesRequired: 'At least one image is required',
  imagesMax: 'Maximum 10 images allowed',
  imageForeign: 'Images must be photos uploaded to Rethread',
  imageNotYours: 'You can only use photos you uploaded',
  categoryUnknown: `Category must be one of: ${LISTING_CATEGORIES.join(', ')}`,
  genderUnknown: `Gender must be one of: ${GENDERS.join(', ')}`,
  tagTooLong: `Each style tag must be at most ${MAX_STYLE_TAG_LENGTH} characters`,
  tagsTooMany: `A listing can have at most ${MAX_STYLE_TAGS} style tags`,
  originalUrlInvalid: 'Original URL must be a web address starting with http:// or https://',
  nothingToUpdate: 'Nothing to update',
  notFound: 'Listing not found',
  notOwner: 'You can only change your own listings',
  sellerMismatch: 'You can only create listings for yourself',
  needsPhotos: 'Add at least one photo before activating this listing',
  needsCategory: 'Choose a category before activating this listing',
  needsCategoryDraft: NEEDS_CATEGORY_DRAFT_MESSAGE,
  created: 'Listing created successfully!',
  updated: 'Listing updated successfully!',
  activated: 'Listing activated successfully!',
  deactivated: 'Listing deactivated successfully!',
} as const;

/** Photos this server stored: `/uploads/<random id>/1280.webp` (the client derives 320/640). */
export const UPLOADED_IMAGE_URL = /^\/uploads\/[A-Za-z0-9_-]{16,64}\/1280\.webp$/;

const imageUrlSchema = z
  .string({ error: listingMessages.imageForeign })
  .regex(UPLOADED_IMAGE_URL, listingMessages.imageForeign);

const requiredText = (label: string, required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .refine(...plainText(label))
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong);

const titleSchema = requiredText(
  'Title',
  listingMessages.titleRequired,
  LISTING_LIMITS.titleMax,
  listingMessages.titleTooLong,
);
const descriptionSchema = requiredText(
  'Description',
  listingMessages.descriptionRequired,
  LISTING_LIMITS.descriptionMax,
  listingMessages.descriptionTooLong,
);

export const priceCentsSchema = z
  .number({ error: listingMessages.priceNumber })
  .int({ error: listingMessages.priceWhole, abort: true })
  .min(1, { error: listingMessages.pricePositive, abort: true })
  .max(LISTING_LIMITS.priceCentsMax, listingMessages.priceTooHigh);

/** Optional free text: trimmed; an empty string means "not given" (docs/product/02-listings.md §2.5: empty strings are omitted). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine(...plainText(label))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/** Optional choice from a list; an empty string means "not given". */
const optionalChoice = (options: readonly string[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || options.includes(v), message)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

const originalUrlSchema = z
  .string({ error: listingMessages.originalUrlInvalid })
  .refine(...plainText('Original URL'))
  .trim()
  .max(LISTING_LIMITS.originalUrlMax, listingMessages.originalUrlInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), listingMessages.originalUrlInvalid)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Trimmed, case-insensitive duplicates and empties dropped (first spelling wins); at most 20 of ≤ 30. */
export const styleTagsSchema = z
  .array(
    z
      .string({ error: 'Style tags must be text' })
      .refine(...plainText('Style tags'))
      .max(200, listingMessages.tagTooLong),
    {
      error: 'Style tags must be a list of text',
    },
  )
  .max(100, listingMessages.tagsTooMany)
  .transform((tags) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/\s+/g, ' ');
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(tag);
    }
    return out;
  })
  .pipe(
    z
      .array(z.string().max(MAX_STYLE_TAG_LENGTH, listingMessages.tagTooLong))
      .max(MAX_STYLE_TAGS, listingMessages.tagsTooMany),
  );

const imagesArraySchema = z
  .array(imageUrlSchema, { error: 'Images must be a list of photo URLs' })
  .max(50, listingMessages.imagesMax);

export { uniqueImages } from './listing-images.js';

function checkImageCount(images: string[], ctx: z.RefinementCtx) {
  if (images.length === 0) ctx.addIssue({ code: 'custom', message: listingMessages.imagesRequired });
  else if (images.length > MAX_IMAGES_PER_LISTING)
    ctx.addIssue({ code: 'custom', message: listingMessages.imagesMax });
}

const optionalFields = {
  category: optionalChoice(LISTING_CATEGORIES, listingMessages.categoryUnknown),
  gender: optionalChoice(GENDERS, listingMessages.genderUnknown),
  size: optionalText('Size', LISTING_LIMITS.sizeMax),
  color: optionalText('Color', LISTING_LIMITS.colorMax),
  type: optionalText('Type', LISTING_LIMITS.typeMax),
  condition: optionalText('Condition', LISTING_LIMITS.conditionMax),
  brand: optionalText('Brand', LISTING_LIMITS.brandMax),
  originalUrl: originalUrlSchema,
  sourcePlatform: optionalText('Source platform', LISTING_LIMITS.sourcePlatformMax),
};

/** POST /api/listings (docs/product/02-listings.md §2.2). `sellerId` may be omitted; when given it must be the caller. */
export const createListingInputSchema = z
  .strictObject({
    title: titleSchema,
    description: descriptionSchema,
    priceCents: priceCentsSchema,
    sellerId: z.string({ error: 'sellerId must be text' }).max(100).optional(),
    imageUrl: imageUrlSchema.optional(),
    images: imagesArraySchema.optional(),
    styleTags: styleTagsSchema.optional(),
    isSold: z.boolean({ error: 'isSold must be true or false' }).optional(),
    // Omitted: the category's parcel size, and the buyer pays shipping.
    parcelSize: parcelSizeSchema.optional(),
    shippingPayer: shippingPayerSchema.optional(),
    ...optionalFields,
  })
  .transform(({ imageUrl, images, ...rest }) => {
    const all = uniqueImages(imageUrl, images ?? []);
    return { ...rest, images: all, imageUrl: all[0] ?? '' };
  })
  .superRefine((v, ctx) => checkImageCount(v.images, ctx));
export type CreateListingInput = z.input<typeof createListingInputSchema>;
export type CreateListingData = z.output<typeof createListingInputSchema>;

/** A field the edit dialog may clear: empty string or null → null (stored as "not specified"). */
const clearable = <T extends z.ZodType>(schema: T) =>
  // nullable() rather than a union with null, so a bad value reports the field's own message.
  schema
    .nullable()
    .transform((v) => (v === undefined ? null : v))
    .optional();

/** PATCH /api/listings/{id}: the edit fields plus imageUrl and images, or `{ isActive }` alone. */
export const updateListingInputSchema = z
  .strictObject({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    priceCents: priceCentsSchema.optional(),
    imageUrl: imageUrlSchema.optional(),
    images: imagesArraySchema.optional(),
    styleTags: styleTagsSchema.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    category: clearable(optionalFields.category.unwrap()),
    gender: clearable(optionalFields.gender.unwrap()),
    size: clearable(optionalFields.size.unwrap()),
    color: clearable(optionalFields.color.unwrap()),
    type: clearable(optionalFields.type.unwrap()),
    condition: clearable(optionalFields.condition.unwrap()),
    brand: clearable(optionalFields.brand.unwrap()),
    parcelSize: parcelSizeSchema.optional(),
    shippingPayer: shippingPayerSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), listingMessages.nothingToUpdate)
  .transform(({ imageUrl, images, ...rest }): typeof rest & { images?: string[]; imageUrl?: string } => {
    // `imageUrl` alone picks a new main photo among the listing's own (the service reorders them).
    if (images === undefined) return imageUrl === undefined ? rest : { ...rest, imageUrl };
    const all = uniqueImages(imageUrl, images);
    return { ...rest, images: all, imageUrl: all[0] ?? '' };
  })
  .superRefine((v, ctx) => {
    if (v.images) checkImageCount(v.images, ctx);
  });
export type UpdateListingInput = z.input<typeof updateListingInputSchema>;
export type UpdateListingData = z.output<typeof updateListingInputSchema>;

export const sellerSummarySchema = z.object({
  id: z.string(),
  display: z.string(),
  handle: z.string(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

/** One listing with everything the detail page shows (docs/product/02-listings.md §2.3 plus counts and the seller). */
export const listingSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  category: z.string().nullable(),
  gender: z.string().nullable(),
  /** As the size filter reads it ("US 8"). */
  size: z.string().nullable(),
  /** As the seller or the imported page wrote it ("M8"), when that differs from `size`: what the page shows. */
  sizeAsWritten: z.string().nullable(),
  color: z.string().nullable(),
  type: z.string().nullable(),
  condition: z.string().nullable(),
  brand: z.string().nullable(),
  styleTags: z.array(z.string()),
  originalUrl: z.string().nullable(),
  sourcePlatform: z.string().nullable(),
  needsPhotos: z.boolean(),
  /** An imported draft Rethread could not place in a category: it cannot be activated until it has one. */
  needsCategory: z.boolean(),
  isActive: z.boolean(),
  isSold: z.boolean(),
  /**
   * To its seller only (null for everyone else): who took it off sale — 'operator' after a report,
   * 'suspension' while their account is suspended — and the operator's reason.
   */
  hiddenBy: z.enum(['operator', 'suspension']).nullable(),
  hiddenNote: z.string().nullable(),
  parcelSize: parcelSizeSchema,
  shippingPayer: shippingPayerSchema,
  /** What the buyer pays for shipping on top of the price: the parcel's rate, or 0 with free shipping. */
  shippingCents: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seller: sellerSummarySchema,
  /** The seller's rating from their reviews, as on the cards: the seller card shows it. */
  sellerRating: ratingSummarySchema,
  /**
   * Until when an accepted offer holds the listing for its buyer (RESERVATION_HOURS after it was
   * accepted; ISO 8601), or null: meanwhile nobody else may buy it or have an offer accepted.
   */
  reservedUntil: z.string().nullable(),
  /** The seller's bundle discount tiers, lowest first ([] for none): "Bundle 2+ and save 10%". */
  bundleTiers: bundleTiersReplySchema,
  /**
   * Present only on a draft (src/shared/drafts.ts), which only its seller reads: what is not given yet
   * reads as empty ('' title and description, 0 cents, no photos) until it is published.
   */
  isDraft: z.literal(true).optional(),
  /** While the seller is away (src/shared/away.ts), until when (ISO 8601) and their note; else null. */
  awayUntil: z.string().nullable(),
  awayMessage: z.string().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingReplySchema = z.object({ listing: listingSchema });
export type ListingReply = z.infer<typeof listingReplySchema>;

/** POST /api/upload-images: stored photos, plus per-file problems when some files were refused. */
export const uploadedImagesSchema = z.object({
  images: z.array(z.object({ url: z.string() })),
  errors: z.array(z.string()).optional(),
});

/** A refused upload: the usual `{ error, code }` plus every file's own problem, for the toast. */
export const uploadRefusedSchema = apiErrorSchema
  .extend({ errors: z.array(z.string()).optional() })
  .meta({ id: 'UploadRefused' });
export type UploadedImages = z.infer<typeof uploadedImagesSchema>;

export const UPLOAD_MAX_FILES = MAX_IMAGES_PER_LISTING;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may have (width × height), checked from the file's header before any
 * decoding: a 170 KB PNG can claim 40 megapixels and cost hundreds of MB to decode.
 * 25 MP admits every phone's and most cameras' normal photos — 12 MP (4032×3024), the 24 MP of
 * recent iPhones (5712×4284) and 24 MP cameras (6000×4000) — while a phone's optional full-resolution
 * mode (48–200 MP) must be saved smaller first. Listings show photos at 1280 px at most anyway.
 */
export const UPLOAD_MAX_PIXELS = 25_000_000;
