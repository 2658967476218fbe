import { usePageMeta } from '../../lib/page-meta';
import { LegalDocument } from './components/legal-document';
import { P, TextLink } from './components/prose';
import { TERMS_LAST_UPDATED } from './content/legal-constants';
import { TERMS_SECTIONS, TERMS_SUMMARY } from './content/terms-sections';
import { pageMeta } from '#shared/page-meta';

/** /terms-of-service (docs/product/09-information-pages.md §9.2 Terms of Service): twelve sections, a quick summary, the date. */
export default function TermsPage() {
  usePageMeta(...pageMeta('/terms-of-service'));
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          These terms explain how Rethread works, what we expect of buyers and sellers, and what you can
          expect of us. We have tried to keep them readable; please take a few minutes to go through them.
        </p>
      }
      summaryTitle="Quick summary"
      summary={TERMS_SUMMARY}
      sections={TERMS_SECTIONS}
      footer={
        <P>
          Questions about these terms? Read the <TextLink href="/help-center">Help Center</TextLink>, visit
          the <TextLink href="/safety">Safety Center</TextLink>, or{' '}
          <TextLink href="/contact-us">contact us</TextLink>.
        </P>
      }
    />
  );
}
