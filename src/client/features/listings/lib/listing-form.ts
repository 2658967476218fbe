import { z } from 'zod';
import { GENDERS, LISTING_CATEGORIES } from '#shared/constants';
import {
  LISTING_LIMITS,
  listingMessages,
  type CreateListingInput,
  type UpdateListingInput,
} from '#shared/listings';
import { dollarsToCents } from '#shared/money';
import {
  DEFAULT_PARCEL_SIZE,
  DEFAULT_SHIPPING_PAYER,
  PARCEL_SIZES,
  SHIPPING_PAYERS,
  type ParcelSize,
  type ShippingPayer,
} from '#shared/shipping';
import { normalizeStyleTags } from '#shared/style-tags';

/**
 * The listing form and the edit dialog (docs/product/02-listings.md §2.1, §2.5): what a person types (price in dollars), the
 * spec's messages, and the payload the API receives (price in cents, trimmed text, empty optional
 * fields left out).
 */

/** Dollars with at most two decimals that round to at least one cent. */
function priceField(message: string) {
  return z
    .string()
    .trim()
    .refine((v) => /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(v) && (dollarsToCents(v) ?? 0) >= 1, {
      error: message,
    })
    .refine((v) => (dollarsToCents(v) ?? 0) <= LISTING_LIMITS.priceCentsMax, {
      error: listingMessages.priceTooHigh,
    });
}

const optionalChoice = <T extends readonly string[]>(options: T) =>
  z.union([z.literal(''), z.enum(options)], { error: 'Please choose an option from the list' });

const baseFields = {
  title: z
    .string()
    .trim()
    .min(1, listingMessages.titleRequired)
    .max(LISTING_LIMITS.titleMax, listingMessages.titleTooLong),
  description: z
    .string()
    .trim()
    .min(1, listingMessages.descriptionRequired)
    .max(LISTING_LIMITS.descriptionMax, listingMessages.descriptionTooLong),
  category: optionalChoice(LISTING_CATEGORIES),
  gender: optionalChoice(GENDERS),
  size: z
    .string()
    .trim()
    .max(LISTING_LIMITS.sizeMax, `Size must be at most ${LISTING_LIMITS.sizeMax} characters`),
  color: z
    .string()
    .trim()
    .max(LISTING_LIMITS.colorMax, `Color must be at most ${LISTING_LIMITS.colorMax} characters`),
  brand: z
    .string()
    .trim()
    .max(LISTING_LIMITS.brandMax, `Brand must be at most ${LISTING_LIMITS.brandMax} characters`),
  // The form offers the filters' conditions (docs/product/03-search.md §3.6); an imported listing may carry another wording,
  // which the edit dialog keeps rather than clearing.
  condition: z
    .string()
    .trim()
    .max(LISTING_LIMITS.conditionMax, `Condition must be at most ${LISTING_LIMITS.conditionMax} characters`),
  styleTags: z.array(z.string()),
  parcelSize: z.enum(PARCEL_SIZES),
  shippingPayer: z.enum(SHIPPING_PAYERS),
};

/** The create page's form: price 'at least $0.01', the isSold checkbox. */
export const createListingFormSchema = z.object({
  ...baseFields,
  priceDollars: priceField('Price must be at least $0.01'),
  isSold: z.boolean(),
});
export type CreateListingForm = z.input<typeof createListingFormSchema>;

/** The edit dialog's form: 'Price must be greater than 0' (docs/product/02-listings.md §2.5). */
export const editListingFormSchema = z.object({
  ...baseFields,
  priceDollars: priceField(listingMessages.pricePositive),
});
export type EditListingForm = z.input<typeof editListingFormSchema>;

export const emptyCreateForm: CreateListingForm = {
  title: '',
  description: '',
  priceDollars: '',
  category: '',
  gender: '',
  size: '',
  color: '',
  brand: '',
  condition: '',
  styleTags: [],
  // Follows the category as it is chosen (ListingFields) until the seller picks another size.
  parcelSize: DEFAULT_PARCEL_SIZE,
  shippingPayer: DEFAULT_SHIPPING_PAYER,
  isSold: false,
};

/** The POST body this form builds: always its photos, never a sellerId (the caller adds its own). */
export type ListingPayload = Omit<CreateListingInput, 'sellerId' | 'imageUrl' | 'images'> & {
  imageUrl: string;
  images: string[];
};

type FormCommon = Omit<CreateListingForm, 'isSold'> & { isSold?: boolean };

const OPTIONAL_TEXT = ['category', 'gender', 'size', 'color', 'brand', 'condition'] as const;

/**
 * The POST body: trimmed text, cents rounded from dollars, images with the main one first; empty
 * strings and an empty styleTags list are omitted (docs/product/02-listings.md §2.5).
 */
export function toCreatePayload(values: FormCommon, images: readonly string[]): ListingPayload {
  const unique = [...new Set(images)];
  const payload: ListingPayload = {
    title: values.title.trim(),
    description: values.description.trim(),
    priceCents: dollarsToCents(values.priceDollars) ?? 0,
    imageUrl: unique[0] ?? '',
    images: unique,
    parcelSize: values.parcelSize,
    shippingPayer: values.shippingPayer,
  };
  for (const key of OPTIONAL_TEXT) {
    const value = values[key].trim();
    if (value) payload[key] = value;
  }
  const tags = normalizeStyleTags(values.styleTags);
  if (tags.length) payload.styleTags = tags;
  if (values.isSold !== undefined) payload.isSold = values.isSold;
  return payload;
}

/**
 * The PATCH body: like the POST body, except that a field the person emptied is sent as null (an
 * omitted field would keep its old value) and an emptied tag list as [].
 */
export function toEditPayload(
  values: FormCommon,
  photos: { imageUrl: string; images: string[] },
): UpdateListingInput {
  // Sold is not edited here.
  const { isSold: _isSold, ...payload } = toCreatePayload(values, photos.images);
  const patch: UpdateListingInput = {
    ...payload,
    imageUrl: photos.imageUrl,
    styleTags: payload.styleTags ?? [],
  };
  for (const key of OPTIONAL_TEXT) if (!(key in payload)) patch[key] = null;
  return patch;
}

/** A listing's stored values as the edit form shows them. */
export function toEditForm(listing: {
  title: string;
  description: string;
  priceCents: number;
  category: string | null;
  gender: string | null;
  size: string | null;
  color: string | null;
  brand: string | null;
  condition: string | null;
  styleTags: string[];
  parcelSize: ParcelSize;
  shippingPayer: ShippingPayer;
}): EditListingForm {
  const pick = <T extends readonly string[]>(options: T, value: string | null) =>
    value && (options as readonly string[]).includes(value) ? (value as T[number]) : '';
  return {
    title: listing.title,
    description: listing.description,
    priceDollars: (listing.priceCents / 100).toFixed(2),
    category: pick(LISTING_CATEGORIES, listing.category),
    gender: pick(GENDERS, listing.gender),
    size: listing.size ?? '',
    color: listing.color ?? '',
    brand: listing.brand ?? '',
    condition: listing.condition ?? '',
    styleTags: listing.styleTags,
    parcelSize: listing.parcelSize,
    shippingPayer: listing.shippingPayer,
  };
}
