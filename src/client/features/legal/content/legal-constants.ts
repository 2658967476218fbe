/** Figures the legal pages quote (docs/product/09-information-pages.md §9.5). */

export const TERMS_LAST_UPDATED = 'September 18, 2025';
export const PRIVACY_LAST_UPDATED = 'September 18, 2025';

/** Days of notice before a fee change or a material change to the terms takes effect. */
export const NOTICE_DAYS = 30;

/** Members must be at least this old to open an account. */
export const MINIMUM_AGE = 18;
