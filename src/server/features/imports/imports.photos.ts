import { createHmac, timingSafeEqual } from 'node:crypto';
import { withSharp } from '../../lib/sharp.js';
import { importsApi } from '#shared/api/imports.js';
import { urlOf } from '#shared/api/endpoint.js';
import { UPLOAD_MAX_PIXELS } from '#shared/listings.js';
import type { AppContext } from '../../context.js';
import { SafeFetchError } from '../../lib/safe-fetch/safe-fetch.js';
import { ImageRejectedError, storeImageBuffer } from '../images/images.service.js';
import type { ImportFetcher } from './imports.fetcher.js';

export const hostsOf = (urls: string[]): string[] => [
  ...new Set(
    urls.flatMap((u) => {
      try {
        return [new URL(u).hostname.toLowerCase()];
      } catch {
        return [];
      }
    }),
  ),
];

/**
 * Downloads each photo (only from the hosts this listing's own page pointed to) and stores it through
 * the upload pipeline, which decodes, strips metadata and re-encodes it (docs/product/10-decisions-beyond-the-spec.md §10.10). A photo that
 * cannot be fetched or is not an image is left out; answers our URLs, in the page's order.
 */
export async function rehostPhotos(
  ctx: AppContext,
  fetcher: ImportFetcher,
  /** The importing seller: the photos are theirs, and only they may put them on a listing. */
  ownerId: string,
  urls: string[],
  signal?: AbortSignal,
  /** The stored photo's id for the n-th URL, when a resumed import must rewrite rather than add one. */
  idFor?: (index: number) => string,
): Promise<{ urls: string[]; problems: string[] }> {
  const hosts = hostsOf(urls);
  const stored: string[] = [];
  const problems: string[] = [];
  for (const [index, url] of urls.entries()) {
    signal?.throwIfAborted();
    try {
      const body = await fetcher.photo(url, hosts, signal);
      stored.push(await storeImageBuffer(ctx, ownerId, body, idFor?.(index)));
    } catch (err) {
      if (signal?.aborted) throw err;
      if (err instanceof SafeFetchError) problems.push(err.message);
      else if (err instanceof ImageRejectedError) problems.push('That photo is not an image we can read');
      else throw err;
    }
  }
  return { urls: stored, problems };
}

/**
 * Closet thumbnails come from the other site's image host, which the page's CSP (img-src 'self')
 * does not allow; they are served through /api/import-thumbnail instead. The address is signed, so
 * the endpoint only fetches URLs that a closet page itself handed us — never one a visitor typed.
 */
export function signedThumbUrl(secret: string, url: string): string {
  return urlOf(importsApi.thumbnail, { query: { u: url, s: thumbSignature(secret, url) } });
}

const thumbSignature = (secret: string, url: string) =>
  createHmac('sha256', secret).update(`import-thumb:${url}`).digest('base64url').slice(0, 32);

export function verifyThumb(secret: string, url: string, signature: string): boolean {
  const want = Buffer.from(thumbSignature(secret, url));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Fetches a signed thumbnail and re-encodes it small: the bytes we serve are always our own WebP. */
export async function thumbnail(fetcher: ImportFetcher, url: string): Promise<Buffer> {
  const body = await fetcher.photo(url, hostsOf([url]));
  // Through the process-wide image queue, with the upload pixel limit: a thumbnail decodes too.
  return withSharp(async (sharp) => {
    try {
      return await sharp(body, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
    } catch {
      throw new ImageRejectedError('not-image');
    }
  });
}
