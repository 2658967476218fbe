/**
 * Photos uploaded here are stored as WebP at 320, 640 and 1280 px (docs/product/12-engineering.md §12.1) under
 * `/uploads/<id>/<width>.webp`. Grids ask the browser for the smallest one that is sharp enough
 * (`srcset` + `sizes`); anything else (an imported or foreign URL) is used as it is. Shared because
 * the server's image preload must ask for exactly what the page's photo asks for.
 */
const VARIANT_URL = /^(\/uploads\/[^/?#]+\/)(320|640|1280)\.webp$/;

export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A grid card is at most a quarter of a desktop or half a phone: 640 px covers it on 2x screens too. */
export const CARD_IMAGE_WIDTHS = [320, 640] as const satisfies readonly ImageWidth[];

/** The same photo at another width, or the url unchanged when it is not one of ours. */
export function imageVariant(url: string, width: ImageWidth): string {
  const match = VARIANT_URL.exec(url);
  return match ? `${match[1]}${width}.webp` : url;
}

/** A `srcset` of the given stored widths (all by default), or undefined for a url we have no variants of. */
export function imageSrcSet(url: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string | undefined {
  const match = VARIANT_URL.exec(url);
  if (!match) return undefined;
  return widths.map((w) => `${match[1]}${w}.webp ${w}w`).join(', ');
}

/** `sizes` for a card in the 2 / 3 / 4-column grids: half the phone screen, a quarter of a desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
/** `sizes` for the detail page's main photo: full width on phones, about half on desktops. */
export const DETAIL_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';
