import { usePageMeta } from '../../lib/page-meta';
import SellerDashboard from './seller-dashboard';

/** /seller-tools (001 §2 'Seller Tools'): the seller dashboard on a page of its own. */
export default function SellerToolsPage() {
  usePageMeta(
    'Seller Tools',
    'Your listings, views, offers, sales and earnings on Rethread, with the tools to list and sell faster.',
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 lg:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Seller Tools</h1>
        <p className="mt-1 text-gray-600">How your closet is doing, and everything you need to sell more.</p>
      </header>
      <SellerDashboard />
    </div>
  );
}
