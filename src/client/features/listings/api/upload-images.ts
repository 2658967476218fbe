import { pathOf, type ReplyOf } from '#shared/api/endpoint';
import { imagesApi } from '#shared/api/images';
import { HttpError } from '#client/lib/api';

/**
 * POST /api/upload-images answers `{ images: [{ url }], errors? }` (per-file problems when some files
 * were refused), or an `error` field on failure (docs/product/02-listings.md §2.2).
 */
type UploadAnswer = Partial<ReplyOf<typeof imagesApi.upload>> & { error?: string };

export type UploadOutcome = { urls: string[]; errors: string[] };

export const UPLOAD_URL = pathOf(imagesApi.upload);

/**
 * Uploads photos in one multipart request (repeated field 'images') and reports the upload's progress
 * from 0 to 1. XMLHttpRequest, not fetch: only XHR reports upload progress in browsers today. Errors
 * read `${status}: ${body}` like every other call (docs/product/README.md §0.3), so `errorMessage()` can show the server's
 * words ('photo.heic is not an image file').
 */
export function uploadImages(
  files: readonly File[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    xhr.open('POST', UPLOAD_URL);
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, text, xhr.statusText));
        return;
      }
      let answer: UploadAnswer;
      try {
        answer = JSON.parse(text) as UploadAnswer;
      } catch {
        reject(new HttpError(xhr.status, text, 'The upload answer was not JSON'));
        return;
      }
      const errors = answer.errors ?? [];
      if (answer.error || !answer.images?.length) {
        const reason = answer.error ?? errors[0] ?? 'Failed to upload images';
        reject(new HttpError(400, JSON.stringify({ error: reason }), ''));
        return;
      }
      options.onProgress?.(1);
      resolve({ urls: answer.images.map((i) => i.url), errors });
    };
    xhr.onerror = () => reject(new Error('Failed to upload images'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
