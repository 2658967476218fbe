import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importsApi } from '#shared/api/imports.js';
import { csvImportReplySchema } from '#shared/imports-csv.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import { getCsvImport, submitCsvImport } from './imports.csv-jobs.js';
import * as imports from './imports.service.js';

/** Import: one listing, a closet, bulk jobs and CSV (docs/product/06-imports.md §6.2). Every call needs sign-in. */
export function importsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Sign-in is checked before the body, so a visitor learns nothing from validation messages.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });

    app.route({
      ...routeOf(importsApi.scrapeListing),
      handler: async (request) => imports.scrapeListing(ctx, requireUser(request).id, request.body.url),
    });

    app.route({
      ...routeOf(importsApi.scrapeProfile),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return imports.scrapeProfile(ctx, requireUser(request).id, request.body.url);
      },
    });

    app.route({
      ...routeOf(importsApi.thumbnail),
      handler: async (request, reply) => {
        requireUser(request);
        const body = await imports.importThumbnail(ctx, request.query.u, request.query.s);
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    });

    app.route({
      ...routeOf(importsApi.createBulkJob),
      handler: async (request, reply) => {
        const created = await imports.createBulkJob(ctx, requireUser(request).id, request.body.listingUrls);
        return reply.status(201).send(created);
      },
    });

    app.route({
      ...routeOf(importsApi.getBulkJob),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          job: await imports.getJob(ctx, requireUser(request).id, request.params.id),
        };
      },
    });

    app.route({
      ...routeOf(importsApi.cancelBulkJob),
      handler: async (request) => ({
        success: true as const,
        job: await imports.cancelJob(ctx, requireUser(request).id, request.params.id),
      }),
    });

    // 200: the file is imported and this is the result; 202: it goes on as a job the client polls.
    const importCsv = routeOf(importsApi.importCsv);
    app.route({
      ...importCsv,
      schema: { ...importCsv.schema, response: { ...importCsv.schema.response, 202: csvImportReplySchema } },
      // A thousand rows of text need more than the default 1 MB body limit.
      bodyLimit: 5 * 1024 * 1024,
      handler: async (request, reply) => {
        const { reply: body, finished } = await submitCsvImport(
          ctx,
          request.log,
          requireUser(request).id,
          request.body,
        );
        return reply.status(finished ? 200 : 202).send(body);
      },
    });

    app.route({
      ...routeOf(importsApi.getCsvJob),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          job: await getCsvImport(ctx, requireUser(request).id, request.params.id),
        };
      },
    });
  };
}
