/**
 * The ids of the blocks the server writes into a page's HTML and the browser reads back
 * (server: features/pages/html.ts; client: lib/initial-data.ts and boot.tsx).
 */

/** First answers keyed by their API URL (docs/product/10-decisions-beyond-the-spec.md §10.14). */
export const INITIAL_DATA_ID = 'rethread-initial-data';

/** The query cache a server render filled (decision 020), for the browser to hydrate with. */
export const QUERY_STATE_ID = 'rethread-query-state';
