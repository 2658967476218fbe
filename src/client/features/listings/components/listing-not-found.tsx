import { PackageX } from 'lucide-react';
import { Link } from 'wouter';
import { PageMessage } from '../../../components/page-message';
import { buttonClass } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';

/** 'Listing Not Found' (docs/product/02-listings.md §2.1): an unknown, removed or deactivated listing. */
export function ListingNotFound() {
  usePageMeta('Listing Not Found', 'This listing does not exist or is no longer available on Rethread.');
  return (
    <PageMessage
      icon={PackageX}
      title="Listing Not Found"
      actions={
        <>
          <Link href="/" className={buttonClass('primary', 'md')}>
            Back to Home
          </Link>
          <Link href="/trending" className={buttonClass('outline', 'md')}>
            Browse Items
          </Link>
        </>
      }
    >
      <p>The listing you are looking for does not exist or is no longer available.</p>
    </PageMessage>
  );
}
