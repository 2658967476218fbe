import type { FastifyRequest } from 'fastify';
import { authApi } from '#shared/api/auth.js';
import { urlOf } from '#shared/api/endpoint.js';
import { listingsApi } from '#shared/api/listings.js';
import { searchApi } from '#shared/api/search.js';
import { usersApi } from '#shared/api/users.js';
import {
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTHS,
  DETAIL_IMAGE_SIZES,
  imageSrcSet,
  imageVariant,
} from '#shared/image-variants.js';
import { formatCents } from '#shared/money.js';
import { LANDING_PAGE_META, staticPageMetaFor } from '#shared/page-meta.js';
import { LANDING_LISTING_COUNT } from '#shared/constants.js';
import { browseQuerySchema } from '#shared/search.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { getListing } from '../listings/listings.service.js';
import { browseListings, listingsVersion } from '../search/search.service.js';
import { getUserByHandle } from '../users/users.service.js';
import { generationCache } from '../../http/generation-cache.js';
import type { RenderedShell } from '../../http/spa.js';
import { renderFirstView, type FirstViewRender } from './first-view.js';
import { insertFirstView, renderHead, type PageHead } from './html.js';
import { trendingHeading } from '#shared/trending-meta.js';

async function listingHead(ctx: AppContext, id: string, viewerId: string | null): Promise<PageHead> {
  const listing = await getListing(ctx, id, viewerId);
  const image = listing.imageUrl ?? listing.images[0];
  const price = formatCents(listing.priceCents);
  const details = [listing.brand, listing.size && `size ${listing.size}`, listing.condition]
    .filter(Boolean)
    .join(' · ');
  return {
    title: `${listing.title} — ${price} | Rethread`,
    description: `${details ? `${details}. ` : ''}${listing.description}`,
    canonicalPath: `/listing/${listing.id}`,
    image,
    type: 'product',
    // Exactly what the page's main photo asks for, so the browser reuses the preloaded file.
    preloadImage: image
      ? { href: imageVariant(image, 640), srcset: imageSrcSet(image), sizes: DETAIL_IMAGE_SIZES }
      : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description: listing.description,
      image: listing.images,
      ...(listing.brand ? { brand: { '@type': 'Brand', name: listing.brand } } : {}),
      ...(listing.category ? { category: listing.category } : {}),
      ...(listing.color ? { color: listing.color } : {}),
      offers: {
        '@type': 'Offer',
        price: (listing.priceCents / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: listing.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        itemCondition:
          listing.condition === 'New with Tags'
            ? 'https://schema.org/NewCondition'
            : 'https://schema.org/UsedCondition',
        seller: { '@type': 'Person', name: listing.seller.display },
      },
    },
    initialData: { [urlOf(listingsApi.get, { params: { id: listing.id } })]: { listing } },
  };
}

async function profileHead(ctx: AppContext, handle: string, viewerId: string | null): Promise<PageHead> {
  const user = await getUserByHandle(ctx, handle, viewerId);
  return {
    title: `${user.display} (@${user.handle}) | Rethread`,
    description:
      user.bio ||
      `Shop ${user.display}'s closet on Rethread: ${user.listingCount} item${user.listingCount === 1 ? '' : 's'}, ${user.followerCount} follower${user.followerCount === 1 ? '' : 's'}.`,
    canonicalPath: `/profile/${user.handle}`,
    image: user.profileImageUrl ?? undefined,
    type: 'profile',
    initialData: { [urlOf(usersApi.byHandle, { params: { handle: user.handle } })]: { user } },
  };
}

async function trendingHead(ctx: AppContext, request: FastifyRequest, search: string): Promise<PageHead> {
  const params = Object.fromEntries(new URLSearchParams(search));
  const parsed = browseQuerySchema.safeParse(params);
  const { title, description } = trendingHeading(parsed.success ? parsed.data : {});
  const head: PageHead = { title: `${title} | Rethread`, description, canonicalPath: `/trending${search}` };
  if (parsed.success) {
    const page = await browseListings(ctx, parsed.data, request.user?.id ?? null);
    const first = page.listings[0]?.imageUrl;
    if (first) {
      head.image = first;
      // The first card's photo is the page's largest paint on a phone: fetched with the HTML, exactly as
      // the card asks for it (components/photo.tsx), so the browser reuses it.
      head.preloadImage = {
        href: imageVariant(first, 640),
        srcset: imageSrcSet(first, CARD_IMAGE_WIDTHS),
        sizes: CARD_IMAGE_SIZES,
      };
    }
    // The client's first page asks for the same query object (lib/listing-pages.ts), so the same URL.
    head.initialData = { [urlOf(searchApi.browse, { query: params })]: page };
  }
  return head;
}

/** `/`: the landing page's Popular section (and the signed-in home's Trending tab) asks for the first listings. */
async function landingHead(ctx: AppContext, viewerId: string | null): Promise<PageHead> {
  const query = { limit: String(LANDING_LISTING_COUNT) };
  const page = await browseListings(ctx, browseQuerySchema.parse(query), viewerId);
  return {
    title: LANDING_PAGE_META.title,
    description: LANDING_PAGE_META.description,
    canonicalPath: '/',
    initialData: { [urlOf(searchApi.browse, { query })]: page },
  };
}

/**
 * Answers the HTML shell for a path with its own title, share tags and first data, or undefined to
 * keep the generic shell. A listing or profile that does not exist, or that the visitor may not see
 * (an inactive listing, as GET /api/listings/{id} says), is 'not-found': the generic shell with 404.
 */
async function pageHeadFor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<PageHead | 'not-found' | undefined> {
  const url = new URL(request.url, 'http://x');
  const viewerId = request.user?.id ?? null;
  const listing = /^\/listings?\/([^/]+)\/?$/.exec(url.pathname);
  const profile = /^\/profile\/([^/]+)\/?$/.exec(url.pathname);
  try {
    if (listing) return await listingHead(ctx, decodeURIComponent(listing[1]!), viewerId);
    if (profile) return await profileHead(ctx, decodeURIComponent(profile[1]!), viewerId);
    if (url.pathname === '/trending') return await trendingHead(ctx, request, url.search);
    if (url.pathname === '/') return await landingHead(ctx, viewerId);
    const page = staticPageMetaFor(url.pathname);
    if (page) {
      // /privacy-policy is the same page as /privacy: one canonical address for search engines.
      const canonicalPath =
        url.pathname === '/privacy-policy' ? '/privacy' : url.pathname.replace(/\/+$/, '');
      return { title: `${page.title} | Rethread`, description: page.description, canonicalPath };
    }
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return listing || profile ? 'not-found' : undefined;
    throw err;
  }
  return undefined;
}

/**
 * Every shell carries who is signed in (so the first paint needs no /api/auth/user round trip, and
 * visitors' consoles show no 401), plus the page's own head and first data where it has them.
 * A visitor's page with a head also comes rendered (`renderApp`, decision 020): the same for every
 * visitor, it is what search engines, link previews and a slow phone see first. Signed-in pages are
 * personal, and are rendered by the browser.
 */
export function pagesRenderer(ctx: AppContext, renderApp: FirstViewRender | null = null) {
  // A visitor's page is the same for every visitor: kept like the API's signed-out answers (decision
  // 019), so a crowd arriving at / or /trending costs one render per change, not one per visit.
  const visitorPages = generationCache<RenderedShell>({ version: () => listingsVersion(ctx) });

  /** The page, and whether it is worth keeping (not a 404, and rendered when it should have been). */
  async function render(request: FastifyRequest, template: string) {
    const found = await pageHeadFor(ctx, request);
    const head = found === 'not-found' ? undefined : found;
    const initialData = { [urlOf(authApi.user)]: request.user, ...head?.initialData };
    const wantsView = !!(head && renderApp && !request.user);
    const view = wantsView
      ? await renderFirstView(renderApp!, request.url, initialData, request.log)
      : undefined;
    // Canonical and share URLs use the configured origin; a request's Host is the sender's choice.
    const shell = renderHead(
      template,
      head ? { ...head, initialData } : undefined,
      ctx.config.origin,
      view ? view.unusedData : initialData,
    );
    const page: RenderedShell = view
      ? { html: insertFirstView(shell, view), painted: true }
      : { html: shell, ...(found === 'not-found' ? { status: 404 } : {}) };
    // A page whose render failed went out plain: not worth keeping in place of a rendered one.
    return { page, keep: found !== 'not-found' && (!wantsView || !!view) };
  }

  return async (request: FastifyRequest, template: string): Promise<RenderedShell> => {
    if (request.user) return (await render(request, template)).page;
    const cached = await visitorPages.lookup(request.url);
    if (cached.hit) return cached.value;
    const { page, keep } = await render(request, template);
    if (keep && cached.generation !== undefined) {
      visitorPages.store(request.url, page, page.html.length, cached.generation);
    }
    return page;
  };
}

export { loadFirstViewRender, type FirstViewRender } from './first-view.js';
