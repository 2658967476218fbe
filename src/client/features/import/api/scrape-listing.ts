import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ScrapeListingReply } from '../../../../shared/imports';

/** POST /api/scrape-listing: the server fetches and reads the page; photos come back re-hosted. */
export function scrapeListing(url: string) {
  return api.post<ScrapeListingReply>('/api/scrape-listing', { url: url.trim() });
}

export function useScrapeListing() {
  return useMutation({ mutationFn: scrapeListing });
}
