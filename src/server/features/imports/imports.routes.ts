import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importsApi } from '#shared/api/imports.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { getCsvImport, submitCsvImport } from './imports.csv-jobs.js';
import * as imports from './imports.service.js';

/** Import: one listing, a closet, bulk jobs and CSV (docs/product/06-imports.md §6.2). Every call needs sign-in. */
export function importsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, importsApi.scrapeListing, async ({ request, user }) =>
      imports.scrapeListing(ctx, user.id, request.body.url),
    );

    defineRoute(app, importsApi.scrapeProfile, async ({ request, user }) => {
      return imports.scrapeProfile(ctx, user.id, request.body.url);
    });

    defineRoute(app, importsApi.thumbnail, async ({ request, reply }) => {
      const body = await imports.importThumbnail(ctx, request.query.u, request.query.s);
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });

    defineRoute(app, importsApi.createBulkJob, async ({ request, user }) => {
      const created = await imports.createBulkJob(ctx, user.id, request.body.listingUrls);
      return created;
    });

    defineRoute(app, importsApi.getBulkJob, async ({ request, user }) => {
      return {
        success: true as const,
        job: await imports.getJob(ctx, user.id, request.params.id),
      };
    });

    defineRoute(app, importsApi.cancelBulkJob, async ({ request, user }) => ({
      success: true as const,
      job: await imports.cancelJob(ctx, user.id, request.params.id),
    }));

    // 200: the file is imported and this is the result; 202: it goes on as a job the client polls.
    // A thousand rows of text need more than the default 1 MB body limit.
    defineRoute(
      app,
      importsApi.importCsv,
      { bodyLimit: 5 * 1024 * 1024 },
      async ({ request, reply, user }) => {
        const { reply: body, finished } = await submitCsvImport(ctx, request.log, user.id, request.body);
        return reply.status(finished ? 200 : 202).send(body);
      },
    );

    defineRoute(app, importsApi.getCsvJob, async ({ request, user }) => {
      return {
        success: true as const,
        job: await getCsvImport(ctx, user.id, request.params.id),
      };
    });
  };
}
