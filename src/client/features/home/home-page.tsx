import { useQuery } from '@tanstack/react-query';
import { Radio, Store, TrendingUp, User, type LucideIcon } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usersApi } from '#shared/api/users';
import { useUser } from '../../lib/auth';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { ComingLaterPanel } from './components/coming-later-panel';
import { greeting } from './greeting';
import { PaymentBanner } from './components/payment-banner';
import { TrendingPanel } from './components/trending-panel';
import { HOME_TABS, parseHomeTab, type HomeTab, type HomeTabPanels } from './tabs';
import { PageHeader } from '../../components/page-header';

const ICONS: Record<HomeTab, LucideIcon> = { listings: TrendingUp, profile: User, tools: Store, live: Radio };

/** The signed-in `/`: four tabs kept in the URL (`/?tab=…`), plus the checkout success banner. */
export default function HomePage({ panels = {} }: { panels?: HomeTabPanels }) {
  const { user } = useUser();
  // The account's age decides the greeting: a person who signed up today is not welcomed "back".
  const me = useQuery({ ...queryOf(usersApi.me), enabled: !!user });
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const tab = parseHomeTab(params.get('tab'));
  // Stripe returns here after a bank check even when it failed; only a real success gets the banner.
  const paidListing =
    params.get('payment') === 'success' && params.get('redirect_status') !== 'failed'
      ? params.get('listing')
      : null;
  usePageMeta('Home', 'Your Rethread dashboard: trending items, your profile, seller tools and live shows.');

  function setParams(change: (p: URLSearchParams) => void) {
    const next = new URLSearchParams(search);
    change(next);
    const qs = next.toString();
    navigate(qs ? `/?${qs}` : '/', { replace: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 lg:px-6">
      {paidListing && (
        <PaymentBanner
          listingId={paidListing}
          onDismiss={() =>
            setParams((p) => {
              p.delete('payment');
              p.delete('listing');
            })
          }
        />
      )}
      <PageHeader
        title={greeting(user?.display, me.data?.user.createdAt, Date.now())}
        description="Find something new, or list something you no longer wear."
        action={
          <Link href="/create-listing" className={buttonClass('primary', 'md')}>
            Sell an item
          </Link>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParams((p) => p.set('tab', value))}>
        <TabsList
          aria-label="Dashboard sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          {HOME_TABS.map(({ value, label }) => {
            const Icon = ICONS[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {HOME_TABS.map(({ value, label }) => {
          const Panel = panels[value] ?? (value === 'listings' ? TrendingPanel : undefined);
          return (
            <TabsContent key={value} value={value}>
              {Panel ? <Panel /> : <ComingLaterPanel label={label} />}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
