import * as cheerio from 'cheerio';
import type { ListingParser, ParsedListing, ProfileEntry, ProfilePage } from './types.js';
import {
  asRecord,
  asString,
  cleanImages,
  cleanText,
  extractAssignedObject,
  mapCategory,
  mapColors,
  mapCondition,
  mapGender,
  priceTextToCents,
} from './text.js';

export const POSHMARK_PAGE_SIZE = 48;
const STATE_MARKER = 'window.__INITIAL_STATE__';

/** A Poshmark post (listing page or closet API) → our listing; the same shape appears in both. */
export function poshmarkPostToListing(post: Record<string, unknown>, pageUrl: string): ParsedListing | null {
  const title = cleanText(post.title, 200);
  const priceCents = priceTextToCents(asString(asRecord(post.price_amount)?.val));
  if (!title || !priceCents) return null;
  const original = priceTextToCents(asString(asRecord(post.original_price_amount)?.val));
  const catalog = asRecord(post.catalog);
  const department = asString(asRecord(catalog?.department_obj)?.display);
  const category = asString(asRecord(catalog?.category_obj)?.display);
  const rawCategories = [category].filter((c): c is string => Boolean(c));
  // The cover shot always comes first; `pictures` holds the rest and may be empty.
  const pictures = Array.isArray(post.pictures) ? post.pictures : [];
  const images = cleanImages(
    [asRecord(post.cover_shot)?.url_large, ...pictures.map((p) => asRecord(p)?.url_large)],
    pageUrl,
  );
  const colors = Array.isArray(post.colors) ? post.colors : [];
  const status = asString(asRecord(post.inventory)?.status)?.toLowerCase() ?? '';
  const brand = asString(post.brand) ?? asString(asRecord(post.brand_obj)?.display);
  return {
    title,
    description: cleanText(post.description, 5000, true),
    priceCents,
    originalPriceCents: original && original > priceCents ? original : null,
    images,
    category: mapCategory(rawCategories, title),
    rawCategories,
    gender: mapGender(department),
    color: mapColors(colors.map((c) => asString(asRecord(c)?.name))),
    size: asString(asRecord(post.size_obj)?.display) ?? asString(post.size),
    brand,
    condition: mapCondition(asString(post.condition)),
    isSold: status !== '' && status !== 'available',
  };
}

/** `window.__INITIAL_STATE__ = {…};` followed by more script; the item is $_listing_details.listingDetails. */
function parseInitialState(html: string, pageUrl: string): ParsedListing | null {
  const $ = cheerio.load(html);
  let state: Record<string, unknown> | undefined;
  $('script').each((_, el) => {
    const text = $(el).text();
    if (!state && text.includes(STATE_MARKER)) state = asRecord(extractAssignedObject(text, STATE_MARKER));
  });
  const details = asRecord(asRecord(state?.$_listing_details)?.listingDetails);
  return details ? poshmarkPostToListing(details, pageUrl) : null;
}

export const poshmarkStateParser: ListingParser = {
  name: 'poshmark-initial-state',
  platforms: ['poshmark'],
  parse: parseInitialState,
};

/** A closet's username from /closet/<username>. */
export function poshmarkUsername(profileUrl: string): string {
  return new URL(profileUrl).pathname.split('/').filter(Boolean)[1] ?? '';
}

/** The closet API page for a cursor: GET /vm-rest/users/<username>/posts/filtered, 48 a page. */
export function poshmarkClosetApiUrl(profileUrl: string, maxId: string | null): string {
  const u = new URL(profileUrl);
  const api = new URL(`/vm-rest/users/${encodeURIComponent(poshmarkUsername(profileUrl))}/posts/filtered`, u);
  const request: Record<string, unknown> = {
    filters: { inventory_status: ['all'] },
    count: POSHMARK_PAGE_SIZE,
  };
  if (maxId) request.max_id = maxId;
  api.searchParams.set('request', JSON.stringify(request));
  api.searchParams.set('summarize', 'true');
  return api.toString();
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'listing';

/** One closet API answer → items and the next cursor; an empty `data` ends the closet. */
export function parsePoshmarkClosetPage(json: unknown, pageUrl: string): ProfilePage | null {
  const body = asRecord(json);
  if (!body || !Array.isArray(body.data)) return null;
  const items: ProfileEntry[] = [];
  for (const raw of body.data) {
    const post = asRecord(raw);
    const id = asString(post?.id);
    if (!post || !id || !/^[0-9a-f]{24}$/i.test(id)) continue;
    const listing = poshmarkPostToListing(post, pageUrl);
    if (!listing) continue;
    const origin = new URL(pageUrl).origin;
    items.push({
      url: `${origin}/listing/${slug(listing.title)}-${id.toLowerCase()}`,
      title: listing.title,
      priceCents: listing.priceCents,
      thumbUrl: listing.images[0] ?? null,
      isActive: !listing.isSold,
    });
  }
  const next = body.data.length ? asString(asRecord(body.more)?.next_max_id) : null;
  return { items, next };
}
