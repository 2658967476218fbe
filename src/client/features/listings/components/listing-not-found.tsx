import { PackageX } from 'lucide-react';
import { HomeAndBrowseLinks } from '#client/components/not-found';
import { PageMessage } from '#client/components/page-message';
import { usePageMeta } from '#client/lib/page-meta';

/** 'Listing Not Found' (docs/product/02-listings.md §2.1): an unknown, removed or deactivated listing. */
export function ListingNotFound() {
  usePageMeta('Listing Not Found', 'This listing does not exist or is no longer available on Rethread.');
  return (
    <PageMessage icon={PackageX} title="Listing Not Found" actions={<HomeAndBrowseLinks />}>
      <p>The listing you are looking for does not exist or is no longer available.</p>
    </PageMessage>
  );
}
