import type { HomeTabPanels } from '../features/home/tabs';
import HomePage from '../features/home/home-page';
import { HomeTrendingPanel } from '../features/discover';
import { MyProfilePanel } from '../features/listings/components/my-profile-panel';
import { LiveTabPanel } from '../features/live-shows';
import { SellerToolsPanel } from '../features/seller-tools';

/**
 * What the home dashboard's tabs show beyond 'Trending Items' (docs/product/09-information-pages.md §9.1). Features plug in here, e.g.
 * `tools: lazy(() => import('../features/seller-tools/seller-dashboard'))`, so home never imports
 * another feature. A tab left out shows "coming in a later release".
 */
export const homeTabPanels: HomeTabPanels = {
  listings: HomeTrendingPanel,
  profile: MyProfilePanel,
  tools: SellerToolsPanel,
  live: LiveTabPanel,
};

/** The signed-in `/` with its panels: the root page loads this module only for someone signed in. */
export default function SignedInHome() {
  return <HomePage panels={homeTabPanels} />;
}
