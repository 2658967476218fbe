import { usePageMeta } from '../../lib/page-meta';
import { AboutSection } from './components/about-section';
import { Hero } from './components/hero';
import { PopularSection } from './components/popular-section';

/** The visitor's `/` (docs/product/09-information-pages.md §9.2 Landing). */
export default function LandingPage() {
  usePageMeta(
    'Rethread — buy and sell pre-loved fashion',
    'Rethread is the marketplace for pre-loved clothing, shoes and accessories: up to 70% off retail, offers, live shows and low seller fees.',
  );
  return (
    <>
      <Hero />
      <PopularSection />
      <AboutSection />
    </>
  );
}
