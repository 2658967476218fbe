import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listings } from '../db/schema.js';
import { gunzipSync } from 'node:zlib';
import { signUp, testDatabaseKind, type TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { PUBLIC_CACHE_CONTROL } from './public-cache.js';
import { sharedRead } from './generation-cache.js';
import { personalAnswer, sharedPages } from './shared-pages.js';

/** A bare server with one cached route, counting how often its handler really ran. */
async function bareServer(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let generation = 1;
  let made = 0;
  let versionReads = 0;
  const server = Fastify();
  server.decorateRequest('user', null);
  server.addHook('onRequest', async (request) => {
    if (request.headers['x-user']) request.user = { id: String(request.headers['x-user']) } as never;
  });
  server.route({
    method: 'GET',
    url: '/page',
    ...sharedPages({ version: async () => (versionReads++, generation), ...options }),
    handler: async () => ({ made: ++made, at: generation }),
  });
  // Shared with signed-in people too, except for the page of user 'own', which is theirs alone.
  server.route({
    method: 'GET',
    url: '/shared',
    ...sharedPages({ version: async () => generation, sameForSignedIn: () => true, ...options }),
    handler: async (request) => {
      if (request.user?.id === 'own') personalAnswer(request);
      return { made: ++made, at: generation };
    },
  });
  await server.ready();
  return {
    server,
    get: (url = '/page', headers: Record<string, string> = {}) =>
      server.inject({ method: 'GET', url, headers }),
    bump: () => void generation++,
    made: () => made,
    versionReads: () => versionReads,
  };
}

afterEach(() => vi.useRealTimers());

describe('the in-process cache of signed-out pages', () => {
  it('sends the same bytes again without running the handler, with the public headers and ETag', async () => {
    const s = await bareServer();
    // A page is kept from its second request: one asked for once takes no slot.
    await s.get();
    const first = await s.get();
    const second = await s.get();
    expect(s.made()).toBe(2);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers.vary).toMatch(/Cookie/);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    const notModified = await s.get('/page', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(s.made()).toBe(2);
  });

  it('reads no generation for a page asked for once, such as a cache-busting parameter', async () => {
    const s = await bareServer();
    for (let i = 0; i < 5; i++) await s.get(`/page?_b=${i}`);
    expect(s.versionReads()).toBe(0);
    await s.get('/page?_b=0');
    expect(s.versionReads()).toBe(1);
  });

  it('makes the page afresh once the listings generation moves', async () => {
    const s = await bareServer();
    await s.get();
    await s.get();
    s.bump();
    expect((await s.get()).json()).toEqual({ made: 3, at: 2 });
    expect((await s.get()).json()).toEqual({ made: 3, at: 2 });
  });

  it('never serves or keeps a signed-in answer', async () => {
    const s = await bareServer();
    await s.get('/page', { 'x-user': 'u1' });
    await s.get('/page', { 'x-user': 'u1' });
    await s.get('/page', { 'x-user': 'u1' });
    expect(s.made()).toBe(3);
    await s.get();
    await s.get();
    expect((await s.get('/page', { 'x-user': 'u1' })).json()).toMatchObject({ made: 6 });
  });

  it('shares a page with signed-in people where the route says theirs is a visitor’s, sent private', async () => {
    const s = await bareServer();
    await s.get('/shared', { 'x-user': 'u1' });
    const kept = await s.get('/shared', { 'x-user': 'u2' });
    expect(s.made()).toBe(2);
    expect(kept.headers['cache-control']).toBe('private, no-store');
    const visitor = await s.get('/shared');
    expect(s.made()).toBe(2);
    expect(visitor.body).toBe(kept.body);
    expect(visitor.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const signedIn = await s.get('/shared', { 'x-user': 'u3' });
    expect(signedIn.body).toBe(kept.body);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it('never keeps an answer the handler marked as the asker’s own', async () => {
    const s = await bareServer();
    for (let i = 0; i < 3; i++) await s.get('/shared?q', { 'x-user': 'own' });
    expect(s.made()).toBe(3);
    await s.get('/shared?q');
    expect(s.made()).toBe(4);
  });

  it('keeps an answer at most its time to live, and each query string apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await bareServer({ ttlMs: 5_000 });
    for (const url of ['/page', '/page', '/page?x=1', '/page?x=1']) await s.get(url);
    expect(s.made()).toBe(4);
    vi.advanceTimersByTime(4_999);
    await s.get();
    await s.get('/page?x=1');
    expect(s.made()).toBe(4);
    vi.advanceTimersByTime(1);
    await s.get();
    expect(s.made()).toBe(5);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const s = await bareServer({ maxEntries: 2 });
    for (const url of ['/page?a', '/page?a', '/page?b', '/page?b']) await s.get(url);
    await s.get('/page?a');
    expect(s.made()).toBe(4);
    await s.get('/page?c');
    await s.get('/page?c');
    expect(s.made()).toBe(6);
    await s.get('/page?a');
    expect(s.made()).toBe(6);
    await s.get('/page?b');
    expect(s.made()).toBe(7);
  });
});

describe('sharedRead', () => {
  it('reads once for requests waiting together, and again for one that arrives during a read', async () => {
    let reads = 0;
    const releases: (() => void)[] = [];
    const read = sharedRead(
      () =>
        new Promise<number>((resolve) => {
          const n = ++reads;
          releases.push(() => resolve(n));
        }),
    );
    const a = read();
    const b = read();
    const c = read();
    expect(reads).toBe(1);
    releases[0]!();
    expect(await a).toBe(1);
    // b and c arrived while the first read was under way: they share one read that began after it.
    expect(reads).toBe(2);
    releases[1]!();
    expect([await b, await c]).toEqual([2, 2]);
    const d = read();
    expect(reads).toBe(3);
    releases[2]!();
    expect(await d).toBe(3);
  });
});

describe('signed-out pages through the app', () => {
  let app: TestApp;
  useTestApp(async (started) => {
    app = started;
  });

  it('shows a price change to the next signed-out visitor at once', async () => {
    const seller = await signUp(app);
    const [row] = await app.ctx.db
      .insert(listings)
      .values({ sellerId: seller.user.id, title: 'Wool coat', description: 'Camel', priceCents: 9000 })
      .returning({ id: listings.id });
    const price = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      const body = res.json() as { listing?: { priceCents: number }; listings?: { priceCents: number }[] };
      return body.listing?.priceCents ?? body.listings?.[0]?.priceCents;
    };
    const detail = `/api/listings/${row!.id}`;
    const browse = `/api/listings?sellerId=${seller.user.id}`;
    expect([await price(detail), await price(browse)]).toEqual([9000, 9000]);
    expect([await price(detail), await price(browse)]).toEqual([9000, 9000]);
    // A writer the app does not know about (a bulk SQL load) is seen too: the database moves the generation.
    await app.ctx.db.update(listings).set({ priceCents: 7000 }).where(eq(listings.id, row!.id));
    expect([await price(detail), await price(browse)]).toEqual([7000, 7000]);
    await app.ctx.db.execute(sql`update listings set is_active = false where id = ${row!.id}`);
    expect((await app.inject({ method: 'GET', url: detail })).statusCode).toBe(404);
  });

  it('shares browse and listing pages with signed-in people, never a seller’s own view', async () => {
    const seller = await signUp(app);
    const reader = await signUp(app);
    const [active, hidden] = await app.ctx.db
      .insert(listings)
      .values([
        // One statement gives both rows one creation time: the minute apart makes 'newest' an order.
        {
          sellerId: seller.user.id,
          title: 'Tweed blazer',
          description: 'Grey',
          priceCents: 6000,
          createdAt: new Date(Date.now() - 60_000),
        },
        { sellerId: seller.user.id, title: 'Silk scarf', description: 'Red', priceCents: 2500, isActive: false },
      ])
      .returning({ id: listings.id });
    const get = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    // The seller's own view of their inactive listing, twice: found, and never kept for anyone else.
    for (let i = 0; i < 2; i++) expect((await get(`/api/listings/${hidden!.id}`, seller.cookie)).statusCode).toBe(200);
    expect((await get(`/api/listings/${hidden!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/listings/${hidden!.id}`, reader.cookie)).statusCode).toBe(404);
    // Their own listings page lists the inactive one; everyone else's does not, kept or not.
    const titles = async (cookie?: string) =>
      ((await get(`/api/listings?sellerId=${seller.user.id}&sort=newest`, cookie)).json() as {
        listings: { title: string }[];
      }).listings.map((l) => l.title);
    expect(await titles(seller.cookie)).toEqual(['Silk scarf', 'Tweed blazer']);
    expect(await titles(seller.cookie)).toEqual(['Silk scarf', 'Tweed blazer']);
    expect(await titles()).toEqual(['Tweed blazer']);
    expect(await titles(reader.cookie)).toEqual(['Tweed blazer']);
    expect(await titles(reader.cookie)).toEqual(['Tweed blazer']);
    // A change is seen by the signed-in reader at once, as by visitors.
    await get(`/api/listings/${active!.id}`, reader.cookie);
    await app.ctx.db.update(listings).set({ priceCents: 5000 }).where(eq(listings.id, active!.id));
    const after = (await get(`/api/listings/${active!.id}`, reader.cookie)).json() as {
      listing: { priceCents: number };
    };
    expect(after.listing.priceCents).toBe(5000);
  });

  it('keeps the plain bytes and compresses them for each caller that asks, reading only the generation', async () => {
    // Only PGlite exposes one client object every statement goes through.
    if (testDatabaseKind !== 'pglite') return;
    const seller = await signUp(app);
    await app.ctx.db.insert(listings).values(
      Array.from({ length: 30 }, (_, i) => ({
        sellerId: seller.user.id,
        title: `Linen shirt ${i}`,
        description: 'Loose, breathable, a long description so the page is worth compressing. '.repeat(3),
        priceCents: 2000 + i,
      })),
    );
    const url = `/api/listings?sellerId=${seller.user.id}&limit=24`;
    const gzip = { 'accept-encoding': 'gzip' };
    // Kept from its second request, compressed for its caller like the first: what is kept is the plain JSON.
    const first = await app.inject({ method: 'GET', url, headers: gzip });
    await app.inject({ method: 'GET', url, headers: gzip });
    const client = (app.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const hit = await app.inject({ method: 'GET', url, headers: gzip });
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(hit.rawPayload).toString())).toEqual(
        JSON.parse(gunzipSync(first.rawPayload).toString()),
      );
      expect(hit.headers.etag).toBe(first.headers.etag);
      const statements = spy.mock.calls.map(([text]) => String(text));
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/listings_generation/);
    } finally {
      spy.mockRestore();
    }
  });
});
