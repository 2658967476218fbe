import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, uploadsDir, useStorage, type Storage } from '../../lib/storage.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { solidJpeg, storedFiles, upload } from './images.test-helpers.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;

useTestApp(async (started) => {
  app = started;
  seller = await signUp(app);
});

/**
 * The real disk storage, except that the `failOn`-th write from now on fails as a full disk does
 * (ENOSPC) — after the earlier writes really reached the disk.
 */
function diskFillingUpAt(failOn: number): Storage {
  const disk = createLocalStorage(uploadsDir(app.ctx.config));
  let writes = 0;
  return {
    ...disk,
    async put(key, body, contentType) {
      writes += 1;
      if (writes === failOn) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return disk.put(key, body, contentType);
    },
  };
}

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
    useStorage(app.ctx.config, diskFillingUpAt(2));
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
      useStorage(app.ctx.config, undefined);
    }
  });

  it('also removes the photos of the same upload that were stored before the failing one', async () => {
    const before = await uploadsTree();
    // Three sizes per photo: the 5th write is the second photo's second size.
    useStorage(app.ctx.config, diskFillingUpAt(5));
    try {
      const res = await upload(app, seller.cookie, [
        { name: 'a.jpg', data: await solidJpeg(900, 600) },
        { name: 'b.jpg', data: await solidJpeg(900, 600, '#aa3366') },
      ]);
      expect(res.statusCode).toBe(507);
      expect(await uploadsTree()).toEqual(before);
    } finally {
      useStorage(app.ctx.config, undefined);
    }
  });

  it('stores photos again once there is room', async () => {
    const res = await upload(app, seller.cookie, [{ name: 'a.jpg', data: await solidJpeg() }]);
    expect(res.statusCode).toBe(201);
    expect(await storedFiles(app)).toHaveLength(3);
  });
});
