/**
 * Uploaded photos are stored as WebP at 320/640/1280 px under `/uploads/<id>/<width>.webp`; a small
 * thumbnail asks for the 320 px one. Any other address (an imported photo) is used as it is.
 */
export function thumbnailUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(/^(\/uploads\/[^/?#]+\/)(640|1280)\.webp$/, '$1320.webp');
}
