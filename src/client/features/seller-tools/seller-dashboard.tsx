import { ChartColumn, LayoutDashboard, Package, RefreshCw, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSellerStats } from './api/seller-stats';
import { AnalyticsTab } from './components/analytics-tab';
import { ListingsTab } from './components/listings-tab';
import { OverviewTab } from './components/overview-tab';
import { StatTiles } from './components/stat-tiles';
import { ToolsTab } from './components/tools-tab';

type Section = 'overview' | 'listings' | 'tools' | 'analytics';

/**
 * The Seller Tools dashboard (docs/product/08-seller-tools.md §8.1): four stat tiles and the tabs Overview, My Listings, Tools and
 * Analytics, all from GET /api/seller/stats. Shown at /seller-tools and in the home 'tools' tab.
 */
export default function SellerDashboard() {
  const stats = useSellerStats();
  const [section, setSection] = useState<Section>('overview');
  const data = stats.data;

  if (stats.isError && !data) {
    return (
      <div className="rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
        <p className="font-medium text-gray-900">Your seller figures could not be loaded.</p>
        <Button className="mt-4" variant="outline" onClick={() => void stats.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  // Grid items default to their content's width (min-width: auto): min-w-0 keeps a long activity line
  // or the tab row from widening the page past a phone's screen.
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <StatTiles totals={data?.totals} />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList
          aria-label="Seller tools sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="listings">
            <Package aria-hidden="true" />
            My Listings
          </TabsTrigger>
          <TabsTrigger value="tools">
            <Wrench aria-hidden="true" />
            Tools
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <ChartColumn aria-hidden="true" />
            Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab activity={data?.recentActivity} />
        </TabsContent>
        <TabsContent value="listings">
          <ListingsTab listings={data?.listings} total={data?.totals.totalListings ?? 0} />
        </TabsContent>
        <TabsContent value="tools">
          <ToolsTab onOpenAnalytics={() => setSection('analytics')} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab salesByDay={data?.salesByDay} topCategories={data?.topCategories} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
