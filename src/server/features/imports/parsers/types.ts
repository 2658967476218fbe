import type { ImportPlatform } from '#shared/imports.js';

/** A listing as read from another site's page, before photos are re-hosted. Money in cents. */
export type ParsedListing = {
  title: string;
  description: string;
  priceCents: number;
  originalPriceCents: number | null;
  /** The listing's own photos only (never "you may like" thumbnails), https, de-duplicated, ≤ 10. */
  images: string[];
  category: string | null;
  /** The site's own category words, kept as style tags so nothing the seller chose is lost. */
  rawCategories: string[];
  gender: string | null;
  color: string | null;
  size: string | null;
  brand: string | null;
  condition: string | null;
  isSold: boolean;
};

/** One item of a closet or profile, as the selection grid needs it. */
export type ProfileEntry = {
  url: string;
  title: string;
  priceCents: number;
  thumbUrl: string | null;
  isActive: boolean;
};

export type ProfilePage = { items: ProfileEntry[]; next: string | null };

export type ListingParser = {
  name: string;
  platforms: readonly ImportPlatform[];
  parse(html: string, pageUrl: string): ParsedListing | null;
};
