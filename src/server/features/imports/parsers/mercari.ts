import * as cheerio from 'cheerio';
import type { ListingParser, ParsedListing, ProfileEntry, ProfilePage } from './types.js';
import {
  asRecord,
  asString,
  cleanImages,
  cleanText,
  mapCategory,
  mapCategoryPath,
  mapColor,
  mapCondition,
  mapGender,
  originalPriceFromText,
  priceTextToCents,
  titleOnlyFacts,
} from './text.js';

const SOLD_STATUSES = new Set(['trading', 'sold_out', 'sold']);
type Cache = Record<string, unknown>;

/** Next.js pages embed their data as JSON in <script id="__NEXT_DATA__">; its Apollo cache holds the item. */
function apolloCache(html: string): Cache | undefined {
  const $ = cheerio.load(html);
  const raw = $('script#__NEXT_DATA__').first().text();
  if (!raw) return undefined;
  try {
    const data = asRecord(JSON.parse(raw));
    const state = asRecord(asRecord(asRecord(data?.props)?.pageProps)?.serverState);
    return state as Cache | undefined;
  } catch {
    return undefined;
  }
}

/** Follows an Apollo `{ __ref: 'Type:id' }` to its cache entry (or answers an inline object). */
function deref(cache: Cache, value: unknown): Record<string, unknown> | undefined {
  const rec = asRecord(value);
  if (!rec) return undefined;
  const ref = typeof rec.__ref === 'string' ? rec.__ref : undefined;
  return ref ? asRecord(cache[ref]) : rec;
}

function itemIdFromUrl(pageUrl: string): string | undefined {
  return /\/item\/(m\d+)/i.exec(new URL(pageUrl).pathname)?.[1];
}

/** The item behind ROOT_QUERY['item({"id":"m…"})'] — never another item the page also caches. */
function parseApollo(html: string, pageUrl: string): ParsedListing | null {
  const cache = apolloCache(html);
  const root = asRecord(cache?.ROOT_QUERY);
  if (!cache || !root) return null;
  const id = itemIdFromUrl(pageUrl);
  const key = Object.keys(root).find((k) => k.startsWith('item(') && (!id || k.includes(`"${id}"`)));
  const item = key ? deref(cache, root[key]) : undefined;
  if (!item) return null;
  const title = cleanText(item.name, 200);
  const price = typeof item.price === 'number' && Number.isInteger(item.price) ? item.price : null;
  if (!title || !price || price < 1) return null;
  const name = (field: string) => asString(deref(cache, item[field])?.name);
  // Most pages carry the whole path, department first: [{id, name: 'Men'}, {name: 'Shoes'}, …].
  const hierarchy = (Array.isArray(item.itemCategoryHierarchy) ? item.itemCategoryHierarchy : [])
    .map((c) => asString(deref(cache, c)?.name))
    .filter((c): c is string => Boolean(c));
  const category = deref(cache, item.itemCategory);
  const parentCategory = asString(deref(cache, category?.parent)?.name);
  const rawCategories = hierarchy.length
    ? hierarchy
    : [parentCategory, asString(category?.name)].filter((c): c is string => Boolean(c));
  const photos = Array.isArray(item.photos) ? item.photos : [];
  const status = asString(item.status)?.toLowerCase() ?? '';
  return {
    title,
    description: cleanText(item.description, 5000, true),
    priceCents: price,
    originalPriceCents:
      typeof item.originalPrice === 'number' && item.originalPrice > price ? item.originalPrice : null,
    images: cleanImages(
      photos.map((p) => asRecord(deref(cache, p))?.imageUrl),
      pageUrl,
    ),
    category: hierarchy.length ? mapCategoryPath(hierarchy, title) : mapCategory(rawCategories, title),
    rawCategories,
    gender: mapGender(hierarchy[0] ?? rawCategories.join(' ')),
    color: mapColor(name('color')),
    size: name('itemSize'),
    brand: name('brand'),
    condition: mapCondition(name('itemCondition')),
    isSold: SOLD_STATUSES.has(status) || Boolean(item.lastSoldAt),
  };
}

/** The stable data-testid hooks of the rendered page, for when the embedded data is missing. */
function parseDom(html: string, pageUrl: string): ParsedListing | null {
  const $ = cheerio.load(html);
  const title = cleanText($('[data-testid="ItemName"]').first().text(), 200);
  const priceText = $('[data-testid="ItemPrice"]').first().text();
  const priceCents = priceTextToCents(priceText);
  if (!title || !priceCents) return null;
  const original = originalPriceFromText(priceText);
  const og = $('meta[property="og:image"]')
    .map((_, el) => $(el).attr('content'))
    .get();
  return {
    title,
    description: cleanText($('[data-testid="ItemDetailsDescription"]').first().text(), 5000, true),
    priceCents,
    originalPriceCents: original && original > priceCents ? original : null,
    images: cleanImages(og, pageUrl),
    ...titleOnlyFacts(title),
    isSold: $('[data-testid="SoldListing"]').length > 0,
  };
}

export const mercariApolloParser: ListingParser = {
  name: 'mercari-next-data',
  platforms: ['mercari'],
  parse: parseApollo,
};
export const mercariDomParser: ListingParser = {
  name: 'mercari-dom',
  platforms: ['mercari'],
  parse: parseDom,
};

/**
 * A Mercari profile (/u/<id>) caches the seller's items as ROOT_QUERY['userItems({…})'] with
 * `items[]` (refs to Item summaries) and `pageInfo { hasNextPage, endCursor }`; the next page is the
 * same profile with ?after=<endCursor>.
 */
export function parseMercariProfilePage(html: string, pageUrl: string): ProfilePage | null {
  const cache = apolloCache(html);
  const root = asRecord(cache?.ROOT_QUERY);
  if (!cache || !root) return null;
  const key = Object.keys(root).find((k) => k.startsWith('userItems('));
  const conn = key ? deref(cache, root[key]) : undefined;
  if (!conn) return null;
  const items: ProfileEntry[] = [];
  for (const ref of Array.isArray(conn.items) ? conn.items : []) {
    const it = deref(cache, ref);
    const id = asString(it?.id);
    const price = it?.price;
    if (!it || !id || !/^m\d+$/.test(id) || typeof price !== 'number' || price < 1) continue;
    const thumbs = Array.isArray(it.thumbnails) ? it.thumbnails : [];
    const status = asString(it.status)?.toLowerCase() ?? '';
    items.push({
      url: `https://www.mercari.com/us/item/${id}/`,
      title: cleanText(it.name, 200) || 'Untitled item',
      priceCents: Math.round(price),
      thumbUrl: cleanImages(thumbs, pageUrl)[0] ?? null,
      isActive: status === 'on_sale',
    });
  }
  const pageInfo = asRecord(conn.pageInfo);
  const cursor = pageInfo?.hasNextPage === true ? asString(pageInfo.endCursor) : null;
  let next: string | null = null;
  if (cursor) {
    const u = new URL(pageUrl);
    u.searchParams.set('after', cursor);
    next = u.toString();
  }
  return { items, next };
}
