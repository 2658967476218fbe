import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from '../config.js';
import { createS3Storage } from './storage-s3.js';
import { assertSafeKey, type Storage } from './storage-contract.js';

// The contract lives in its own module so the S3 adapter can use it without an import cycle.
export { assertSafeKey, type Storage } from './storage-contract.js';

/** Files under `root`, served by this app under `publicPrefix` (see images.routes.ts). */
export function createLocalStorage(root: string, publicPrefix = '/uploads'): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash leaves no partial photo.
      const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(tmp, body);
        await rename(tmp, full);
      } catch (err) {
        // A full disk fails mid-write: the half-written temporary file must not stay behind.
        await rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    url: (key) => {
      assertSafeKey(key);
      return `${publicPrefix}/${key}`;
    },
    publicUrl: (key) => {
      assertSafeKey(key);
      return undefined;
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      const full = pathOf(key);
      await rm(full, { force: true });
      // The photo's folder goes with its last file; rmdir refuses (harmlessly) while others remain.
      await rmdir(dirname(full)).catch(() => undefined);
    },
    async read(key) {
      let size: number;
      try {
        const info = await stat(pathOf(key));
        if (!info.isFile()) return undefined;
        size = info.size;
      } catch {
        return undefined;
      }
      return { stream: createReadStream(pathOf(key)), size };
    },
  };
}

export const uploadsDir = (config: Config) => join(config.dataDir, 'uploads');

/**
 * The storage for this configuration: the S3-compatible bucket when S3_BUCKET is set (so any number
 * of app instances share the photos), otherwise local disk under DATA_DIR/uploads. buildApp makes one
 * and puts it on the app's context; tests pass their own through AppDeps.storage.
 */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDir(config));
}
