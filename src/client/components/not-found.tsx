import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { usePageMeta } from '../lib/page-meta';
import { buttonClass } from './ui/button';
import { PageMessage } from './page-message';

/** An unknown address: the server already answered 404; this says so to the person. */
export function NotFound() {
  usePageMeta('Page not found', 'This page does not exist on Rethread.');
  return (
    <PageMessage icon={SearchX} eyebrow="404" title="Page not found" actions={<HomeAndBrowseLinks />}>
      <p>The page you asked for does not exist or has moved.</p>
    </PageMessage>
  );
}

/** Where to go from a page that is not there: home, or browsing. */
export function HomeAndBrowseLinks() {
  return (
    <>
      <Link href="/" className={buttonClass('primary', 'md')}>
        Back to Home
      </Link>
      <Link href="/trending" className={buttonClass('outline', 'md')}>
        Browse Items
      </Link>
    </>
  );
}
