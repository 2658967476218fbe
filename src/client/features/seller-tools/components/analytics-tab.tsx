import { Lightbulb } from 'lucide-react';
import type { SalesDay, TopCategory } from '#shared/seller-stats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { plural } from '../lib/format';
import { SalesChart } from './sales-chart';

const SELLER_TIPS = [
  'Shoot in daylight against a plain wall, and show the label and any wear up close.',
  'Answer questions quickly: a prompt reply often turns a question into a sale.',
  'Offers expire after 48 hours, so accept or decline them before they lapse.',
  'Put the brand, size and colour in the title: that is what buyers search for.',
  'Host a live show to sell several items to an audience at once.',
];

/** Analytics (docs/product/08-seller-tools.md §8.1): sales performance over 30 days, top categories and seller tips. */
export function AnalyticsTab({
  salesByDay,
  topCategories,
}: {
  salesByDay: SalesDay[] | undefined;
  topCategories: TopCategory[] | undefined;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Sales Performance</CardTitle>
          <CardDescription>
            Sales per day over the last 30 days (UTC), with earnings after fees.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {salesByDay ? (
            <SalesChart days={salesByDay} />
          ) : (
            <div role="status" aria-label="Loading sales">
              <Skeleton className="h-48" />
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Top Categories</CardTitle>
          <CardDescription>By items sold, then by active listings.</CardDescription>
        </CardHeader>
        <CardContent>
          <TopCategories categories={topCategories} />
        </CardContent>
      </Card>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Seller Tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {SELLER_TIPS.map((tip) => (
              <li key={tip} className="flex gap-3 rounded-xl bg-gray-50 p-3 text-sm text-gray-700">
                <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                {tip}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function TopCategories({ categories }: { categories: TopCategory[] | undefined }) {
  if (!categories) {
    return (
      <div role="status" aria-label="Loading categories" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  if (categories.length === 0) {
    return <p className="text-sm text-gray-600">Your categories appear here once you list items.</p>;
  }
  const most = Math.max(1, ...categories.map((c) => c.sales + c.activeListings));
  return (
    <ol className="grid gap-4">
      {categories.map((c) => (
        <li key={c.category} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-gray-900">{c.category}</span>
            <span className="text-gray-600">
              {plural(c.sales, 'sold', 'sold')} · {c.activeListings} active
            </span>
          </div>
          <div className="flex h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
            <div className="bg-brand-600" style={{ width: `${(c.sales / most) * 100}%` }} />
            <div className="bg-brand-200" style={{ width: `${(c.activeListings / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
