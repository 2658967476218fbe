import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a tiny S3 in memory on 127.0.0.1, enough for the photo storage adapter — path-style
 * PUT/GET/HEAD/DELETE of objects in one bucket. Every request must be signed with AWS Signature V4
 * by the configured key pair (the signature is recomputed, not just looked at), and errors come back
 * as S3's XML bodies, so the real SDK meets the same answers it would from a real bucket.
 */

export type StoredObject = {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
};

export type S3StandIn = {
  /** The S3_ENDPOINT to use (path style). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's contents by key. */
  objects: Map<string, StoredObject>;
  /** Every request that passed the signature check, in order. */
  requests: { method: string; key: string }[];
  /** Requests refused for a missing or wrong signature. */
  refused: number;
  close(): Promise<void>;
};

type Options = { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function sendError(res: ServerResponse, status: number, code: string, message: string, method?: string) {
  res.statusCode = status;
  res.setHeader('x-amz-request-id', 'standin');
  // HEAD answers carry no body, as with real S3: the SDK then names the error after the status.
  if (method === 'HEAD') return res.end();
  res.setHeader('content-type', 'application/xml');
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
      `<RequestId>standin</RequestId></Error>`,
  );
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
};

/** The SigV4 problem with this request, or undefined when it is signed by `accessKeyId`'s secret. */
function signatureProblem(req: IncomingMessage, payloadHash: string, o: Required<Options>) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match)
    return { code: 'AccessDenied', message: 'Requests must be signed with AWS Signature Version 4' };
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== o.accessKeyId) {
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist' };
  }
  const amzDate = headerValue(req.headers, 'x-amz-date');
  const names = signedHeaders!.split(';');
  if (!amzDate.startsWith(day!) || !names.includes('host') || !names.includes('x-amz-date')) {
    return { code: 'AccessDenied', message: 'The signature must cover host and x-amz-date' };
  }
  const [path = '/', query = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    ...names.map((name) => `${name}:${headerValue(req.headers, name)}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${o.secretAccessKey}`, day!), region!),
  );
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  if (region !== o.region || !timingSafeEqual(expected, Buffer.from(signature!))) {
    return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match' };
  }
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the stand-in on a free port of 127.0.0.1. Call `close()` when done. */
export async function startS3StandIn(options: Options = {}): Promise<S3StandIn> {
  const o: Required<Options> = {
    bucket: options.bucket ?? 'rethread-photos',
    region: options.region ?? 'eu-west-1',
    accessKeyId: options.accessKeyId ?? 'STANDINACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'standin-secret-key',
  };
  const objects = new Map<string, StoredObject>();
  const requests: S3StandIn['requests'] = [];
  let refused = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const payloadHash = headerValue(req.headers, 'x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && !/^[0-9a-f]{64}$/.test(payloadHash)) {
      return sendError(res, 400, 'InvalidRequest', 'Unsupported x-amz-content-sha256', method);
    }
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      return sendError(res, 400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match', method);
    }
    const problem = signatureProblem(req, payloadHash, o);
    if (problem) {
      refused += 1;
      return sendError(res, 403, problem.code, problem.message, method);
    }
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    const [, bucket = '', ...rest] = path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== o.bucket) return sendError(res, 404, 'NoSuchBucket', 'The bucket does not exist', method);
    if (!key) return sendError(res, 501, 'NotImplemented', 'Only object requests are supported', method);
    requests.push({ method, key });

    const object = objects.get(key);
    switch (method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: headerValue(req.headers, 'content-type') || 'binary/octet-stream',
          cacheControl: headerValue(req.headers, 'cache-control') || undefined,
          etag,
        });
        res.setHeader('etag', etag);
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!object) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', method);
        res.setHeader('content-type', object.contentType);
        res.setHeader('content-length', object.body.length);
        res.setHeader('etag', object.etag);
        if (object.cacheControl) res.setHeader('cache-control', object.cacheControl);
        return res.end(method === 'GET' ? object.body : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        res.statusCode = 204;
        return res.end();
      default:
        return sendError(res, 405, 'MethodNotAllowed', 'The method is not allowed', method);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => sendError(res, 500, 'InternalError', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...o,
    objects,
    requests,
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; drop them so close() does not wait on idle sockets.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
