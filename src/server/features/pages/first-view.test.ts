import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import type { FirstViewRender } from './first-view.js';

// The shell as `vite build` writes it: the app renders into #root.
const clientDir = mkdtempSync(join(tmpdir(), 'rethread-first-view-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Rethread</title></head><body><div id="root"></div></body></html>',
);

const calls: Array<{ url: string; initialData: Record<string, unknown> }> = [];
let failNext = false;

/** Stands in for dist/ssr: the client's own render is tested in src/client/server-entry.test.tsx. */
const renderApp: FirstViewRender = async (url, initialData) => {
  calls.push({ url, initialData });
  if (failNext) {
    failNext = false;
    throw new Error('a component crashed');
  }
  const { '/api/auth/user': _user, ...rest } = initialData;
  const keys = Object.keys(rest);
  return {
    html: `<p>rendered ${url}</p>`,
    queryState: { queries: [{ queryKey: ['/api/auth/user'], state: { data: null } }] },
    // Pretend the render used the user and the first other entry.
    unusedData: Object.fromEntries(keys.slice(1).map((k) => [k, rest[k]])),
  };
};

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let listingId: string;

beforeAll(async () => {
  app = await createTestApp({}, { clientDir, renderApp });
  seller = await signUp(app);
  const [row] = await app.ctx.db
    .insert(listings)
    .values({
      sellerId: seller.user.id,
      title: 'Jeans $` $& $$ </script>',
      description: 'Blue',
      priceCents: 4500,
    })
    .returning({ id: listings.id });
  listingId = row!.id;
});
afterAll(async () => {
  await app.dispose();
});

const page = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe("a visitor's page comes rendered (decision 020)", () => {
  it('puts the markup in #root and the answers it used beside it, leaving only unused first data', async () => {
    calls.length = 0;
    const res = await page(`/listing/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><p>rendered /listing/${listingId}</p></div>`);
    expect(res.body).toContain(
      '<script type="application/json" id="rethread-query-state">{"queries":[{"queryKey":["/api/auth/user"],"state":{"data":null}}]}</script>',
    );
    expect(res.body).toContain('<script type="application/json" id="rethread-initial-data">{}</script>');
    // The render got exactly what the page embeds: the visitor and the listing.
    expect(calls).toHaveLength(1);
    expect(Object.keys(calls[0]!.initialData)).toEqual(['/api/auth/user', `/api/listings/${listingId}`]);
  });

  it('renders the landing page, /trending and the information pages too', async () => {
    for (const url of ['/', '/trending?q=jeans', '/help-center']) {
      const res = await page(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain(`<p>rendered ${url}</p>`);
    }
  });

  it('is compressed like any other answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps what people wrote as text: a $ in a title is not a replacement pattern', async () => {
    const html = (await page(`/listing/${listingId}`)).body;
    expect(html).toContain('<title>Jeans $` $&amp; $$ &lt;/script&gt; — $45.00 | Rethread</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('is not rendered for a signed-in person, for a page without a head, or for an unknown listing', async () => {
    calls.length = 0;
    const signedIn = await page(`/listing/${listingId}`, seller.cookie);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('rethread-query-state');
    expect((await page('/offers')).body).toContain('<div id="root"></div>');
    const unknown = await page('/listing/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(calls).toEqual([]);
  });

  it('sends the plain shell with all its first data when the render fails, and does not keep it', async () => {
    const url = `/listing/${listingId}?from=failing`;
    await page(url);
    failNext = true;
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`"/api/listings/${listingId}":{"listing"`);
    expect((await page(url)).body).toContain(`<p>rendered ${url}</p>`);
  });

  it('renders a page once for a crowd of visitors, and again once a listing changes', async () => {
    const url = `/listing/${listingId}?from=crowd`;
    calls.length = 0;
    for (let i = 0; i < 5; i++) expect((await page(url)).body).toContain(`<p>rendered ${url}</p>`);
    // The first visit is not kept (one-off addresses take no slot); the second is, and serves the rest.
    expect(calls).toHaveLength(2);
    await app.ctx.db.update(listings).set({ priceCents: 4600 }).where(eq(listings.id, listingId));
    await page(url);
    expect(calls).toHaveLength(3);
    expect((await page(url, seller.cookie)).body).not.toContain('rendered');
    expect(calls).toHaveLength(3);
  });
});
