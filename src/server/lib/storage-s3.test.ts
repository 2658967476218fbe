import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { testConfig } from '../test/test-app.js';
import { startS3StandIn, type S3StandIn } from './s3-standin.js';
import { createS3Storage, IMMUTABLE_CACHE_CONTROL, type S3StorageOptions } from './storage-s3.js';
import { createStorage } from './storage.js';

let bucket: S3StandIn;
let options: S3StorageOptions;

beforeAll(async () => {
  bucket = await startS3StandIn();
  options = {
    bucket: bucket.bucket,
    region: bucket.region,
    endpoint: bucket.endpoint,
    accessKeyId: bucket.accessKeyId,
    secretAccessKey: bucket.secretAccessKey,
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await bucket.close();
});

async function text(file: { stream: NodeJS.ReadableStream } | undefined) {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('S3 storage', () => {
  it('puts, finds and reads objects through the real SDK, signed and cacheable', async () => {
    const storage = createS3Storage(options);
    expect(await storage.exists('roundtrip/1280.webp')).toBe(false);

    await storage.put('roundtrip/1280.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(bucket.objects.get('roundtrip/1280.webp')).toMatchObject({
      body: Buffer.from('webp bytes'),
      contentType: 'image/webp',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(await storage.exists('roundtrip/1280.webp')).toBe(true);

    const file = await storage.read('roundtrip/1280.webp');
    expect(file?.size).toBe(10);
    expect(await text(file)).toBe('webp bytes');
    expect(bucket.requests.filter((r) => r.key === 'roundtrip/1280.webp').map((r) => r.method)).toEqual([
      'HEAD',
      'PUT',
      'HEAD',
      'GET',
    ]);
  });

  it('removes an object, and removing a missing one is no error', async () => {
    const storage = createS3Storage(options);
    await storage.put('gone/640.webp', Buffer.from('webp bytes'), 'image/webp');
    await storage.remove('gone/640.webp');
    expect(bucket.objects.has('gone/640.webp')).toBe(false);
    await expect(storage.remove('gone/640.webp')).resolves.toBeUndefined();
  });

  it('answers false and undefined for a missing object', async () => {
    const storage = createS3Storage(options);
    expect(await storage.exists('nothing-here/640.webp')).toBe(false);
    expect(await storage.read('nothing-here/640.webp')).toBeUndefined();
  });

  it('throws on a refused request instead of calling the photo missing', async () => {
    const storage = createS3Storage({ ...options, secretAccessKey: 'not-the-secret' });
    const refusedBefore = bucket.refused;
    await expect(storage.put('forged/320.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(storage.read('roundtrip/1280.webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    // HEAD answers have no body, so the SDK only knows "403": still an error, never "not there".
    await expect(storage.exists('roundtrip/1280.webp')).rejects.toThrow();
    expect(bucket.refused).toBe(refusedBefore + 3);
    expect(bucket.objects.has('forged/320.webp')).toBe(false);

    const stranger = createS3Storage({ ...options, accessKeyId: 'SOMEONEELSE' });
    await expect(stranger.read('roundtrip/1280.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('refuses unsafe keys before asking the bucket', async () => {
    const storage = createS3Storage(options);
    const requestsBefore = bucket.requests.length;
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a/b c', 'a?b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.exists(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe storage key/);
      expect(() => storage.url(key), key).toThrow(/Unsafe storage key/);
    }
    expect(bucket.requests.length).toBe(requestsBefore);
  });

  it('issues /uploads addresses and names the CDN address only when S3_PUBLIC_URL is set', () => {
    const plain = createS3Storage(options);
    expect(plain.url('abc/1280.webp')).toBe('/uploads/abc/1280.webp');
    expect(plain.publicUrl('abc/1280.webp')).toBeUndefined();

    const behindCdn = createS3Storage({ ...options, publicUrl: 'https://cdn.example.com/photos/' });
    expect(behindCdn.url('abc/1280.webp')).toBe('/uploads/abc/1280.webp');
    expect(behindCdn.publicUrl('abc/1280.webp')).toBe('https://cdn.example.com/photos/abc/1280.webp');
    expect(() => behindCdn.publicUrl('../abc')).toThrow(/Unsafe storage key/);
  });

  it('is the storage whenever the configuration names a bucket', async () => {
    const local = createStorage(testConfig());
    const s3 = createStorage(
      testConfig({
        s3: { ...options, endpoint: bucket.endpoint, publicUrl: undefined, forcePathStyle: true },
      }),
    );
    await s3.put('chosen/320.webp', Buffer.from('in the bucket'), 'image/webp');
    expect(bucket.objects.has('chosen/320.webp')).toBe(true);
    expect(await local.exists('chosen/320.webp')).toBe(false);
  });
});

describe('S3 configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
    return [];
  };

  it('refuses a bucket without its region and keys, naming each one', () => {
    expect(problemsOf({ S3_BUCKET: 'photos', PORT: 'abc' })).toEqual([
      expect.stringMatching(/^PORT:/),
      'S3_REGION: must be set when S3_BUCKET is set',
      'S3_ACCESS_KEY_ID: must be set when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'photos', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AK' })).toEqual([
      'S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set',
    ]);
  });

  it('refuses S3 settings without a bucket, and bad URLs', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AK' })).toEqual([
      'S3_BUCKET: must be set to use S3_ACCESS_KEY_ID, S3_ENDPOINT',
    ]);
    const bad = problemsOf({
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
      S3_PUBLIC_URL: 'ftp://cdn.example.com',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(bad.map((p) => p.split(':')[0])).toEqual(['S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE']);
  });

  it('reads a complete bucket configuration', () => {
    const config = loadConfig({
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
      S3_PUBLIC_URL: 'https://cdn.example.com/photos/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'photos',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      publicUrl: 'https://cdn.example.com/photos',
      forcePathStyle: true,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
