import type Sharp from 'sharp';
import { AppError } from './errors.js';
import { createWorkQueue, QueueFullError } from './work-queue.js';

/**
 * How many sharp pipelines (decode, resize, encode) run at once in this process. Decoding a photo of
 * the largest size we accept (UPLOAD_MAX_PIXELS) takes ~50–100 MB of native memory for a moment, and
 * glibc's allocator keeps much of what it once held, so three uploads decoding side by side pushed
 * the server past 400 MB. One at a time costs little throughput on a 2-core machine,
 * where libvips already uses one thread per pipeline.
 */
export const IMAGE_PIPELINES_AT_ONCE = 1;

/**
 * How many photos may wait for a pipeline. Each waiting photo holds its upload (up to 10 MB) in
 * memory; at ~0.2–2 s a photo, a dozen is a wait of seconds. Beyond that the request is answered 503
 * and the person tries again, instead of the process growing without bound.
 */
export const IMAGE_QUEUE_MAX_WAITING = 12;

export const imageBusyMessage =
  'Too many photos are being processed right now. Please try again in a minute.';

const queue = createWorkQueue({
  concurrency: IMAGE_PIPELINES_AT_ONCE,
  maxWaiting: IMAGE_QUEUE_MAX_WAITING,
});

/**
 * sharp, loaded the first time a photo is processed rather than at start: libvips and its bindings
 * cost tens of MB of resident memory that a server only reading listings never needs.
 * Used directly only for work that decodes no untrusted pixels: reading a file's header
 * (`metadata()`), so a refusal is answered at once even while photos wait, and the seed's drawings.
 * Anything that decodes an upload or a download goes through `withSharp`.
 */
let loading: Promise<typeof Sharp> | undefined;
export const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps recent inputs and results (up to 50 MB by default) for reuse;
    // we never process the same photo twice, so it would only hold memory after the work is done.
    sharp.cache(false);
    // One libvips worker thread per pipeline: sharp picks this itself on glibc without jemalloc
    // (lovell/sharp#2607, to limit allocator fragmentation); set it everywhere so musl and macOS,
    // where it would use every core, behave the same.
    sharp.concurrency(1);
    return sharp;
  }));

/**
 * Runs image work that decodes pixels through the process-wide queue, IMAGE_PIPELINES_AT_ONCE at a
 * time. Throws a 503 AppError when IMAGE_QUEUE_MAX_WAITING tasks are already waiting.
 */
export async function withSharp<T>(task: (sharp: typeof Sharp) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  try {
    return await queue.run(() => task(sharp));
  } catch (err) {
    if (err instanceof QueueFullError) throw new AppError('IMAGES_BUSY', 503, imageBusyMessage);
    throw err;
  }
}
