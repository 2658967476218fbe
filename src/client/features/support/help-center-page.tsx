import { LifeBuoy, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '../../components/ui/input';
import { usePageMeta } from '../../lib/page-meta';
import { FaqAccordion } from './components/faq-accordion';
import { HelpCategories } from './components/help-categories';
import { NeedMoreHelp, QuickLinks } from './components/help-extras';
import { PageHero, PageSection } from './components/page-hero';
import { FAQS, filterFaqs, type HelpCategory } from './lib/faqs';
import { pageMeta } from '#shared/page-meta';

/** /help-center (docs/product/09-information-pages.md §9.2 Help Center): search, category cards, the FAQ, and where to go next. */
export default function HelpCenterPage() {
  usePageMeta(...pageMeta('/help-center'));
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const faqs = useMemo(() => filterFaqs(FAQS, search, category), [search, category]);

  return (
    <div>
      <PageHero
        icon={LifeBuoy}
        title="How can we help?"
        subtitle="Quick answers about buying, selling and shipping pre-loved fashion on Rethread."
      >
        <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search the help center
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search questions and answers"
            className="h-12 rounded-xl pl-12 text-base shadow-md"
          />
        </form>
      </PageHero>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6 lg:px-8">
        <PageSection id="help-topics" title="Browse by topic">
          <HelpCategories selected={category} onSelect={setCategory} />
        </PageSection>

        <PageSection
          id="help-faq"
          title="Frequently Asked Questions"
          description={`${faqs.length} of ${FAQS.length} questions`}
        >
          <FaqAccordion faqs={faqs} />
        </PageSection>

        <PageSection
          id="help-more"
          title="Need More Help?"
          description="Our support team is made up of people who buy and sell secondhand themselves."
        >
          <NeedMoreHelp />
        </PageSection>

        <PageSection id="help-links" title="Quick Links">
          <QuickLinks />
        </PageSection>
      </div>
    </div>
  );
}
