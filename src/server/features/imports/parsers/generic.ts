import * as cheerio from 'cheerio';
import type { ListingParser, ParsedListing } from './types.js';
import {
  asRecord,
  asString,
  cleanImages,
  cleanText,
  mapCategory,
  mapColor,
  mapCondition,
  originalPriceFromText,
  priceTextToCents,
  titleOnlyFacts,
} from './text.js';

const SOLD_AVAILABILITY = /(soldout|outofstock|discontinued)/i;

function isProduct(node: Record<string, unknown>): boolean {
  const t = node['@type'];
  return t === 'Product' || (Array.isArray(t) && t.includes('Product'));
}

/** Every node of a JSON-LD document, looking through arrays and @graph. */
function* ldNodes(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const v of value) yield* ldNodes(v);
    return;
  }
  const rec = asRecord(value);
  if (!rec) return;
  yield rec;
  if (Array.isArray(rec['@graph'])) yield* ldNodes(rec['@graph']);
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** schema.org Product in <script type="application/ld+json">. */
function parseJsonLd(html: string, pageUrl: string): ParsedListing | null {
  const $ = cheerio.load(html);
  let product: Record<string, unknown> | undefined;
  $('script[type="application/ld+json"]').each((_, el) => {
    if (product) return;
    try {
      for (const node of ldNodes(JSON.parse($(el).text()))) {
        if (isProduct(node)) {
          product = node;
          break;
        }
      }
    } catch {
      // A broken block on the page is skipped; the next parser may still succeed.
    }
  });
  if (!product) return null;
  const offer = asRecord(list(product.offers)[0]);
  const priceCents = priceTextToCents(
    (offer?.price as string | number | undefined) ?? asString(offer?.lowPrice) ?? null,
  );
  const title = cleanText(product.name, 200);
  if (!title || !priceCents) return null;
  const images = list(product.image).map((i) => (typeof i === 'string' ? i : asRecord(i)?.url));
  const brand = asString(product.brand) ?? asString(asRecord(product.brand)?.name);
  const category = asString(product.category);
  return {
    title,
    description: cleanText(product.description, 5000, true),
    priceCents,
    originalPriceCents: null,
    images: cleanImages(images, pageUrl),
    category: mapCategory(category ? [category] : [], title),
    rawCategories: category ? [category] : [],
    gender: null,
    color: mapColor(asString(product.color)),
    size: asString(product.size),
    brand,
    condition: mapCondition(/NewCondition/i.test(String(offer?.itemCondition ?? '')) ? 'new' : null),
    isSold: SOLD_AVAILABILITY.test(String(offer?.availability ?? '')),
  };
}

/** OpenGraph title/description/image with product:price:amount. */
function parseOpenGraph(html: string, pageUrl: string): ParsedListing | null {
  const $ = cheerio.load(html);
  const meta = (name: string) =>
    $(`meta[property="${name}"], meta[name="${name}"]`)
      .map((_, el) => $(el).attr('content'))
      .get()
      .filter((v): v is string => typeof v === 'string');
  const title = cleanText(meta('og:title')[0], 200);
  const priceCents = priceTextToCents(meta('product:price:amount')[0] ?? meta('og:price:amount')[0] ?? null);
  if (!title || !priceCents) return null;
  const availability = meta('product:availability')[0] ?? meta('og:availability')[0] ?? '';
  return {
    title,
    description: cleanText(meta('og:description')[0] ?? meta('description')[0], 5000, true),
    priceCents,
    originalPriceCents: null,
    images: cleanImages(meta('og:image'), pageUrl),
    ...titleOnlyFacts(title),
    brand: asString(meta('product:brand')[0]),
    isSold: /sold|out of stock|oos/i.test(availability),
  };
}

/** Last resort: the page's heading and the first dollar amount near it. */
function parseVisibleText(html: string, pageUrl: string): ParsedListing | null {
  const $ = cheerio.load(html);
  $('script, style, noscript, template').remove();
  const title = cleanText($('h1').first().text(), 200);
  if (!title) return null;
  const main = $('main').length ? $('main').first() : $('body');
  const priceEl = main
    .find('*')
    .filter((_, el) => /^\s*(US)?\$\s?\d/.test($(el).text()) && $(el).children().length <= 2)
    .first();
  const priceText = priceEl.text();
  const priceCents = priceTextToCents(priceText);
  if (!priceCents) return null;
  const original = originalPriceFromText(priceText);
  const description = $('meta[name="description"]').attr('content') ?? main.find('p').first().text() ?? '';
  const images = main
    .find('img')
    .map((_, el) => $(el).attr('src'))
    .get()
    .slice(0, 1);
  return {
    title,
    description: cleanText(description, 5000, true),
    priceCents,
    originalPriceCents: original && original > priceCents ? original : null,
    images: cleanImages(images, pageUrl),
    ...titleOnlyFacts(title),
    isSold: /\bsold\b/i.test(main.find('[class*="sold" i], [data-sold]').text()),
  };
}

export const jsonLdParser: ListingParser = {
  name: 'json-ld',
  platforms: ['poshmark', 'mercari'],
  parse: parseJsonLd,
};
export const openGraphParser: ListingParser = {
  name: 'open-graph',
  platforms: ['poshmark', 'mercari'],
  parse: parseOpenGraph,
};
export const visibleTextParser: ListingParser = {
  name: 'visible-text',
  platforms: ['poshmark', 'mercari'],
  parse: parseVisibleText,
};
