import type { FastifyReply, FastifyRequest } from 'fastify';
import { generationCache, type GenerationCacheOptions } from './generation-cache.js';
import {
  matchesIfNoneMatch,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  publicCache,
  varyOnCookie,
  weakETagOf,
} from './public-cache.js';

/**
 * A short in-process cache of the hottest signed-out answers (browse pages, listing pages, profiles):
 * the bytes already sent once are sent again, without reading the database for them or serialising
 * them anew.
 *
 * Freshness: each answer is labelled with the listings generation read before it was made (migration
 * 0009: the database moves it at the commit of every change a search could see, from any instance or
 * writer). A hit first reads the current generation (one single-row query, shared by every request
 * waiting at that moment) and is used only while it has not moved, so a listing edited, sold or
 * created is never served from here once its commit is visible. Figures the generation does not cover
 * (likes, views, ratings, shipping rates) may be up to `ttlMs` old, well inside the 15 seconds the
 * same answer may already be kept by a CDN (PUBLIC_CACHE_CONTROL).
 *
 * Signed-in people share it where their answer is the same bytes a visitor gets (`sameForSignedIn`):
 * a browse page or an active listing carries nothing of the person asking (their likes come from
 * /api/me/likes). Their own change moves the generation at its commit, so they see it on their next
 * request as everyone does. What differs by person (a seller's own inactive or sold listings) is
 * neither served from here nor kept: the route says so before the handler runs, or the handler marks
 * its answer with `personalAnswer`. A signed-in answer is still sent `private, no-store`.
 */
export type SharedPagesOptions = GenerationCacheOptions & {
  /** Whether a signed-in request's answer is a visitor's (read before the handler runs). */
  sameForSignedIn?: (request: FastifyRequest) => boolean;
};

// Answers a handler found to depend on who asked (the seller's own inactive listing): never kept.
const personal = new WeakSet<FastifyRequest>();

/** Marks this request's answer as about the person asking: the shared cache will not keep it. */
export function personalAnswer(request: FastifyRequest): void {
  personal.add(request);
}

type Entry = { body: string; etag: string; contentType: string };

/**
 * Route hooks: `defineRoute(app, api.x, { sharedPages: options }, handler)` replaces
 * `onSend: publicCache` and keeps its headers (the ETag, Cache-Control, Vary and 304s).
 */
export function sharedPages(options: SharedPagesOptions) {
  const cache = generationCache<Entry>(options);
  // The generation each missed request was made at, to label what it stores.
  const labels = new WeakMap<FastifyRequest, number>();
  // Requests answered from here: their headers are set and their bytes already tagged.
  const served = new WeakSet<FastifyRequest>();

  const cacheable = (request: FastifyRequest, reply: FastifyReply) =>
    request.method === 'GET' &&
    !reply.hasHeader('set-cookie') &&
    (!request.user || options.sameForSignedIn?.(request) === true);

  async function onRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!cacheable(request, reply)) return;
    const found = await cache.lookup(request.url);
    if (!found.hit) {
      if (found.generation !== undefined) labels.set(request, found.generation);
      return;
    }
    const entry = found.value;
    served.add(request);
    varyOnCookie(reply);
    if (request.user) {
      // The same bytes, with the headers a signed-in answer always has: no shared copy downstream.
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.header('content-type', entry.contentType);
      return reply.send(entry.body);
    }
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    reply.header('etag', entry.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.header('content-type', entry.contentType);
    return reply.send(entry.body);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (served.has(request)) return payload;
    const generation = labels.get(request);
    const sent = await publicCache(request, reply, payload);
    if (
      generation !== undefined &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      !personal.has(request) &&
      cacheable(request, reply)
    ) {
      const entry = {
        body: payload,
        etag: String(reply.getHeader('etag') ?? weakETagOf(payload)),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      };
      cache.store(request.url, entry, payload.length, generation);
    }
    return sent;
  }

  return { onRequest, onSend };
}
