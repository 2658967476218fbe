import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';

/**
 * Where uploaded files live. Keys are relative paths such as `<id>/1280.webp`; only the storage
 * decides where that is. The local-disk adapter is the default (DESIGN §1).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The public URL a browser fetches the file from. */
  url(key: string): string;
  exists(key: string): Promise<boolean>;
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
      await writeFile(tmp, body);
      await rename(tmp, full);
    },
    url: (key) => {
      assertSafeKey(key);
      return `${publicPrefix}/${key}`;
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
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

const cache = new WeakMap<Config, Storage>();

/**
 * The storage for this configuration. Only local disk is built in: an S3-compatible adapter needs
 * an SDK and a bucket stand-in to test against, neither of which this project has yet.
 */
export function storageFor(config: Config): Storage {
  let storage = cache.get(config);
  if (!storage) {
    storage = createLocalStorage(uploadsDir(config));
    cache.set(config, storage);
  }
  return storage;
}
