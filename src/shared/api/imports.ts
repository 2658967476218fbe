import { idParams } from '../ids.js';
import {
  bulkImportJobReplySchema,
  createBulkImportJobInputSchema,
  createBulkImportJobReplySchema,
  importMessages,
  importThumbnailQuerySchema,
  scrapeListingInputSchema,
  scrapeListingReplySchema,
  scrapeProfileInputSchema,
  scrapeProfileReplySchema,
} from '../imports.js';
import { csvImportInputSchema, csvImportJobReplySchema, csvImportReplySchema } from '../imports-csv.js';
import { defineApi } from './endpoint.js';

const jobParams = idParams(importMessages.jobNotFound);
const csvJobParams = idParams(importMessages.csvJobNotFound);

/**
 * Import: one listing, a closet, bulk jobs and CSV (docs/product/06-imports.md §6.2). Every call
 * needs sign-in. A fetch of the other site answers 400 for an address we refuse to fetch, 404 when
 * the page is gone and 422 for the site's own trouble (imports.fetcher.ts).
 */
export const importsApi = defineApi('imports', {
  scrapeListing: {
    method: 'POST',
    path: '/api/scrape-listing',
    summary: 'Read one Poshmark or Mercari listing page; its photos come back re-hosted here',
    auth: 'user',
    body: scrapeListingInputSchema,
    reply: scrapeListingReplySchema,
    errors: [400, 404, 422, 429],
  },
  // One JSON answer once every page is read, not a stream: the server stops paging after ~50 s.
  scrapeProfile: {
    method: 'POST',
    path: '/api/scrape-profile',
    summary: 'Every item of a Poshmark closet or Mercari profile, up to 2,000',
    auth: 'user',
    body: scrapeProfileInputSchema,
    reply: scrapeProfileReplySchema,
    errors: [400, 404, 422, 429],
  },
  thumbnail: {
    method: 'GET',
    path: '/api/import-thumbnail',
    summary: 'A closet thumbnail this server signed, re-encoded as WebP',
    auth: 'user',
    // A signed closet photo does not change; the browser keeps it for the import session.
    cache: 'private, max-age=86400',
    query: importThumbnailQuerySchema,
    produces: 'image/webp',
    errors: [400, 404, 422],
  },
  createBulkJob: {
    method: 'POST',
    path: '/api/bulk-import-jobs',
    summary: 'Queue listing URLs for import; a worker imports them one by one',
    auth: 'user',
    body: createBulkImportJobInputSchema,
    status: 201,
    reply: createBulkImportJobReplySchema,
    errors: [400, 409, 429],
  },
  getBulkJob: {
    method: 'GET',
    path: '/api/bulk-import-jobs/:id',
    summary: "One of the signed-in user's bulk import jobs, with its progress",
    auth: 'user',
    params: jobParams,
    reply: bulkImportJobReplySchema,
    errors: [403, 404],
  },
  cancelBulkJob: {
    method: 'PATCH',
    path: '/api/bulk-import-jobs/:id/cancel',
    summary: 'Cancel a pending or running bulk import job',
    auth: 'user',
    params: jobParams,
    reply: bulkImportJobReplySchema,
    errors: [404, 409],
  },
  /**
   * 200 with the result when the file is imported within the request; otherwise 202 with the
   * progress so far (the same body), and the client polls getCsvJob. The route adds the 202 reply.
   */
  importCsv: {
    method: 'POST',
    path: '/api/listings/import-csv',
    summary: 'Import listings from parsed CSV rows (202 when the import goes on as a job)',
    auth: 'user',
    body: csvImportInputSchema,
    reply: csvImportReplySchema,
    replies: { 202: csvImportReplySchema },
    errors: [400, 429],
  },
  getCsvJob: {
    method: 'GET',
    path: '/api/csv-import-jobs/:id',
    summary: "One of the signed-in user's CSV imports, with its progress",
    auth: 'user',
    params: csvJobParams,
    reply: csvImportJobReplySchema,
    errors: [403, 404],
  },
});
