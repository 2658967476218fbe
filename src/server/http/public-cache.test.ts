import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listings } from '../db/schema.js';
import { signUp, type TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, publicCache, weakETagOf } from './public-cache.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let listingId: string;
useTestApp(async (started) => {
  app = started;
  seller = await signUp(app);
  const [row] = await app.ctx.db
    .insert(listings)
    .values({ sellerId: seller.user.id, title: 'Wool coat', description: 'Camel, size M', priceCents: 9000 })
    .returning({ id: listings.id });
  listingId = row!.id;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('public caching of signed-out browsing', () => {
  it('lets a shared cache keep an anonymous browse page, tagged with a hash of its body', async () => {
    const res = await get('/api/listings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.vary).toMatch(/\bCookie\b/);
    expect(res.headers.etag).toBe(weakETagOf(res.body));
  });

  it('answers 304 with no body when the caller already has that page, and 200 when it has another', async () => {
    const first = await get('/api/listings');
    const etag = String(first.headers.etag);
    const again = await get('/api/listings', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-length']).toBeUndefined();

    // A list of tags and the strong form of the same tag match too (weak comparison).
    const listed = await get('/api/listings', { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);

    const other = await get('/api/listings', { 'if-none-match': 'W/"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('changes the tag when the listing changes, so a stale copy is replaced', async () => {
    const url = `/api/listings/${listingId}`;
    const before = await get(url);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(before.headers.etag);
    const browseBefore = String((await get('/api/listings')).headers.etag);

    await app.ctx.db.update(listings).set({ priceCents: 7500 }).where(eq(listings.id, listingId));

    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().listing.priceCents).toBe(7500);
    expect(after.headers.etag).not.toBe(etag);
    expect((await get('/api/listings')).headers.etag).not.toBe(browseBefore);
  });

  it('tags public profiles by handle and by id', async () => {
    for (const url of [`/api/users/handle/${seller.user.handle}`, `/api/users/${seller.user.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      expect((await get(url, { 'if-none-match': String(res.headers.etag) })).statusCode, url).toBe(304);
    }
  });

  it('never shares or tags a signed-in answer, even one matching an anonymous tag', async () => {
    const anonymous = await get(`/api/listings/${listingId}`);
    for (const url of ['/api/listings', `/api/listings/${listingId}`, `/api/users/${seller.user.id}`]) {
      const res = await get(url, { cookie: seller.cookie, 'if-none-match': String(anonymous.headers.etag) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.vary, url).toMatch(/\bCookie\b/);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('never tags an error', async () => {
    for (const url of [`/api/listings/${randomUUID()}`, '/api/users/handle/nobody-here-at-all']) {
      const res = await get(url, { 'if-none-match': '*' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('never shares an answer that sets a cookie, nor one to a method other than GET or HEAD', async () => {
    // No public route sets a cookie today; a bare server proves the rule for the day one does.
    const bare = Fastify();
    bare.decorateRequest('user', null);
    bare.route({
      method: ['GET', 'POST'],
      url: '/x',
      onSend: publicCache,
      handler: async (request, reply) => {
        if (request.method === 'GET') reply.header('set-cookie', 'seen=1; Path=/');
        return { same: 'for everyone' };
      },
    });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const res = await bare.inject({ method, url: '/x', headers: { 'if-none-match': '*' } });
        expect(res.statusCode, method).toBe(200);
        expect(res.headers.etag, method).toBeUndefined();
        expect(res.headers['cache-control'], method).toBeUndefined();
      }
    } finally {
      await bare.close();
    }
  });

  it('gives HEAD the same validators as GET, and a 304 for a matching tag', async () => {
    const got = await get('/api/listings');
    const head = await app.inject({ method: 'HEAD', url: '/api/listings' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const cached = await app.inject({
      method: 'HEAD',
      url: '/api/listings',
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(got.headers.etag);
    expect(cached.headers['content-length']).toBeUndefined();
  });

  it('tags the uncompressed body, so gzip and plain copies validate alike', async () => {
    // Enough cards to pass the compression threshold.
    await app.ctx.db.insert(listings).values(
      Array.from({ length: 8 }, (_, i) => ({
        sellerId: seller.user.id,
        title: `Linen shirt ${i}`,
        description: 'White, size L',
        priceCents: 3000 + i,
      })),
    );
    const plain = await get('/api/listings?limit=48');
    const gzipped = await get('/api/listings?limit=48', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(gzipped.headers.vary).toMatch(/\bCookie\b/);
    expect(
      (
        await get('/api/listings?limit=48', {
          'accept-encoding': 'gzip',
          'if-none-match': String(plain.headers.etag),
        })
      ).statusCode,
    ).toBe(304);
  });
});
