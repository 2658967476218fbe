import { ExternalLink } from 'lucide-react';
import { PREVIEW_DESCRIPTION_CHARS, type ScrapedListing } from '#shared/imports';
import { dollarsToCents, formatCents } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent } from '#client/components/ui/card';
import { PlatformBadge } from './platform-badge';
import type { ReactNode } from 'react';

/** First 200 characters of the description (docs/product/06-imports.md §6.6), cut on the character, with an ellipsis. */
export function previewDescription(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > PREVIEW_DESCRIPTION_CHARS
    ? `${chars.slice(0, PREVIEW_DESCRIPTION_CHARS).join('')}…`
    : chars.join('');
}

/** The scraped listing before it is saved (docs/product/06-imports.md §6.1): image, title, price, category, description, site. */
export function PreviewCard({ listing, children }: { listing: ScrapedListing; children?: ReactNode }) {
  return (
    <Card aria-label="Listing preview">
      <CardContent className="grid gap-6 sm:grid-cols-[220px_1fr]">
        <div className="aspect-[4/5] overflow-hidden rounded-xl bg-gray-100">
          {listing.imageUrl ? (
            <img src={listing.imageUrl} alt={listing.title} className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center p-4 text-center text-sm text-gray-500">
              No photo found — you can add photos after importing
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <PlatformBadge platform={listing.sourcePlatform} />
            {listing.category && <Badge>{listing.category}</Badge>}
            {listing.isSold && <Badge variant="warning">Sold on {listing.sourcePlatform}</Badge>}
          </div>
          <h2 className="text-xl font-semibold break-words text-gray-900">{listing.title}</h2>
          <p className="text-2xl font-bold text-brand-700">
            {formatCents(dollarsToCents(listing.price) ?? listing.priceCents)}
          </p>
          {listing.description && (
            <p className="text-sm break-words whitespace-pre-line text-gray-600">
              {previewDescription(listing.description)}
            </p>
          )}
          <a
            href={listing.originalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            View original <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
