import { lazy } from 'react';
import { useUser } from '../lib/auth';
import { homeTabPanels } from './home-tabs';

const Landing = lazy(() => import('../features/landing/landing-page'));
const Home = lazy(() => import('../features/home/home-page'));

/** `/` is two pages (docs/product/09-information-pages.md §9.1): the landing page for visitors, the home dashboard once signed in. */
export default function RootPage() {
  const { isAuthenticated } = useUser();
  return isAuthenticated ? <Home panels={homeTabPanels} /> : <Landing />;
}
