import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkImportJobReplySchema,
  createBulkImportJobInputSchema,
  createBulkImportJobReplySchema,
  csvImportInputSchema,
  csvImportJobReplySchema,
  csvImportReplySchema,
  importMessages,
  scrapeListingInputSchema,
  scrapeListingReplySchema,
  scrapeProfileInputSchema,
  scrapeProfileReplySchema,
} from '../../../shared/imports.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/session.js';
import { getCsvImport, submitCsvImport } from './imports.csv-jobs.js';
import * as imports from './imports.service.js';
import { idParams } from '../../../shared/ids.js';

const jobParams = idParams(importMessages.jobNotFound);
const csvJobParams = idParams(importMessages.csvJobNotFound);
const thumbQuery = z.object({ u: z.string().max(2048), s: z.string().max(64) });

/** Import: one listing, a closet, bulk jobs and CSV (docs/product/06-imports.md §6.2). Every call needs sign-in. */
export function importsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Sign-in is checked before the body, so a visitor learns nothing from validation messages.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });

    app.post(
      '/api/scrape-listing',
      { schema: { body: scrapeListingInputSchema, response: { 200: scrapeListingReplySchema } } },
      async (request) => imports.scrapeListing(ctx, requireUser(request).id, request.body.url),
    );

    app.post(
      '/api/scrape-profile',
      { schema: { body: scrapeProfileInputSchema, response: { 200: scrapeProfileReplySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return imports.scrapeProfile(ctx, requireUser(request).id, request.body.url);
      },
    );

    app.get('/api/import-thumbnail', { schema: { querystring: thumbQuery } }, async (request, reply) => {
      requireUser(request);
      const body = await imports.importThumbnail(ctx, request.query.u, request.query.s);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });

    app.post(
      '/api/bulk-import-jobs',
      { schema: { body: createBulkImportJobInputSchema, response: { 201: createBulkImportJobReplySchema } } },
      async (request, reply) => {
        const created = await imports.createBulkJob(ctx, requireUser(request).id, request.body.listingUrls);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/api/bulk-import-jobs/:id',
      { schema: { params: jobParams, response: { 200: bulkImportJobReplySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          job: await imports.getJob(ctx, requireUser(request).id, request.params.id),
        };
      },
    );

    app.patch(
      '/api/bulk-import-jobs/:id/cancel',
      { schema: { params: jobParams, response: { 200: bulkImportJobReplySchema } } },
      async (request) => ({
        success: true as const,
        job: await imports.cancelJob(ctx, requireUser(request).id, request.params.id),
      }),
    );

    app.post(
      '/api/listings/import-csv',
      // A thousand rows of text need more than the default 1 MB body limit.
      {
        bodyLimit: 5 * 1024 * 1024,
        schema: {
          body: csvImportInputSchema,
          response: { 200: csvImportReplySchema, 202: csvImportReplySchema },
        },
      },
      // 200: the file is imported and this is the result; 202: it goes on as a job the client polls.
      async (request, reply) => {
        const { reply: body, finished } = await submitCsvImport(
          ctx,
          request.log,
          requireUser(request).id,
          request.body,
        );
        return reply.status(finished ? 200 : 202).send(body);
      },
    );

    app.get(
      '/api/csv-import-jobs/:id',
      { schema: { params: csvJobParams, response: { 200: csvImportJobReplySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          job: await getCsvImport(ctx, requireUser(request).id, request.params.id),
        };
      },
    );
  };
}
