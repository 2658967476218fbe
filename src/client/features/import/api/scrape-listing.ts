import { useMutation } from '@tanstack/react-query';
import { importsApi } from '#shared/api/imports';
import { call } from '#client/lib/endpoints';

/** POST /api/scrape-listing: the server fetches and reads the page; photos come back re-hosted. */
export function scrapeListing(url: string) {
  return call(importsApi.scrapeListing, { body: { url: url.trim() } });
}

export function useScrapeListing() {
  return useMutation({ mutationFn: scrapeListing });
}
