import { states } from 'states-us';
import { z } from 'zod';
import { idParams } from './ids.js';
import { plainText } from './text-rules.js';

/**
 * Postal addresses people keep: where a buyer's parcel goes and where a seller ships from.
 * The United States only for now; the `country` field is there so other countries can come later
 * without changing the shape.
 */

/** A person keeps at most this many; past it they delete one first (the form stays a short list). */
export const MAX_ADDRESSES = 20;
export const ADDRESS_NAME_MAX_LENGTH = 100;
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const ADDRESS_CITY_MAX_LENGTH = 60;

/** The only country accepted for now. */
export const ADDRESS_COUNTRY = 'US';

/**
 * The two-letter USPS codes of the 50 states, DC and the territories, with their names for the form's
 * select, from the `states-us` package rather than a table kept by hand here.
 */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = states.map((s) => ({
  code: s.abbreviation,
  name: s.name.replace(' Of ', ' of '),
}));
const STATE_CODES = new Set(US_STATES.map((s) => s.code));

/** True when `code` is the USPS code of a state, DC or a territory ("ca" counts: it is upper-cased first). */
export const isUsStateCode = (code: string): boolean => STATE_CODES.has(code.trim().toUpperCase());

/**
 * A ZIP code: five digits, or ZIP+4 ("12345-6789"). One pattern, not a table, so no library: the
 * postcode libraries ship every country's patterns to the browser to check this one.
 */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const addressMessages = {
  notFound: 'Address not found',
  nameRequired: 'Enter the name of the person the parcel is for',
  nameTooLong: `Name can be at most ${ADDRESS_NAME_MAX_LENGTH} characters`,
  line1Required: 'Enter the street address',
  lineTooLong: `Address lines can be at most ${ADDRESS_LINE_MAX_LENGTH} characters`,
  cityRequired: 'Enter the city',
  cityTooLong: `City can be at most ${ADDRESS_CITY_MAX_LENGTH} characters`,
  stateInvalid: 'Choose a US state, DC or territory',
  zipInvalid: 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789',
  countryUnsupported: 'Only addresses in the United States are supported for now',
  isDefaultInvalid: 'isDefault must be true or false',
  tooMany: `You can keep at most ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`,
  keepDefault: 'Your default address stays the default until you make another address the default',
  // Toasts and the address book's own words.
  created: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  madeDefault: 'Default address changed',
  empty: 'You have no saved addresses yet.',
  defaultPasses: 'Your most recent other address becomes the default.',
  saveFailed: 'Failed to save the address',
  deleteFailed: 'Failed to delete the address',
  loadFailed: 'Failed to load your addresses',
} as const;

/** Free text of one address field: plain text, trimmed, required or not, bounded. */
const textField = (label: string, max: number, tooLong: string, required?: string) => {
  const base = z
    .string({ error: required ?? tooLong })
    .refine(...plainText(label))
    .trim()
    .max(max, { error: tooLong });
  return required ? base.min(1, { error: required }) : base;
};

const nameSchema = textField(
  'Name',
  ADDRESS_NAME_MAX_LENGTH,
  addressMessages.nameTooLong,
  addressMessages.nameRequired,
);
const line1Schema = textField(
  'Address',
  ADDRESS_LINE_MAX_LENGTH,
  addressMessages.lineTooLong,
  addressMessages.line1Required,
);
/** Empty or missing means none; the reply says null. */
const line2Schema = textField('Address line 2', ADDRESS_LINE_MAX_LENGTH, addressMessages.lineTooLong)
  .nullable()
  .transform((v) => (v ? v : null));
const citySchema = textField(
  'City',
  ADDRESS_CITY_MAX_LENGTH,
  addressMessages.cityTooLong,
  addressMessages.cityRequired,
);
const stateSchema = z
  .string({ error: addressMessages.stateInvalid })
  .max(20, { error: addressMessages.stateInvalid })
  .refine(isUsStateCode, { error: addressMessages.stateInvalid })
  .transform((v) => v.trim().toUpperCase());
const zipSchema = z
  .string({ error: addressMessages.zipInvalid })
  .max(20, { error: addressMessages.zipInvalid })
  .trim()
  .regex(US_ZIP_PATTERN, { error: addressMessages.zipInvalid });
/** Only 'US' is accepted for now; leaving it out means the United States. */
const countrySchema = z.literal(ADDRESS_COUNTRY, { error: addressMessages.countryUnsupported });
const isDefaultSchema = z.boolean({ error: addressMessages.isDefaultInvalid });

/** POST /api/addresses. A person's first address becomes their default whatever `isDefault` says. */
export const createAddressInputSchema = z.strictObject({
  name: nameSchema,
  line1: line1Schema,
  line2: line2Schema.optional(),
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
  country: countrySchema.default(ADDRESS_COUNTRY),
  isDefault: isDefaultSchema.optional(),
});
export type CreateAddressInput = z.input<typeof createAddressInputSchema>;

/**
 * PATCH /api/addresses/:id: only the fields sent change. `isDefault: true` makes it the default (the
 * old one stops being it); `false` on the default is refused, so a person with addresses always has one.
 */
export const updateAddressInputSchema = z.strictObject({
  name: nameSchema.optional(),
  line1: line1Schema.optional(),
  line2: line2Schema.optional(),
  city: citySchema.optional(),
  state: stateSchema.optional(),
  zip: zipSchema.optional(),
  country: countrySchema.optional(),
  isDefault: isDefaultSchema.optional(),
});
export type UpdateAddressInput = z.input<typeof updateAddressInputSchema>;

/** A malformed id answers 404 "Address not found", as someone else's does. */
export const addressParamsSchema = idParams(addressMessages.notFound);

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.literal(ADDRESS_COUNTRY),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;
export const addressReplySchema = z.object({ address: addressSchema });
