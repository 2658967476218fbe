import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADED_IMAGE_URL } from '#shared/listings.js';
import type { Config } from '../../config.js';
import { startS3StandIn, type S3StandIn } from '../../lib/s3-standin.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { isIssuedImageUrl } from './images.service.js';
import { solidJpeg, storedFiles, upload } from './images.test-helpers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let bucket: S3StandIn;
let app: TestApp;
let cdnApp: TestApp;

const s3Config = (publicUrl?: string): NonNullable<Config['s3']> => ({
  bucket: bucket.bucket,
  region: bucket.region,
  endpoint: bucket.endpoint,
  accessKeyId: bucket.accessKeyId,
  secretAccessKey: bucket.secretAccessKey,
  publicUrl,
  forcePathStyle: true,
});

beforeAll(async () => {
  bucket = await startS3StandIn();
  [app, cdnApp] = await Promise.all([
    createTestApp({ s3: s3Config() }),
    createTestApp({ s3: s3Config('https://cdn.rethread.test/photos') }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.dispose(), cdnApp?.dispose()]);
  await bucket?.close();
});

describe('photos in an S3-compatible bucket', () => {
  it('stores the WebP variants in the bucket, not on disk, and serves them with long-lived caching', async () => {
    const seller = await signUp(app);
    const res = await upload(app, seller.cookie, [{ name: 'coat.jpg', data: await solidJpeg(2000, 1500) }]);
    expect(res.statusCode).toBe(201);
    const { url } = (res.json().images as { url: string }[])[0]!;
    expect(url).toMatch(UPLOADED_IMAGE_URL);
    const id = url.split('/')[2]!;

    const keys = [320, 640, 1280].map((w) => `${id}/${w}.webp`);
    for (const key of keys) {
      expect(bucket.objects.get(key)).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });
    }
    expect(await storedFiles(app)).toEqual([]);
    // The listing and profile checks find the photo in the bucket.
    expect(await isIssuedImageUrl(app.ctx, url)).toBe(true);

    for (const [i, width] of [320, 640, 1280].entries()) {
      const served = await app.inject({ method: 'GET', url: `/uploads/${keys[i]}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.rawPayload.equals(bucket.objects.get(keys[i]!)!.body)).toBe(true);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('answers 404 for a photo the bucket does not have', async () => {
    const res = await app.inject({ method: 'GET', url: `/uploads/${'Z'.repeat(22)}/640.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Image not found');
    expect(await isIssuedImageUrl(app.ctx, `/uploads/${'Z'.repeat(22)}/1280.webp`)).toBe(false);
  });

  it('sends browsers to the CDN when S3_PUBLIC_URL is set, and lets the page show its images', async () => {
    const seller = await signUp(cdnApp);
    const res = await upload(cdnApp, seller.cookie, [{ name: 'scarf.jpg', data: await solidJpeg(800, 600) }]);
    expect(res.statusCode).toBe(201);
    const { url } = (res.json().images as { url: string }[])[0]!;
    // Still this app's address: listings store it and src/shared checks its shape.
    expect(url).toMatch(UPLOADED_IMAGE_URL);
    const key = url.slice('/uploads/'.length);
    expect(bucket.objects.has(key)).toBe(true);

    const served = await cdnApp.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toBe(`https://cdn.rethread.test/photos/${key}`);
    expect(served.headers['content-security-policy']).toMatch(/img-src[^;]*https:\/\/cdn\.rethread\.test/);

    const notOurs = await cdnApp.inject({ method: 'GET', url: '/uploads/short/1280.webp' });
    expect(notOurs.statusCode).toBe(404);
  });
});
