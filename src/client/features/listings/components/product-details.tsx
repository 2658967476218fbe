import type { ListingDetail } from '../api/types';
import { formatDate } from '../lib/dates';

/** Product details with the spec's fallbacks (docs/product/02-listings.md §2.1): 'Uncategorized', 'Not specified'. */
export function ProductDetails({ listing }: { listing: ListingDetail }) {
  const rows: Array<[string, string]> = [
    ['Category', listing.category || 'Uncategorized'],
    ['Color', listing.color || 'Not specified'],
    // As the seller or the imported page wrote it ("M8"); the filter reads the normalised spelling.
    ['Size', listing.sizeAsWritten || listing.size || 'Not specified'],
    ...(listing.brand ? ([['Brand', listing.brand]] as Array<[string, string]>) : []),
    ...(listing.gender ? ([['Gender', listing.gender]] as Array<[string, string]>) : []),
    ...(listing.condition ? ([['Condition', listing.condition]] as Array<[string, string]>) : []),
    ['Source', listing.sourcePlatform || 'Rethread'],
    ['Posted', formatDate(listing.createdAt)],
  ];
  return (
    <section aria-labelledby="product-details" className="grid gap-3">
      <h2 id="product-details" className="text-lg font-semibold text-gray-900">
        Product Details
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-500">{term}</dt>
            {/* The posted date is the reader's own calendar day: the server's render may name another
                (decision 020), and the browser's wins without a hydration error. */}
            <dd className="font-medium text-gray-900" suppressHydrationWarning={term === 'Posted'}>
              {value}
            </dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-gray-500">Style tags</dt>
          <dd>
            {listing.styleTags.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {listing.styleTags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="font-medium text-gray-900">None</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
