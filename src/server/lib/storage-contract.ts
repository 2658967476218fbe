import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `<id>/1280.webp`; only the storage
 * decides where that is. The local-disk adapter is the default (docs/product/12-engineering.md §12.1).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * The address this app issues for the file: always `/uploads/<key>`, served by images.routes.ts.
   * Listings and profiles store it (and src/shared checks its shape), so it must not change when
   * the storage or its CDN does.
   */
  url(key: string): string;
  /** Where a browser can fetch the file without this app (a bucket's CDN), if anywhere. */
  publicUrl(key: string): string | undefined;
  exists(key: string): Promise<boolean>;
  /** Deletes the file (and, on disk, its folder once empty); a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** A stream of the file and its size, or undefined when there is no such file. */
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>;
}

// Keys come from our own code, but a key is a path: refuse anything that could climb out of the root.
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
