import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { escapeHtml, scriptJson } from './html.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let listingId: string;
let hiddenId: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://rethread.example' });
  seller = await signUp(app);
  const rows = await app.ctx.db
    .insert(listings)
    .values([
      {
        sellerId: seller.user.id,
        title: "Levi's 501 jeans <script>alert(1)</script>",
        description: 'Faded indigo, W30 L32, no rips.',
        priceCents: 4500,
        brand: "Levi's",
        size: 'M',
        condition: 'Used',
        imageUrl: '/uploads/abcdefghijklmnop/1280.webp',
        images: ['/uploads/abcdefghijklmnop/1280.webp'],
      },
      { sellerId: seller.user.id, title: 'Draft', description: 'Hidden', priceCents: 100, isActive: false },
    ])
    .returning({ id: listings.id });
  listingId = rows[0]!.id;
  hiddenId = rows[1]!.id;
});
afterAll(async () => {
  await app.dispose();
});

const page = (url: string) => app.inject({ method: 'GET', url });

describe('share metadata in the page shell', () => {
  it('gives a listing page its title, description, canonical link, OpenGraph, Twitter and Product data', async () => {
    const res = await page(`/listing/${listingId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Levi&#39;s 501 jeans &lt;script&gt;alert(1)&lt;/script&gt; — $45.00 | Rethread</title>',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(`<link rel="canonical" href="https://rethread.example/listing/${listingId}" />`);
    expect(html).toContain(
      '<meta property="og:image" content="https://rethread.example/uploads/abcdefghijklmnop/1280.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta name="description" content="Levi&#39;s · size M · Used\. Faded indigo/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'Offer',
        price: '45.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    const initial = JSON.parse(
      /<script type="application\/json" id="rethread-initial-data">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(initial[`/api/listings/${listingId}`].listing.id).toBe(listingId);
    expect(html).toContain('rel="preload" as="image" href="/uploads/abcdefghijklmnop/640.webp"');
    // The alias path carries the same canonical link.
    expect((await page(`/listings/${listingId}`)).body).toContain(
      `href="https://rethread.example/listing/${listingId}"`,
    );
  });

  it('answers 404 with the generic shell for inactive, unknown and malformed listings and unknown profiles', async () => {
    for (const url of [
      `/listing/${hiddenId}`,
      '/listing/00000000-0000-4000-8000-000000000000',
      '/listing/%3Cx%3E',
      '/listings/00000000-0000-4000-8000-000000000000',
      '/profile/nobody_by_this_name',
      '/profile/%3Cx%3E',
    ]) {
      const res = await page(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('og:title');
    }
    // Like any unknown path.
    expect((await page('/no-such-page')).statusCode).toBe(404);
    // The seller may open their own inactive listing.
    const own = await app.inject({
      method: 'GET',
      url: `/listing/${hiddenId}`,
      headers: { cookie: seller.cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('describes a profile page', async () => {
    const html = (await page(`/profile/${seller.user.handle}`)).body;
    expect(html).toContain(`(@${seller.user.handle}) | Rethread</title>`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
  });

  it('titles the trending page from its filters and embeds its first page', async () => {
    const html = (await page('/trending?search=jeans&category=Jeans')).body;
    expect(html).toContain('<title>Search Results for &quot;jeans&quot; | Rethread</title>');
    expect(html).toMatch(
      /<meta name="description" content="Pre-loved fashion matching &quot;jeans&quot; Jeans/,
    );
    const initial = JSON.parse(/id="rethread-initial-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(initial['/api/listings?search=jeans&category=Jeans'].listings).toHaveLength(1);
    // The first card's photo is fetched with the HTML, as the card's <img> asks for it.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/abcdefghijklmnop/640.webp" imagesrcset="/uploads/abcdefghijklmnop/320.webp 320w, /uploads/abcdefghijklmnop/640.webp 640w" imagesizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" fetchpriority="high" />',
    );
    // Bad filters still get a page, just without embedded data.
    const bad = await page('/trending?minPrice=9&maxPrice=1');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('<title>Trending Items | Rethread</title>');
  });
});

describe('the signed-in user in every shell', () => {
  const initialData = (html: string) =>
    JSON.parse(/id="rethread-initial-data">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

  it('is null for visitors and the user for a signed-in person, on any page', async () => {
    expect(initialData((await page('/help-center')).body)['/api/auth/user']).toBeNull();
    const res = await app.inject({ method: 'GET', url: '/offers', headers: { cookie: seller.cookie } });
    expect(initialData(res.body)['/api/auth/user']).toMatchObject({
      id: seller.user.id,
      handle: seller.user.handle,
    });
    expect(initialData((await page('/no/such/page')).body)['/api/auth/user']).toBeNull();
  });
});

describe('html helpers', () => {
  it('escape attribute values and script JSON', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });

  it('builds canonical and share URLs from the configured origin, whatever Host the request names', async () => {
    for (const headers of [{ host: 'evil.test' }, { 'x-forwarded-host': 'evil.test' }]) {
      const html = (await app.inject({ method: 'GET', url: '/help-center', headers })).body;
      expect(html).toContain('<link rel="canonical" href="https://rethread.example/help-center" />');
      expect(html).toContain('<meta property="og:url" content="https://rethread.example/help-center" />');
      expect(html).not.toContain('evil.test');
    }
    // Without PUBLIC_URL: the address the server listens on.
    const local = await createTestApp();
    try {
      const html = (
        await local.inject({ method: 'GET', url: '/help-center', headers: { host: 'evil.test' } })
      ).body;
      expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/help-center" />');
      expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:3000/help-center" />');
    } finally {
      await local.dispose();
    }
  });

  it('gives the information pages their own title, description and canonical link', async () => {
    const help = (await page('/help-center')).body;
    expect(help).toContain('<title>Help Center | Rethread</title>');
    expect(help).toContain('<meta name="description" content="Answers about buying, selling, fees');
    const policy = (await page('/privacy-policy')).body;
    expect(policy).toContain('<title>Privacy Policy | Rethread</title>');
    expect(policy).toMatch(/<link rel="canonical" href="[^"]*\/privacy" \/>/);
    // A page whose head depends on who is asking keeps the generic shell.
    expect((await page('/offers')).body).not.toContain('og:title');
  });
});
