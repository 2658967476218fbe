import { usePageMeta } from '../../lib/page-meta';
import { LegalDocument } from './components/legal-document';
import { P, TextLink } from './components/prose';
import { PRIVACY_LAST_UPDATED } from './content/legal-constants';
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from './content/privacy-sections';
import { pageMeta } from '#shared/page-meta';

/** /privacy and /privacy-policy (docs/product/10-decisions-beyond-the-spec.md §10.11: a real page): what we collect, why, and your rights. */
export default function PrivacyPage() {
  usePageMeta(...pageMeta('/privacy'));
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          Buying and selling secondhand means trusting strangers with a little information. This policy tells
          you exactly what we collect, what we do with it and how you stay in control.
        </p>
      }
      summaryTitle="Privacy at a glance"
      summary={PRIVACY_SUMMARY}
      sections={PRIVACY_SECTIONS}
      footer={
        <P>
          Using Rethread is also governed by our{' '}
          <TextLink href="/terms-of-service">Terms of Service</TextLink>. For help with anything else, visit
          the <TextLink href="/help-center">Help Center</TextLink>.
        </P>
      }
    />
  );
}
