import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { draftsApi } from '#shared/api/drafts.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as drafts from './listings.drafts.service.js';

/**
 * A seller's listing drafts: list, save again, delete, publish. Saving, reading and editing one go
 * through the listing routes (POST /api/listings `{ draft: true }`, GET and PATCH /api/listings/{id}).
 */
export function draftsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  defineRoute(zapp, draftsApi.list, async ({ user }) => ({ drafts: await drafts.listDrafts(ctx, user.id) }));

  defineRoute(zapp, draftsApi.replace, async ({ request, user }) => ({
    listing: await drafts.replaceDraft(ctx, user.id, request.params.id, request.body),
  }));

  defineRoute(zapp, draftsApi.remove, async ({ request, user }) => {
    await drafts.deleteDraft(ctx, user.id, request.params.id);
  });

  defineRoute(zapp, draftsApi.publish, async ({ request, user }) => ({
    listing: await drafts.publishDraft(ctx, user.id, request.params.id),
  }));
}
