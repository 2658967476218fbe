import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Signed-out browsing is the same for everyone for a few seconds, so a browser, a CDN or a reverse
 * proxy may keep it briefly and serve it stale while it fetches a fresh copy.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';
/** A signed-in answer carries the person's own likes and may show their inactive listings. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const CACHEABLE_METHODS = new Set(['GET', 'HEAD']);

/** Adds Cookie to Vary: the same URL answers differently once someone signs in. */
export function varyOnCookie(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'cookie')) return;
  reply.header('vary', [...values, 'Cookie'].join(', '));
}

/** A weak validator of the bytes sent: equal bodies, equal tags, whichever server instance answers. */
export function weakETagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): W/ is ignored, and `*` matches any body. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * The `onSend` hook of an endpoint whose definition declares `cache: 'shared'` (http/contract.ts).
 * It runs after the body is serialised and before compression, so it hashes exactly what is sent.
 * Only a signed-out, successful GET/HEAD that sets no cookie becomes shareable, with an ETag and a 304
 * when the caller already has it; a signed-in answer is never stored; errors keep what they had
 * (http/security.ts makes them no-store).
 */
export async function publicCache(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!CACHEABLE_METHODS.has(request.method)) return payload;
  varyOnCookie(reply);
  if (request.user) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  }
  // A reply that sets a cookie (a stale session being cleared) is about this one caller.
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

  const etag = weakETagOf(payload);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  // Nothing follows a 304. Fastify's own HEAD hook, which runs next, measures a string body into a
  // Content-Length (wrong for a 304) and fails on null, but lets an empty stream through untouched.
  return request.method === 'HEAD' ? Readable.from([]) : null;
}
