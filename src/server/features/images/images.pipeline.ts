import type { OutputInfo } from 'sharp';
import { loadSharp } from '../../lib/sharp.js';
import { UPLOAD_MAX_PIXELS } from '../../../shared/listings.js';

/** Every photo is stored at these widths (DESIGN §1); the largest is the one a listing links to. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export type ProcessedImage = {
  width: number;
  height: number;
  variants: { width: VariantWidth; body: Buffer }[];
};

/** Why a file was refused; the caller turns it into a sentence naming the file. */
export type ImageRejection = 'not-image' | 'svg' | 'unsupported' | 'too-many-pixels' | 'damaged';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

// Raster photo formats only. SVG is refused because it is a document (scripts, external references),
// and the rarer formats libvips can read (PDF, FITS, raw) are not photos and only widen the attack surface.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff', 'avif']);

export const rejectionMessage = (fileName: string, reason: ImageRejection): string => {
  switch (reason) {
    case 'not-image':
      return `${fileName} is not an image file`;
    case 'svg':
      return `${fileName} is an SVG drawing, not a photo: upload a JPEG, PNG, WebP, GIF or AVIF image`;
    case 'unsupported':
      return `${fileName} is in an image format we cannot read: upload a JPEG, PNG, WebP, GIF or AVIF image`;
    case 'too-many-pixels':
      return `${fileName} is too large in pixels (at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels)`;
    case 'damaged':
      return `${fileName} is damaged or incomplete and could not be read`;
  }
};

const decodeOptions = {
  // libvips checks the header's dimensions before allocating anything, so a pixel bomb costs nothing.
  limitInputPixels: UPLOAD_MAX_PIXELS,
  // A truncated or corrupt file is refused instead of being stored half grey.
  failOn: 'truncated',
} as const;

/**
 * Decodes an uploaded file and answers WebP variants at 320, 640 and 1280 px wide (never upscaled),
 * turned upright from its EXIF orientation and carrying no metadata at all (no GPS, no camera serial).
 * Throws ImageRejectedError for anything that is not a readable raster photo.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input, decodeOptions).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch (err) {
    if (/pixel limit/i.test(err instanceof Error ? err.message : '')) {
      throw new ImageRejectedError('too-many-pixels');
    }
    throw new ImageRejectedError(looksLikeSvg(input) ? 'svg' : 'not-image');
  }
  if (format === 'svg') throw new ImageRejectedError('svg');
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejectedError('unsupported');
  if (!width || !height || width * height > UPLOAD_MAX_PIXELS)
    throw new ImageRejectedError('too-many-pixels');

  // Decode once, down to the largest variant, as 8-bit sRGB; the smaller variants come from that.
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(input, decodeOptions)
      .autoOrient()
      .resize({ width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw new ImageRejectedError('too-many-pixels');
    if (/compression format|not built|unsupported/i.test(message))
      throw new ImageRejectedError('unsupported');
    throw new ImageRejectedError('damaged');
  }
  const { info } = raw;
  const rawInput = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants = await Promise.all(
    VARIANT_WIDTHS.map(async (w) => ({
      width: w,
      // Metadata is never copied: sharp writes none unless asked to (withMetadata/keepExif).
      body: await sharp(raw.data, rawInput)
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    })),
  );
  return { width: info.width, height: info.height, variants };
}

/** An SVG sent with a misleading name or type still gets the SVG message, not a generic one. */
function looksLikeSvg(input: Buffer): boolean {
  const head = input.subarray(0, 1024).toString('utf8').toLowerCase();
  return head.includes('<svg');
}
