import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

// The dashboard loads only when the tab is opened, with its own fallback so home never blanks.
const SellerDashboard = lazy(() => import('./seller-dashboard'));

/** The home dashboard's 'Seller Tools' tab (docs/product/08-seller-tools.md §8.1): the same dashboard as /seller-tools. */
export function SellerToolsPanel() {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label="Loading seller tools"
          className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </div>
      }
    >
      <SellerDashboard />
    </Suspense>
  );
}
