import type { ImportPlatform } from '#shared/imports.js';
import { jsonLdParser, openGraphParser, visibleTextParser } from './generic.js';
import { mercariApolloParser, mercariDomParser } from './mercari.js';
import { poshmarkStateParser } from './poshmark.js';
import type { ListingParser, ParsedListing } from './types.js';

export type { ParsedListing, ProfileEntry, ProfilePage } from './types.js';
export { parseMercariProfilePage } from './mercari.js';
export { parsePoshmarkClosetPage, poshmarkClosetApiUrl, poshmarkUsername } from './poshmark.js';

/** Most specific first: the site's own embedded data, then its DOM, then page-wide standards. */
const PARSERS: ListingParser[] = [
  mercariApolloParser,
  mercariDomParser,
  poshmarkStateParser,
  jsonLdParser,
  openGraphParser,
  visibleTextParser,
];

/**
 * Page text → listing, trying each parser for the platform in order; null when none finds a title
 * and a price. Pure: no network, no database.
 */
export function parseListingPage(
  html: string,
  pageUrl: string,
  platform: ImportPlatform,
): (ParsedListing & { parser: string }) | null {
  for (const parser of PARSERS) {
    if (!parser.platforms.includes(platform)) continue;
    let result: ParsedListing | null = null;
    try {
      result = parser.parse(html, pageUrl);
    } catch {
      // A parser that trips over an unexpected page shape must not stop the next one.
      result = null;
    }
    if (result) return { ...result, parser: parser.name };
  }
  return null;
}
