/**
 * The main photo first, then the rest, each once: `imageUrl` is always `images[0]` (000 §4).
 * Apart from `listings.ts` so the listing page can order its photos without loading zod.
 */
export function uniqueImages(imageUrl: string | undefined, images: readonly string[]): string[] {
  return [...new Set([...(imageUrl ? [imageUrl] : []), ...images])];
}
