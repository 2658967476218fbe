/**
 * What the seller reads on a draft imported without a category (listing page, edit screen, import
 * result). Its own module without zod: the listing page shows it, and its first download must not
 * carry the schemas of src/shared/listings.ts.
 */
export const NEEDS_CATEGORY_DRAFT_MESSAGE =
  'This draft needs a category: Rethread could not place it in one of its categories. Choose one, then activate it.';
