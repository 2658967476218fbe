import { lazy } from 'react';
import { useUser } from '../lib/auth';
import LandingPage from '../features/landing/landing-page';

// The signed-in dashboard brings every tab's panel (trending, seller tools, live shows, fee
// calculator) and zod: a chunk of its own, fetched only once someone is signed in. The landing page
// is in this chunk, so a visitor's first paint waits for one page chunk, not two in a row.
const SignedInHome = lazy(() => import('./home-tabs'));

/** `/` is two pages (docs/product/09-information-pages.md §9.1): the landing page for visitors, the home dashboard once signed in. */
export default function RootPage() {
  const { isAuthenticated } = useUser();
  return isAuthenticated ? <SignedInHome /> : <LandingPage />;
}
