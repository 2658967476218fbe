import { usePageMeta } from '../../lib/page-meta';
import SellerDashboard from './seller-dashboard';
import { PageHeader } from '../../components/page-header';

/** /seller-tools (docs/product/08-seller-tools.md §8.1 'Seller Tools'): the seller dashboard on a page of its own. */
export default function SellerToolsPage() {
  usePageMeta(
    'Seller Tools',
    'Your listings, views, offers, sales and earnings on Rethread, with the tools to list and sell faster.',
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 lg:px-6">
      <PageHeader
        title="Seller Tools"
        description="How your closet is doing, and everything you need to sell more."
      />
      <SellerDashboard sectionInUrl />
    </div>
  );
}
