import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOADED_IMAGE_URL } from '#shared/listings.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import {
  ImageRejectedError,
  processImage,
  VARIANT_WIDTHS,
  rejectionMessage,
  type ProcessedImage,
} from './images.pipeline.js';
import { findOwnedPhotoIds, insertPhotoOwner } from './images.queries.js';

// Importers tell a refused photo from a failed download.
export { ImageRejectedError } from './images.pipeline.js';

export const UPLOAD_FIELD = 'images';
const LARGEST = 1280;

export const uploadMessages = {
  noFiles: 'Choose at least one photo to upload',
  tooMany: `Maximum ${UPLOAD_MAX_FILES} images allowed`,
  notMultipart: 'Send the photos as multipart/form-data in the "images" field',
  tooManyParts: 'The upload has too many parts: send at most 10 photos in the "images" field',
  malformed: 'The upload was interrupted or malformed. Please try again.',
  tooLarge: (name: string) => `${name} is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  wrongField: (name: string) => `${name} was not sent in the "images" field`,
  rateLimited: 'Too many uploads. Please wait a few minutes and try again.',
  storageFailed: 'Could not store the photo. Please try again.',
} as const;

/**
 * A write that failed (a full disk, an unreachable bucket): 507 Insufficient Storage for a disk that
 * is full or read-only, 503 otherwise; the cause is kept for the log, never shown.
 */
function storageFailed(cause: unknown): AppError {
  const code = (cause as { code?: string } | null)?.code;
  const full = code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS';
  return Object.assign(new AppError('STORAGE_FAILED', full ? 507 : 503, uploadMessages.storageFailed), {
    cause,
  });
}

/** The variants' folder name: random, so photo URLs cannot be guessed or enumerated. */
const newImageId = () => randomBytes(16).toString('base64url');

const keyOf = (id: string, width: number) => `${id}/${width}.webp`;

/**
 * Writes a processed photo's variants and answers the URL of the largest (`/uploads/<id>/1280.webp`).
 * `id` is random unless the caller names one (an import that must rewrite, not duplicate, the same
 * photo when it resumes; it derives an unguessable id with a secret). `ownerId` is the account the
 * photo is for: only they may put it on a listing; null for the demo seed's photos, which
 * stay on the listings the seed puts them on.
 */
async function saveProcessedImage(
  ctx: AppContext,
  ownerId: string | null,
  image: ProcessedImage,
  id: string = newImageId(),
): Promise<string> {
  const storage = ctx.storage;
  const keys = image.variants.map((v) => keyOf(id, v.width));
  // Every write is let finish before deciding, so none can land after the clean-up below.
  const writes = await Promise.allSettled(
    image.variants.map((v, i) => storage.put(keys[i]!, v.body, 'image/webp')),
  );
  const failed = writes.find((w) => w.status === 'rejected');
  if (failed) {
    // No half-made photo: the sizes that were written go too (a disk that fills up must not leave orphaned files).
    await removeKeys(ctx, keys);
    throw storageFailed(failed.reason);
  }
  if (ownerId) {
    try {
      await insertPhotoOwner(ctx.db, id, ownerId);
    } catch (err) {
      // A photo nobody may use is no photo: without its owner's row, its files go too.
      await removeKeys(ctx, keys);
      throw err;
    }
  }
  return storage.url(keyOf(id, LARGEST));
}

/** The photo id in one of our URLs (`/uploads/<id>/1280.webp`), or undefined for any other string. */
const photoIdOf = (url: string) => (UPLOADED_IMAGE_URL.test(url) ? url.split('/')[2] : undefined);

/** The URLs among `urls` that are not photos uploaded or imported by `ownerId` (foreign URLs included). */
export async function photosNotOwnedBy(
  ctx: AppContext,
  ownerId: string,
  urls: readonly string[],
): Promise<string[]> {
  const ids = urls.map(photoIdOf);
  const owned = await findOwnedPhotoIds(
    ctx.db,
    ownerId,
    ids.filter((id): id is string => id !== undefined),
  );
  return urls.filter((_, i) => !owned.has(ids[i] ?? ''));
}

/** Best effort: a clean-up that fails too must not hide the error that caused it. */
async function removeKeys(ctx: AppContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
}

/**
 * Runs any image buffer through the upload pipeline and stores it: for the seed and for imports,
 * which re-host photos they downloaded (docs/product/10-decisions-beyond-the-spec.md §10.10). Throws ImageRejectedError for non-photos.
 */
export async function storeImageBuffer(
  ctx: AppContext,
  ownerId: string | null,
  buffer: Buffer,
  id?: string,
): Promise<string> {
  return saveProcessedImage(ctx, ownerId, await processImage(buffer), id);
}

/** Deletes every size of a photo this server stored (a photo nothing will use, e.g. a failed import row). */
export async function removeStoredImage(ctx: AppContext, url: string): Promise<void> {
  if (!UPLOADED_IMAGE_URL.test(url)) return;
  const id = url.split('/')[2]!;
  await Promise.all(VARIANT_WIDTHS.map((w) => ctx.storage.remove(keyOf(id, w))));
}

/** True when `url` names a photo this server issued and still has (a foreign URL is never trusted). */
export async function isIssuedImageUrl(ctx: AppContext, url: string): Promise<boolean> {
  if (!UPLOADED_IMAGE_URL.test(url)) return false;
  const key = url.slice('/uploads/'.length);
  return ctx.storage.exists(key);
}

/** A file name fit to quote back in a message: no path, no control characters, not too long. */
export function displayName(raw: string | undefined): string {
  const name = basename((raw ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (!name) return 'Unnamed file';
  return name.length > 80 ? `${name.slice(0, 77)}...` : name;
}

async function readCapped(part: MultipartFile): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  // busboy stops handing over data at the size limit and marks the stream truncated; the rest is skipped.
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) return undefined;
  return Buffer.concat(chunks);
}

export type UploadOutcome = { urls: string[]; errors: string[] };

/**
 * Reads every part of an upload, decodes each photo, and only when the whole request was read
 * stores the good ones: a request refused part-way (11 files, a broken stream) writes nothing.
 */
export async function receiveUploads(
  ctx: AppContext,
  ownerId: string,
  parts: AsyncIterable<Multipart>,
): Promise<UploadOutcome> {
  const accepted: ProcessedImage[] = [];
  const errors: string[] = [];
  let files = 0;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const name = displayName(part.filename);
      if (part.fieldname !== UPLOAD_FIELD) {
        await readCapped(part);
        errors.push(uploadMessages.wrongField(name));
        continue;
      }
      files += 1;
      if (files > UPLOAD_MAX_FILES) throw badRequest(uploadMessages.tooMany);
      const buffer = await readCapped(part);
      if (!buffer) {
        errors.push(uploadMessages.tooLarge(name));
        continue;
      }
      if (buffer.length === 0) {
        errors.push(rejectionMessage(name, 'not-image'));
        continue;
      }
      try {
        accepted.push(await processImage(buffer));
      } catch (err) {
        if (!(err instanceof ImageRejectedError)) throw err;
        errors.push(rejectionMessage(name, err.reason, err.size));
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    // The multipart plugin's own limits (413 and friends) keep their status and message.
    if (status && status >= 400 && status < 500) {
      throw new AppError(
        'VALIDATION_ERROR',
        status,
        status === 413 ? uploadMessages.tooManyParts : uploadMessages.malformed,
      );
    }
    throw badRequest(uploadMessages.malformed);
  }
  if (files === 0 && errors.length === 0) throw badRequest(uploadMessages.noFiles);
  const urls: string[] = [];
  try {
    for (const image of accepted) urls.push(await saveProcessedImage(ctx, ownerId, image));
  } catch (err) {
    // The answer is an error, so nobody will ever learn these photos' addresses: remove them too.
    const ids = urls.map((url) => url.split('/')[2]!);
    await removeKeys(
      ctx,
      ids.flatMap((id) => VARIANT_WIDTHS.map((w) => keyOf(id, w))),
    );
    throw err;
  }
  return { urls, errors };
}
