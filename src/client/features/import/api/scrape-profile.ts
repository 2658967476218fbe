import { useMutation } from '@tanstack/react-query';
import { pathOf } from '#shared/api/endpoint';
import { importsApi } from '#shared/api/imports';
import { throwIfNotOk } from '#client/lib/api';
import { PROFILE_SCRAPE_TIMEOUT_MS, type ScrapeProfileReply } from '#shared/imports';

export const PROFILE_TIMEOUT_MESSAGE = 'Request timed out - profile may have too many listings';

/**
 * POST /api/scrape-profile (docs/product/06-imports.md §6.2): a 60-second time-out and no caching. A whole closet can take
 * a while, so the request is aborted rather than left hanging with the button spinning.
 */
export async function scrapeProfile(url: string): Promise<ScrapeProfileReply> {
  let res: Response;
  try {
    res = await fetch(pathOf(importsApi.scrapeProfile), {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ url: url.trim() }),
      signal: AbortSignal.timeout(PROFILE_SCRAPE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new Error(PROFILE_TIMEOUT_MESSAGE);
    }
    throw error;
  }
  await throwIfNotOk(res);
  return (await res.json()) as ScrapeProfileReply;
}

export function useScrapeProfile() {
  return useMutation({ mutationFn: scrapeProfile });
}
