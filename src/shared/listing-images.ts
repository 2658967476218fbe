/**
 * The main photo first, then the rest, each once: `imageUrl` is always `images[0]` (docs/product/02-listings.md §2.4).
 * Apart from `listings.ts` so the listing page can order its photos without loading zod.
 */
export function uniqueImages(imageUrl: string | undefined, images: readonly string[]): string[] {
  return [...new Set([...(imageUrl ? [imageUrl] : []), ...images])];
}
