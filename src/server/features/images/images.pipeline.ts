import type Sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import { loadSharp, withSharp } from '../../lib/sharp.js';
import { UPLOAD_MAX_PIXELS } from '#shared/listings.js';

/** Every photo is stored at these widths (docs/product/12-engineering.md §12.1); the largest is the one a listing links to. */
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
  constructor(
    readonly reason: ImageRejection,
    /** The header's width and height, for the too-many-pixels message. */
    readonly size?: { width: number; height: number },
  ) {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

// Raster photo formats only. SVG is refused because it is a document (scripts, external references),
// and the rarer formats libvips can read (PDF, FITS, raw) are not photos and only widen the attack surface.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff', 'avif']);

export const rejectionMessage = (
  fileName: string,
  reason: ImageRejection,
  size?: { width: number; height: number },
): string => {
  switch (reason) {
    case 'not-image':
      return `${fileName} is not an image file`;
    case 'svg':
      return `${fileName} is an SVG drawing, not a photo: upload a JPEG, PNG, WebP, GIF or AVIF image`;
    case 'unsupported':
      return `${fileName} is in an image format we cannot read: upload a JPEG, PNG, WebP, GIF or AVIF image`;
    case 'too-many-pixels': {
      const limit = `at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`;
      return size
        ? `Image dimensions too large: ${fileName} is ${size.width} × ${size.height} pixels (${limit})`
        : `Image dimensions too large: ${fileName} (${limit})`;
    }
    case 'damaged':
      return `${fileName} is damaged or incomplete and could not be read`;
  }
};

const decodeOptions = {
  // A second guard behind the header check below: libvips refuses to decode beyond the limit.
  limitInputPixels: UPLOAD_MAX_PIXELS,
  // A truncated or corrupt file is refused instead of being stored half grey.
  failOn: 'truncated',
} as const;

/**
 * Decodes an uploaded file and answers WebP variants at 320, 640 and 1280 px wide (never upscaled),
 * turned upright from its EXIF orientation and carrying no metadata at all (no GPS, no camera serial).
 * Throws ImageRejectedError for anything that is not a readable raster photo. The decoding runs in
 * the process-wide image queue (lib/sharp.ts), which answers 503 when it is full.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { width, height } = await checkHeader(input);
  return withSharp((sharp) => decodeToVariants(sharp, input, width, height));
}

/**
 * Reads only the file's header: its format and dimensions. Anything but a raster photo within
 * UPLOAD_MAX_PIXELS is refused here, before a single pixel is decoded (a 170 KB PNG can
 * claim 40 megapixels and cost hundreds of MB to decode).
 */
async function checkHeader(input: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // No pixel limit here: metadata() never decodes, and the real dimensions make a better message.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ImageRejectedError(looksLikeSvg(input) ? 'svg' : 'not-image');
  }
  if (format === 'svg') throw new ImageRejectedError('svg');
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejectedError('unsupported');
  if (!width || !height) throw new ImageRejectedError('damaged');
  if (width * height > UPLOAD_MAX_PIXELS) throw new ImageRejectedError('too-many-pixels', { width, height });
  return { width, height };
}

async function decodeToVariants(
  sharp: typeof Sharp,
  input: Buffer,
  width: number,
  height: number,
): Promise<ProcessedImage> {
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
    if (/pixel limit/i.test(message)) throw new ImageRejectedError('too-many-pixels', { width, height });
    if (/compression format|not built|unsupported/i.test(message))
      throw new ImageRejectedError('unsupported');
    throw new ImageRejectedError('damaged');
  }
  const { info } = raw;
  const rawInput = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: ProcessedImage['variants'] = [];
  // One after another: the queue promises one libvips pipeline at a time, not three.
  for (const w of VARIANT_WIDTHS) {
    variants.push({
      width: w,
      // Metadata is never copied: sharp writes none unless asked to (withMetadata/keepExif).
      body: await sharp(raw.data, rawInput)
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    });
  }
  return { width: info.width, height: info.height, variants };
}

/** An SVG sent with a misleading name or type still gets the SVG message, not a generic one. */
function looksLikeSvg(input: Buffer): boolean {
  const head = input.subarray(0, 1024).toString('utf8').toLowerCase();
  return head.includes('<svg');
}
