import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closetPost } from '../fixtures/generated.js';
import { FIXTURE_URLS } from '../fixtures/fixture-server.js';
import { parseListingPage, parseMercariProfilePage, parsePoshmarkClosetPage } from './index.js';
import { extractAssignedObject, originalPriceFromText, priceTextToCents } from './text.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const page = (name: string) => readFileSync(join(fixtures, name), 'utf8');

describe('price text', () => {
  it('reads thousands separators and a nested original price', () => {
    expect(priceTextToCents('$1,100')).toBe(110_000);
    expect(priceTextToCents('$389.00$399.00')).toBe(38_900);
    expect(originalPriceFromText('$389.00$399.00')).toBe(39_900);
    expect(priceTextToCents('US$ 45.5')).toBe(4_550);
    expect(priceTextToCents('45.00')).toBe(4_500);
    expect(priceTextToCents('free')).toBeNull();
    expect(priceTextToCents('$0.00')).toBeNull();
  });

  it('round-trips any formatted amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const text = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(priceTextToCents(text)).toBe(cents);
        expect(priceTextToCents(`${text}$999,999.99`)).toBe(cents);
      }),
    );
  });
});

describe('embedded state extraction', () => {
  it('cuts the object out of a script that goes on, with braces inside strings', () => {
    const src = 'window.__INITIAL_STATE__ = {"a":{"b":"x}; y {"},"c":[1,2]};window.other = {"d":1};';
    expect(extractAssignedObject(src, 'window.__INITIAL_STATE__')).toEqual({
      a: { b: 'x}; y {' },
      c: [1, 2],
    });
    expect(extractAssignedObject('nothing here', 'window.__INITIAL_STATE__')).toBeUndefined();
    expect(
      extractAssignedObject('window.__INITIAL_STATE__ = {"a": ', 'window.__INITIAL_STATE__'),
    ).toBeUndefined();
  });
});

describe('Mercari item pages', () => {
  it('reads the Apollo cache: cents, refs, photos of this item only', () => {
    const l = parseListingPage(page('mercari-on-sale.html'), FIXTURE_URLS.mercariOnSale, 'mercari')!;
    expect(l.parser).toBe('mercari-next-data');
    expect(l).toMatchObject({
      title: "Levi's 501 Vintage Jeans",
      priceCents: 4500,
      originalPriceCents: 6000,
      brand: "Levi's",
      size: '30',
      color: 'Blue',
      condition: 'Used',
      category: 'Bottoms',
      gender: 'Women',
      isSold: false,
    });
    expect(l.description).toBe('Classic straight leg.\nLight wash, no rips.\n\nWaist 30, inseam 32.');
    // The duplicate photo is dropped and the "you may also like" item's photo never appears.
    expect(l.images).toEqual([
      'https://u-mercari-images.mercdn.net/photos/m12345678901_1.jpg',
      'https://u-mercari-images.mercdn.net/photos/m12345678901_2.jpg',
    ]);
  });

  it('marks a sold_out item sold', () => {
    const l = parseListingPage(page('mercari-sold.html'), FIXTURE_URLS.mercariSold, 'mercari')!;
    expect(l).toMatchObject({ isSold: true, priceCents: 8000, condition: 'New with Tags', color: 'Gray' });
    expect(l.category).toBe('Shoes');
  });

  it('falls back to the data-testid DOM when there is no embedded data', () => {
    const l = parseListingPage(page('mercari-dom-only.html'), FIXTURE_URLS.mercariDomOnly, 'mercari')!;
    expect(l.parser).toBe('mercari-dom');
    expect(l).toMatchObject({ title: 'Coach Leather Tote', priceCents: 38_900, originalPriceCents: 39_900 });
    expect(l.category).toBe('Bags');
    expect(l.images).toHaveLength(1);
    const sold = page('mercari-dom-only.html').replace(
      '</main>',
      '<div data-testid="SoldListing">Sold</div></main>',
    );
    expect(parseListingPage(sold, FIXTURE_URLS.mercariDomOnly, 'mercari')!.isSold).toBe(true);
  });
});

describe('Poshmark listing pages', () => {
  it('reads __INITIAL_STATE__ followed by more script, cover shot first', () => {
    const l = parseListingPage(
      page('poshmark-with-pictures.html'),
      FIXTURE_URLS.poshmarkWithPictures,
      'poshmark',
    )!;
    expect(l.parser).toBe('poshmark-initial-state');
    expect(l).toMatchObject({
      title: 'Madewell Wool Coat',
      priceCents: 110_000,
      originalPriceCents: 145_000,
      brand: 'Madewell',
      size: 'M',
      color: 'Gray',
      category: 'Jackets',
      gender: 'Women',
      condition: 'Used',
      isSold: false,
    });
    expect(l.description).toContain('{fits true to size}');
    expect(l.images).toHaveLength(3);
    expect(l.images[0]).toContain('m_cover.jpg');
    expect(l.images.join()).not.toContain('m_other');
  });

  it('handles an empty pictures list and a sold item', () => {
    const l = parseListingPage(
      page('poshmark-no-pictures.html'),
      FIXTURE_URLS.poshmarkNoPictures,
      'poshmark',
    )!;
    expect(l).toMatchObject({
      priceCents: 2450,
      isSold: true,
      condition: 'New with Tags',
      category: 'Scarves',
    });
    expect(l.images).toEqual([
      'https://di2ponv0v5otw.cloudfront.net/posts/2023/11/02/b1b2c3d4e5f6a7b8c9d0e1f2/m_cover.jpg',
    ]);
  });
});

describe('page-wide fallbacks', () => {
  it('reads a JSON-LD Product inside @graph', () => {
    const l = parseListingPage(page('json-ld.html'), FIXTURE_URLS.jsonLd, 'poshmark')!;
    expect(l.parser).toBe('json-ld');
    expect(l).toMatchObject({
      title: 'Everlane Cashmere Sweater',
      priceCents: 6800,
      brand: 'Everlane',
      color: 'Brown',
    });
    expect(l.images).toHaveLength(2);
  });

  it('reads OpenGraph with product:price:amount "1,100"', () => {
    const l = parseListingPage(page('og-only.html'), FIXTURE_URLS.openGraphOnly, 'poshmark')!;
    expect(l.parser).toBe('open-graph');
    expect(l).toMatchObject({ title: 'Gucci Marmont Belt', priceCents: 110_000, category: 'Belts' });
  });

  it('reads the visible heading and price as a last resort', () => {
    const l = parseListingPage(page('visible-text.html'), FIXTURE_URLS.visibleText, 'poshmark')!;
    expect(l.parser).toBe('visible-text');
    expect(l).toMatchObject({ title: 'Frye Harness Boots', priceCents: 110_000, category: 'Shoes' });
  });

  it('answers null for a page without a listing, and never throws on junk', () => {
    expect(parseListingPage('<html><h1>Hi</h1></html>', FIXTURE_URLS.notAListing, 'poshmark')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (junk) => {
        expect(() => parseListingPage(junk, FIXTURE_URLS.notAListing, 'mercari')).not.toThrow();
      }),
      { numRuns: 50 },
    );
  });
});

describe('closets and profiles', () => {
  it('turns a closet API page into items with a cursor; an empty page ends it', () => {
    const data = [closetPost('fixture_closet', 0), closetPost('fixture_closet', 2)];
    const p = parsePoshmarkClosetPage({ data, more: { next_max_id: '48' } }, FIXTURE_URLS.closet)!;
    expect(p.next).toBe('48');
    expect(p.items).toHaveLength(2);
    expect(p.items[0]!.url).toMatch(/^https:\/\/poshmark\.com\/listing\/[a-z0-9-]+-[0-9a-f]{24}$/);
    expect(p.items.map((i) => i.isActive)).toEqual([true, false]);
    expect(
      parsePoshmarkClosetPage({ data: [], more: { next_max_id: '96' } }, FIXTURE_URLS.closet)!.next,
    ).toBeNull();
    expect(parsePoshmarkClosetPage({ nope: 1 }, FIXTURE_URLS.closet)).toBeNull();
  });

  it('reads a Mercari profile page and its next-page cursor', async () => {
    const { renderMercariProfilePage } = await import('../fixtures/generated.js');
    const p = parseMercariProfilePage(renderMercariProfilePage('555000', null), FIXTURE_URLS.mercariProfile)!;
    expect(p.items).toHaveLength(20);
    expect(p.items[0]!.url).toMatch(/^https:\/\/www\.mercari\.com\/us\/item\/m\d+\/$/);
    expect(p.next).toContain('after=');
    expect(p.items.filter((i) => !i.isActive)).toHaveLength(5);
  });
});

describe('control characters in a scraped page', () => {
  it('are dropped from every text field instead of failing the import', () => {
    const html = page('json-ld.html')
      .replace('"name":"Everlane Cashmere Sweater"', '"name":"Everlane\\u0007 Cashmere\\u0000 Sweater"')
      .replace('"name":"Everlane"}', '"name":"Ever\\u001blane"}')
      .replace('Crew neck, oatmeal colour.', 'Crew neck,\\u0008 oatmeal colour.');
    const parsed = parseListingPage(html, FIXTURE_URLS.jsonLd, 'poshmark');
    expect(parsed?.title).toBe('Everlane Cashmere Sweater');
    expect(parsed?.brand).toBe('Everlane');
    expect(parsed?.description).toBe('Crew neck, oatmeal colour.');
  });
});
