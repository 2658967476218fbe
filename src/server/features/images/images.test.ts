import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOADED_IMAGE_URL } from '#shared/listings.js';
import {
  IMAGE_PIPELINES_AT_ONCE,
  IMAGE_QUEUE_MAX_WAITING,
  imageBusyMessage,
  withSharp,
} from '../../lib/sharp.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import {
  multipartForm,
  pngClaiming,
  sidewaysJpegWithGps,
  solidJpeg,
  solidPng,
  storedFiles,
  SVG,
  upload,
  ZIP,
} from './images.test-helpers.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;

useTestApp(async (started) => {
  app = started;
  seller = await signUp(app);
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** Asserts a refused upload: 400, the named problem, and not one file written. */
async function expectRefused(files: Parameters<typeof upload>[2], message: string | RegExp) {
  const before = await storedFiles(app);
  const res = await upload(app, seller.cookie, files);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  if (typeof message === 'string') expect(body.error).toBe(message);
  else expect(body.error).toMatch(message);
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(await storedFiles(app)).toEqual(before);
  return body;
}

describe('POST /api/upload-images', () => {
  it('needs an account', async () => {
    const res = await upload(app, undefined, [{ name: 'a.jpg', data: await solidJpeg() }]);
    expect(res.statusCode).toBe(401);
    expect(await storedFiles(app)).toEqual([]);
  });

  it('stores WebP variants at 320, 640 and 1280 px and answers the 1280 url', async () => {
    const res = await upload(app, seller.cookie, [
      { name: 'big.jpg', data: await solidJpeg(2400, 1600) },
      { name: 'small.png', data: await solidPng(300, 200), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const { images, errors } = res.json();
    expect(errors).toBeUndefined();
    expect(images).toHaveLength(2);
    for (const { url } of images) expect(url).toMatch(UPLOADED_IMAGE_URL);

    const widths = async (url: string) => {
      const out: number[] = [];
      for (const w of [320, 640, 1280]) {
        const res = await get(url.replace('1280.webp', `${w}.webp`));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        out.push(meta.width!);
      }
      return out;
    };
    expect(await widths(images[0].url)).toEqual([320, 640, 1280]);
    // Never upscaled: a 300 px photo stays 300 px in the larger variants.
    expect(await widths(images[1].url)).toEqual([300, 300, 300]);
    expect(await storedFiles(app)).toHaveLength(6);
  });

  it('turns a phone photo upright and strips its EXIF, GPS included', async () => {
    const original = await sidewaysJpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    // The GPSInfo pointer (tag 0x8825) is in the original's EXIF, in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => before.exif!.includes(tag))).toBe(true);

    const res = await upload(app, seller.cookie, [{ name: 'IMG_0001.jpg', data: original }]);
    expect(res.statusCode).toBe(201);
    const download = await get(res.json().images[0].url);
    const bytes = download.rawPayload;
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    // Rotated 90° clockwise: 200×100 becomes 100×200, the red left half now on top.
    expect([after.width, after.height]).toEqual([100, 200]);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const [rTop, , bTop] = pixel(50, 40);
    const [rBottom, , bBottom] = pixel(50, 160);
    expect(rTop).toBeGreaterThan(200);
    expect(bTop).toBeLessThan(60);
    expect(bBottom).toBeGreaterThan(200);
    expect(rBottom).toBeLessThan(60);
  });

  it('refuses a text file renamed .jpg', async () => {
    const body = await expectRefused(
      [{ name: 'photo.jpg', data: Buffer.from('definitely not a picture\n'.repeat(20)) }],
      'photo.jpg is not an image file',
    );
    expect(body.errors).toEqual(['photo.jpg is not an image file']);
  });

  it('refuses an SVG, even one sent as image/png', async () => {
    await expectRefused(
      [{ name: 'logo.svg', data: SVG, type: 'image/svg+xml' }],
      /^logo\.svg is an SVG drawing/,
    );
    await expectRefused(
      [{ name: 'sneaky.png', data: SVG, type: 'image/png' }],
      /^sneaky\.png is an SVG drawing/,
    );
  });

  it('refuses a zip archive', async () => {
    await expectRefused(
      [{ name: 'photos.zip', data: ZIP, type: 'application/zip' }],
      'photos.zip is not an image file',
    );
  });

  it('refuses a 20,000 × 20,000 pixel bomb before decoding it', async () => {
    const started = Date.now();
    await expectRefused(
      [{ name: 'bomb.png', data: pngClaiming(20_000, 20_000), type: 'image/png' }],
      'Image dimensions too large: bomb.png is 20000 × 20000 pixels (at most 25 megapixels)',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a 40-megapixel PNG of 170 KB from its header', async () => {
    // Flat colour at maximum compression: a tiny file that would decode to 160 MB of pixels.
    const png = await sharp({ create: { width: 8000, height: 5000, channels: 4, background: '#6688aa' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(200 * 1024);
    const body = await expectRefused(
      [{ name: 'huge.png', data: png, type: 'image/png' }],
      'Image dimensions too large: huge.png is 8000 × 5000 pixels (at most 25 megapixels)',
    );
    expect(body.errors).toHaveLength(1);
  });

  it('answers 503 when the image queue is full, yet refuses a too-large photo at once', async () => {
    // Hold the one pipeline and every waiting place, as a burst of other uploads would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: IMAGE_PIPELINES_AT_ONCE + IMAGE_QUEUE_MAX_WAITING }, () =>
      withSharp(() => held),
    );
    try {
      const before = await storedFiles(app);
      const busy = await upload(app, seller.cookie, [{ name: 'a.jpg', data: await solidJpeg() }]);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ error: imageBusyMessage, code: 'IMAGES_BUSY' });
      expect(await storedFiles(app)).toEqual(before);
      // The header check needs no pipeline, so a pixel bomb is refused without waiting.
      await expectRefused(
        [{ name: 'bomb.png', data: pngClaiming(9000, 9000), type: 'image/png' }],
        /^Image dimensions too large: bomb\.png/,
      );
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await upload(app, seller.cookie, [{ name: 'a.jpg', data: await solidJpeg() }])).statusCode).toBe(
      201,
    );
  });

  it('still takes a photo just under the pixel limit', async () => {
    // 5760 × 4320 = 24.9 MP, the size of a recent phone's default photo.
    const res = await upload(app, seller.cookie, [{ name: 'phone.jpg', data: await solidJpeg(5760, 4320) }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(1);
  });

  it('refuses a truncated photo', async () => {
    const jpeg = await solidJpeg(800, 600);
    await expectRefused(
      [{ name: 'cut.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }],
      'cut.jpg is damaged or incomplete and could not be read',
    );
  });

  it('refuses a 30 MB file by name and stays up', async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024, 0xff);
    await expectRefused([{ name: 'big.jpg', data: huge }], 'big.jpg is larger than 10MB');
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('refuses 11 files and stores none of them', async () => {
    const jpeg = await solidJpeg(100, 100);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg }));
    await expectRefused(files, 'Maximum 10 images allowed');
  });

  it('stores the good files and names the bad ones when a batch is mixed', async () => {
    const before = (await storedFiles(app)).length;
    const res = await upload(app, seller.cookie, [
      { name: 'good.jpg', data: await solidJpeg(500, 500) },
      { name: 'notes.txt', data: Buffer.from('hello'), type: 'text/plain' },
      { name: 'wrong-field.jpg', data: await solidJpeg(50, 50), field: 'photo' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(1);
    expect(res.json().errors).toEqual([
      'notes.txt is not an image file',
      'wrong-field.jpg was not sent in the "images" field',
    ]);
    expect((await storedFiles(app)).length).toBe(before + 3);
  });

  it('explains a request without photos or without multipart', async () => {
    const empty = multipartForm([], { note: 'hi' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload-images',
      payload: empty.payload,
      headers: { ...empty.headers, cookie: seller.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Choose at least one photo to upload');

    const json = await app.inject({
      method: 'POST',
      url: '/api/upload-images',
      payload: { images: ['x'] },
      headers: { cookie: seller.cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Send the photos as multipart/form-data in the "images" field');
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload-images',
      payload: '--abc\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nxx',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', cookie: seller.cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('limits how often one account uploads', async () => {
    const busy = await signUp(app);
    const tiny = [{ name: 't.txt', data: Buffer.from('x'), type: 'text/plain' }];
    for (let i = 0; i < 40; i += 1) expect((await upload(app, busy.cookie, tiny)).statusCode).toBe(400);
    const limited = await upload(app, busy.cookie, tiny);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many uploads/);
  });
});

describe('GET /uploads/…', () => {
  it('answers 404 for unknown, malformed and path-climbing names', async () => {
    for (const url of [
      '/uploads/AAAAAAAAAAAAAAAAAAAAAA/1280.webp',
      '/uploads/AAAAAAAAAAAAAAAAAAAAAA/secret.txt',
      '/uploads/..%2F..%2Fetc/passwd',
      '/uploads/%2e%2e/1280.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
