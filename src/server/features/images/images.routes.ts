import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesApi } from '#shared/api/images.js';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#shared/listings.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { receiveUploads, uploadMessages } from './images.service.js';

// Generous for a seller photographing a wardrobe, tight enough that one account cannot fill the disk.
const UPLOAD_REQUESTS_PER_WINDOW = 40;
const UPLOAD_WINDOW_SECONDS = 10 * 60;

const variantParams = z.object({ id: z.string(), file: z.string() });
const VARIANT_ID = /^[A-Za-z0-9_-]{16,64}$/;
const VARIANT_FILES = new Set(['320.webp', '640.webp', '1280.webp']);

/** POST /api/upload-images and the photos themselves under /uploads (docs/product/12-engineering.md §12.1). */
export function imagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered inside this plugin only, so no other route accepts multipart bodies by accident.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        // One more than allowed, so the service sees the 11th file and answers the spec's message.
        files: UPLOAD_MAX_FILES + 1,
        fields: 20,
        fieldSize: 1024,
        parts: 40,
        headerPairs: 50,
      },
    });

    defineRoute(app, imagesApi.upload, async ({ request, reply, user }) => {
      await consumeRateLimit(
        ctx.db,
        `upload:${user.id}`,
        UPLOAD_REQUESTS_PER_WINDOW,
        UPLOAD_WINDOW_SECONDS,
        uploadMessages.rateLimited,
      );
      if (!request.isMultipart()) throw badRequest(uploadMessages.notMultipart);
      const { urls, errors } = await receiveUploads(ctx, user.id, request.parts());
      if (urls.length === 0) {
        // Nothing stored: still a body with `error`, plus every file's own problem for the toast.
        const error = errors.length === 1 ? errors[0]! : `No photos were uploaded: ${errors.join('; ')}`;
        return reply.status(400).send({ error, code: 'VALIDATION_ERROR', errors });
      }
      return {
        images: urls.map((url) => ({ url })),
        ...(errors.length ? { errors } : {}),
      };
    });

    app.get('/uploads/:id/:file', { schema: { params: variantParams } }, async (request, reply) => {
      const { id, file: name } = request.params;
      // Anything but our own key shape is simply not found: never a path handed to the disk.
      const valid = VARIANT_ID.test(id) && VARIANT_FILES.has(name);
      const storage = ctx.storage;
      const direct = valid ? storage.publicUrl(`${id}/${name}`) : undefined;
      // A bucket behind a CDN serves its own photos; a day's cache lets a moved CDN take effect.
      if (direct) return reply.header('cache-control', 'public, max-age=86400').redirect(direct, 302);
      const file = valid ? await storage.read(`${id}/${name}`) : undefined;
      if (!file) throw notFound('Image not found');
      // The URL names the content (a new photo gets a new random id), so it can be cached forever.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', file.size)
        .type('image/webp')
        .send(file.stream);
    });
  };
}
