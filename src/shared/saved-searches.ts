import { z } from 'zod';
import { plainText } from './text-rules.js';

/**
 * Saved searches: a person keeps a search and its filters; listings that start matching it
 * bring a notification (and, when they want it, one e-mail a day listing them). At most
 * MAX_SAVED_SEARCHES each; the same search is saved once.
 */

export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_NAME_MAX = 100;

/** The search page's words and filters, as its URL carries them (the browse query's strings). */
export const SAVED_SEARCH_FIELDS = [
  'search',
  'category',
  'type',
  'color',
  'condition',
  'minPrice',
  'maxPrice',
  'sizes',
] as const;
export type SavedSearchField = (typeof SAVED_SEARCH_FIELDS)[number];
export type SavedSearchQuery = Partial<Record<SavedSearchField, string>>;

export const savedSearchMessages = {
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  alreadySaved: 'You have already saved this search',
  empty: 'Type something to search for or choose a filter first',
  nameTooLong: `A name can be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  // Toasts and the page's words.
  saved: 'Search saved',
  savedDescription: 'We will tell you when new listings match it.',
  deleted: 'Saved search deleted',
  saveThisSearch: 'Save this search',
  emailSwitch: 'E-mail me new matches',
  emailDigestNotBoolean: 'Say whether to e-mail new matches: true or false',
} as const;

const field = z
  .string()
  .refine(...plainText('Search'))
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

export const savedSearchQuerySchema = z.strictObject(
  Object.fromEntries(SAVED_SEARCH_FIELDS.map((f) => [f, field])) as Record<SavedSearchField, typeof field>,
);

/** POST /api/saved-searches */
export const createSavedSearchInputSchema = z.strictObject({
  query: savedSearchQuerySchema,
  /** Shown in the list and the alerts; the search's words (or "All listings") when left out. */
  name: z
    .string({ error: savedSearchMessages.nameTooLong })
    .refine(...plainText('Name'))
    .trim()
    .max(SAVED_SEARCH_NAME_MAX, { error: savedSearchMessages.nameTooLong })
    .optional(),
  emailDigest: z.boolean().optional(),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInputSchema>;

/** PATCH /api/saved-searches/{id}: whether the daily e-mail lists this search's new matches. */
export const updateSavedSearchInputSchema = z.strictObject({
  emailDigest: z.boolean({ error: savedSearchMessages.emailDigestNotBoolean }),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  emailDigest: z.boolean(),
  createdAt: z.string(),
  /** Where the search page shows it: /search?… (or /browse?…) with the same words and filters. */
  url: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchReplySchema = z.object({ savedSearch: savedSearchSchema });
export const savedSearchesReplySchema = z.object({ savedSearches: z.array(savedSearchSchema) });
