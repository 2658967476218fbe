import { IMPORT_HOSTS, importMessages } from '#shared/imports.js';
import type { Config } from '../../config.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { createThrottle, type Throttle } from '../../lib/jobs/throttle.js';
import {
  PAGE_MAX_BYTES,
  PHOTO_MAX_BYTES,
  safeFetch,
  SafeFetchError,
  type SafeFetchOptions,
} from '../../lib/safe-fetch/safe-fetch.js';

export const PAGE_HOSTS = [...IMPORT_HOSTS.poshmark, ...IMPORT_HOSTS.mercari];

/** How an import reaches the other sites: pages, closet JSON and photos, all through the safe fetcher. */
export type ImportFetcher = {
  page(url: string, signal?: AbortSignal): Promise<{ url: string; text: string }>;
  json(url: string, signal?: AbortSignal): Promise<unknown>;
  /** A photo from one of `hosts` (the image hosts the page itself pointed to). */
  photo(url: string, hosts: Iterable<string>, signal?: AbortSignal): Promise<Buffer>;
};

export type FetcherOptions = {
  timeoutMs?: number;
  /** Pace towards the listing sites; photos come from CDNs and only share the concurrency cap. */
  throttle?: { concurrency: number; gapMs: number };
  notFoundMessage?: string;
};

export function createImportFetcher(config: Config, options: FetcherOptions = {}): ImportFetcher {
  const base: Pick<SafeFetchOptions, 'hostOverride' | 'timeoutMs'> = {
    hostOverride: config.env === 'production' ? undefined : config.importHostOverride,
    timeoutMs: options.timeoutMs,
  };
  const messages = {
    'not-found': options.notFoundMessage ?? importMessages.notFound,
    'too-large': importMessages.tooLarge,
    timeout: importMessages.timeout,
    refused: importMessages.siteRefused,
  };
  // One pool of slots for every fetch of this fetcher; page requests to the site are also spaced out.
  const slots = options.throttle ? createThrottle(options.throttle.concurrency, 0) : undefined;
  const spacing = options.throttle
    ? createThrottle(Number.MAX_SAFE_INTEGER, options.throttle.gapMs)
    : undefined;
  const capped: Throttle = (task, signal) => (slots ? slots(task, signal) : task());
  const paced: Throttle = (task, signal) => capped(() => (spacing ? spacing(task, signal) : task()), signal);

  const page = async (url: string, signal?: AbortSignal, accept?: string) =>
    paced(
      () =>
        safeFetch(url, {
          ...base,
          allowedHosts: PAGE_HOSTS,
          maxBytes: PAGE_MAX_BYTES,
          accept,
          signal,
          messages,
        }),
      signal,
    );

  return {
    async page(url, signal) {
      const res = await page(url, signal);
      return { url: res.url, text: res.body.toString('utf8') };
    },
    async json(url, signal) {
      const res = await page(url, signal, 'application/json');
      try {
        return JSON.parse(res.body.toString('utf8')) as unknown;
      } catch {
        throw new SafeFetchError('upstream', 'The site answered with something we could not read');
      }
    },
    async photo(url, hosts, signal) {
      const res = await capped(
        () =>
          safeFetch(url, {
            ...base,
            allowedHosts: hosts,
            maxBytes: PHOTO_MAX_BYTES,
            accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
            signal,
            messages: {
              ...messages,
              'too-large': importMessages.photoTooLarge,
              'not-found': 'Photo not found',
            },
          }),
        signal,
      );
      return res.body;
    },
  };
}

/** A fetch failure as the API answers it: 400 for a refused address, 404, or 422 for the site's trouble. */
export function fetchErrorToAppError(err: unknown): unknown {
  if (!(err instanceof SafeFetchError)) return err;
  switch (err.reason) {
    case 'blocked-url':
    case 'blocked-address':
      return badRequest(err.message, 'IMPORT_URL_REFUSED');
    case 'not-found':
      return notFound(err.message);
    default:
      return new AppError('IMPORT_FETCH_FAILED', 422, err.message);
  }
}
