import { promises as dns } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './ip-policy.js';

export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 5;
// Some sites answer bots with an empty shell; a current desktop browser's identity gets the real page.
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export type FetchFailure =
  | 'blocked-url'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'refused'
  | 'not-found'
  | 'upstream'
  | 'timeout'
  | 'too-large'
  | 'network';

/** Why a fetch did not produce a page; `message` is safe to show to the person importing. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type SafeFetchOptions = {
  /** Exact host names this fetch (and every redirect) may reach. */
  allowedHosts: Iterable<string>;
  maxBytes?: number;
  timeoutMs?: number;
  accept?: string;
  /** Tests only (config refuses it in production): host → http://127.0.0.1:PORT of a fixture server. */
  hostOverride?: Record<string, string>;
  /** Replaces DNS in tests, to prove that a private answer is refused. */
  resolve?: Resolver;
  signal?: AbortSignal;
  messages?: Partial<Record<FetchFailure, string>>;
};

export type SafeResponse = { url: string; status: number; contentType: string; body: Buffer };

const DEFAULT_MESSAGES: Record<FetchFailure, string> = {
  'blocked-url': 'Only Poshmark and Mercari pages can be imported',
  'blocked-address': 'That address cannot be imported',
  'too-many-redirects': 'The site redirected too many times',
  refused: 'The site refused the request — try again later',
  'not-found': 'That listing could not be found',
  upstream: 'The site could not be reached — try again later',
  timeout: 'The site took too long to answer — try again later',
  'too-large': 'That page is too large to import',
  network: 'The site could not be reached — try again later',
};

const systemResolve: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Fetches an https page or photo from an allow-listed host without letting the request reach
 * anything but the public internet: the URL is checked, DNS is resolved here and every answer
 * checked, and the socket connects to the checked address (no second lookup, so no DNS-rebinding
 * window). Redirects are followed by hand, each one checked the same way.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const allowed = new Set([...options.allowedHosts].map((h) => h.toLowerCase()));
  const messages = { ...DEFAULT_MESSAGES, ...options.messages };
  const fail = (reason: FetchFailure, status?: number) =>
    new SafeFetchError(reason, messages[reason], status);
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    let url = checkUrl(rawUrl, allowed, fail);
    for (let hop = 0; ; hop++) {
      const res = await request(url, options, controller.signal, fail);
      if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        res.resume();
        if (hop >= MAX_REDIRECTS) throw fail('too-many-redirects');
        let next: string;
        try {
          next = new URL(res.headers.location, url).toString();
        } catch {
          throw fail('blocked-url');
        }
        url = checkUrl(next, allowed, fail);
        continue;
      }
      const status = res.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        res.resume();
        if (status === 403 || status === 429) throw fail('refused', status);
        if (status === 404 || status === 410) throw fail('not-found', status);
        throw fail('upstream', status);
      }
      const body = await readBody(res, options.maxBytes ?? PAGE_MAX_BYTES, fail);
      return {
        url: url.toString(),
        status,
        contentType: String(res.headers['content-type'] ?? ''),
        body,
      };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (controller.signal.aborted) throw fail('timeout');
    throw fail('network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function checkUrl(raw: string, allowed: Set<string>, fail: (r: FetchFailure) => SafeFetchError): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail('blocked-url');
  }
  // https only, no user-info ("https://poshmark.com@evil.test"), no explicit port, no IP literals
  // (decimal, hex and bracketed forms are normalised by the URL parser, so this catches them all).
  if (url.protocol !== 'https:' || url.username || url.password || url.port) throw fail('blocked-url');
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) throw fail('blocked-address');
  if (!allowed.has(host)) throw fail('blocked-url');
  return url;
}

/** A lookup that answers only the address we already checked, whatever the socket asks for. */
function pinnedLookup(address: string, family: number): LookupFunction {
  return ((_hostname: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

async function request(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
  fail: (r: FetchFailure) => SafeFetchError,
): Promise<IncomingMessage> {
  const headers = {
    'user-agent': BROWSER_USER_AGENT,
    accept: options.accept ?? 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
    'accept-language': 'en-US,en;q=0.9',
    'accept-encoding': 'gzip, deflate, br',
    host: url.host,
  };
  const path = `${url.pathname}${url.search}`;
  const override = options.hostOverride?.[url.hostname.toLowerCase()];

  let send: () => http.ClientRequest;
  if (override) {
    // Test fixture server: plain http on 127.0.0.1, with the real host name in the Host header.
    const target = new URL(override);
    send = () =>
      http.request({
        protocol: 'http:',
        hostname: target.hostname,
        port: target.port,
        path,
        method: 'GET',
        headers,
        signal,
        agent: false,
      });
  } else {
    let answers: { address: string; family: number }[];
    try {
      answers = await (options.resolve ?? systemResolve)(url.hostname);
    } catch {
      throw fail('network');
    }
    // Every answer must be public: a host that also resolves to 10.x could be steered there later.
    if (!answers.length || answers.some((a) => !isPublicAddress(a.address))) throw fail('blocked-address');
    const first = answers[0]!;
    send = () =>
      https.request({
        hostname: url.hostname,
        servername: url.hostname,
        port: 443,
        path,
        method: 'GET',
        headers,
        signal,
        agent: false,
        lookup: pinnedLookup(first.address, first.family),
      });
  }

  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = send();
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

function readBody(
  res: IncomingMessage,
  maxBytes: number,
  fail: (r: FetchFailure) => SafeFetchError,
): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  if (!encoding && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(fail('too-large'));
  }
  // The cap applies to the decompressed bytes, so a small gzip bomb is refused too.
  let stream: Readable = res;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
  else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
  else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress());

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (done) return;
      done = true;
      if (err) {
        res.destroy();
        stream.destroy();
        reject(err);
      } else resolve(body!);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(fail('too-large'));
      else chunks.push(chunk);
    });
    stream.once('end', () => finish(null, Buffer.concat(chunks)));
    stream.once('error', (err) => finish(err));
    res.once('error', (err) => finish(err));
    res.once('aborted', () => finish(new Error('aborted')));
  });
}
