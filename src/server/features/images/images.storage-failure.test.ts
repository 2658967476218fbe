import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, uploadsDir, type Storage } from '../../lib/storage.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { solidJpeg, storedFiles, upload } from './images.test-helpers.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;

// The app's data folder is chosen here so that the storage handed to it writes where the app reads.
const dataDir = join(tmpdir(), `rethread-test-${randomBytes(4).toString('hex')}`);

/**
 * The real disk storage under the app's DATA_DIR, except that once `fillDiskAt(n)` is called the
 * n-th write from then on fails as a full disk does (ENOSPC) — after the earlier writes really
 * reached the disk. The app gets it through its context, as it would get the configured storage.
 */
const disk = createLocalStorage(join(dataDir, 'uploads'));
let failOn: number | undefined;
let writes = 0;
const fillingDisk: Storage = {
  ...disk,
  async put(key, body, contentType) {
    writes += 1;
    if (writes === failOn) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    return disk.put(key, body, contentType);
  },
};

/** `undefined`: the disk has room again. */
function fillDiskAt(write: number | undefined): void {
  failOn = write;
  writes = 0;
}

useTestApp(
  async (started) => {
    app = started;
    seller = await signUp(app);
  },
  { dataDir },
  { storage: fillingDisk },
);

/** Everything under DATA_DIR/uploads, folders included. */
async function uploadsTree(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir(app.ctx.config), { recursive: true })).sort();
  } catch {
    return [];
  }
}

describe('POST /api/upload-images when the disk fills up', () => {
  it('removes the sizes already written and answers 507 with a clear message', async () => {
    const before = await uploadsTree();
    fillDiskAt(2);
    try {
      const res = await upload(app, seller.cookie, [{ name: 'a.jpg', data: await solidJpeg(1600, 1200) }]);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        error: 'Could not store the photo. Please try again.',
        code: 'STORAGE_FAILED',
      });
      // Neither the sizes written before the failure, nor their folder, nor a temporary file.
      expect(await uploadsTree()).toEqual(before);
    } finally {
      fillDiskAt(undefined);
    }
  });

  it('also removes the photos of the same upload that were stored before the failing one', async () => {
    const before = await uploadsTree();
    // Three sizes per photo: the 5th write is the second photo's second size.
    fillDiskAt(5);
    try {
      const res = await upload(app, seller.cookie, [
        { name: 'a.jpg', data: await solidJpeg(900, 600) },
        { name: 'b.jpg', data: await solidJpeg(900, 600, '#aa3366') },
      ]);
      expect(res.statusCode).toBe(507);
      expect(await uploadsTree()).toEqual(before);
    } finally {
      fillDiskAt(undefined);
    }
  });

  it('stores photos again once there is room', async () => {
    const res = await upload(app, seller.cookie, [{ name: 'a.jpg', data: await solidJpeg() }]);
    expect(res.statusCode).toBe(201);
    expect(await storedFiles(app)).toHaveLength(3);
  });
});
