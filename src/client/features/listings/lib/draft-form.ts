import type { DraftFieldsInput } from '#shared/drafts';
import type { Listing } from '#shared/listings';
import { toCreatePayload, toEditForm, type CreateListingForm } from './listing-form';

/**
 * A draft's fields from the listing form as it reads now: what is blank is left out (not given yet),
 * and so is a price that is not a price yet; the server checks the rest like a new listing's.
 */
export function toDraftFields(values: CreateListingForm, images: readonly string[]): DraftFieldsInput {
  const {
    title,
    description,
    priceCents,
    imageUrl: _main,
    images: photos,
    isSold: _sold,
    ...rest
  } = toCreatePayload(values, images);
  return {
    ...rest,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(priceCents > 0 ? { priceCents } : {}),
    ...(photos.length ? { images: photos } : {}),
  };
}

/** A saved draft as the listing form shows it: an unset price (0 cents) is an empty field. */
export function draftToForm(draft: Listing): CreateListingForm {
  const form = toEditForm(draft);
  return { ...form, priceDollars: draft.priceCents > 0 ? form.priceDollars : '', isSold: false };
}
