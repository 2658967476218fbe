import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage-contract.js';

/** Photo keys name their content (a new photo gets a new random id), so caches may keep them forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces…); AWS itself when undefined. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** The base URL the bucket's objects are publicly readable under, e.g. a CDN. */
  publicUrl?: string | undefined;
  forcePathStyle?: boolean;
};

type Sdk = typeof S3Sdk;
let sdk: Promise<Sdk> | undefined;
// Loaded on first use: the default local-disk setup never pays the SDK's start-up time.
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** HeadObject answers a bare 404 (no body to name the error); GetObject answers NoSuchKey. */
function isMissing(s3: Sdk, err: unknown): boolean {
  return (
    err instanceof s3.NoSuchKey ||
    err instanceof s3.NotFound ||
    (err instanceof s3.S3ServiceException && err.$metadata.httpStatusCode === 404)
  );
}

function newClient(s3: Sdk, options: S3StorageOptions): S3Sdk.S3Client {
  return new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums (2025) are refused by several S3-compatible services
    // (MinIO versions, R2, B2); the SigV4 payload hash already protects every upload's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering must fail the upload, not hold the request open forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** Photos in an S3-compatible bucket, still issued under this app's `/uploads/<key>` addresses. */
export function createS3Storage(options: S3StorageOptions, publicPrefix = '/uploads'): Storage {
  const { bucket } = options;
  const publicBase = options.publicUrl?.replace(/\/+$/, '');
  let connection: Promise<{ s3: Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () => (connection ??= loadSdk().then((s3) => ({ s3, client: newClient(s3, options) })));

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    url: (key) => {
      assertSafeKey(key);
      return `${publicPrefix}/${key}`;
    },
    publicUrl: (key) => {
      assertSafeKey(key);
      return publicBase ? `${publicBase}/${key}` : undefined;
    },
    async exists(key) {
      assertSafeKey(key);
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(s3, err)) return false;
        throw err;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async read(key) {
      assertSafeKey(key);
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the SDK hands over the HTTP response itself: a Readable, streamed on unbuffered.
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`S3 answered no readable body for ${key}`);
        }
        return { stream: object.Body, size: object.ContentLength };
      } catch (err) {
        if (isMissing(s3, err)) return undefined;
        throw err;
      }
    },
  };
}
