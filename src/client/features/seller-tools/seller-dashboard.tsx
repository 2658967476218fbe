import { ChartColumn, LayoutDashboard, Package, RefreshCw, Wallet, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useEarnings } from './api/earnings';
import { useSellerStats } from './api/seller-stats';
import { AnalyticsTab } from './components/analytics-tab';
import { EarningsTab } from './components/earnings/earnings-tab';
import { ListingsTab } from './components/listings-tab';
import { OverviewTab } from './components/overview-tab';
import { StatTiles } from './components/stat-tiles';
import { ToolsTab } from './components/tools-tab';

const SECTIONS = ['overview', 'earnings', 'listings', 'tools', 'analytics'] as const;
type Section = (typeof SECTIONS)[number];

const parseSection = (value: string | null): Section =>
  SECTIONS.includes(value as Section) ? (value as Section) : 'overview';

/**
 * The open tab: in the URL (`?tab=earnings`) on the /seller-tools page, so a link (Stripe's return
 * from onboarding, a notification) can open one; in state inside home, whose own `?tab=` says
 * which home tab is open.
 */
function useSection(inUrl: boolean): [Section, (next: Section) => void] {
  const [local, setLocal] = useState<Section>('overview');
  const search = useSearch();
  const [path, navigate] = useLocation();
  if (!inUrl) return [local, setLocal];
  return [
    parseSection(new URLSearchParams(search).get('tab')),
    (next) => navigate(next === 'overview' ? path : `${path}?tab=${next}`, { replace: true }),
  ];
}

/**
 * The Seller Tools dashboard (docs/product/08-seller-tools.md §8.1): four stat tiles and the tabs Overview, Earnings, My
 * Listings, Tools and Analytics, from GET /api/seller/stats, and the balances from GET /api/earnings
 *. Shown at /seller-tools (`sectionInUrl`) and in the home 'tools' tab.
 */
export default function SellerDashboard({ sectionInUrl = false }: { sectionInUrl?: boolean }) {
  const stats = useSellerStats();
  const earnings = useEarnings();
  const [section, setSection] = useSection(sectionInUrl);
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
      <StatTiles totals={data?.totals} earnings={earnings.isError ? 'unavailable' : earnings.data} />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList
          aria-label="Seller tools sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="earnings">
            <Wallet aria-hidden="true" />
            Earnings
          </TabsTrigger>
          <TabsTrigger value="listings">
            <Package aria-hidden="true" />
            My Listings
          </TabsTrigger>
          <TabsTrigger value="tools">
            <Wrench aria-hidden="true" />
            Tools
          </TabsTrigger>
          {/* The fifth tab has a row of its own on a phone's two columns. */}
          <TabsTrigger value="analytics" className="col-span-2">
            <ChartColumn aria-hidden="true" />
            Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab activity={data?.recentActivity} />
        </TabsContent>
        <TabsContent value="earnings">
          <EarningsTab />
        </TabsContent>
        <TabsContent value="listings">
          <ListingsTab listings={data?.listings} total={data?.totals.totalListings ?? 0} />
        </TabsContent>
        <TabsContent value="tools">
          <ToolsTab onOpen={setSection} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab salesByDay={data?.salesByDay} topCategories={data?.topCategories} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
