import { lazy, Suspense } from 'react';
import { FeeCalculatorCard } from '#client/components/fee-calculator-card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useUser } from '#client/lib/auth';

// The dashboard block (grid, edit dialog, uploads) loads only when the tab is opened.
const SellerDashboard = lazy(() =>
  import('./seller-dashboard').then((m) => ({ default: m.SellerDashboard })),
);

/** The home dashboard's 'My Profile' tab: the seller dashboard block for whoever is signed in. */
export function MyProfilePanel() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading your profile" className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      }
    >
      <SellerDashboard user={user} />
      <FeeCalculatorCard className="mt-6 max-w-md" />
    </Suspense>
  );
}
