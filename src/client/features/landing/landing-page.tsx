import { LANDING_PAGE_META } from '#shared/page-meta';
import { usePageMeta } from '../../lib/page-meta';
import { AboutSection } from './components/about-section';
import { Hero } from './components/hero';
import { PopularSection } from './components/popular-section';

/** The visitor's `/` (docs/product/09-information-pages.md §9.2 Landing). */
export default function LandingPage() {
  usePageMeta(LANDING_PAGE_META.title, LANDING_PAGE_META.description);
  return (
    <>
      <Hero />
      <PopularSection />
      <AboutSection />
    </>
  );
}
