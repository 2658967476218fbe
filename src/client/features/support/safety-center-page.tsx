import { AlertTriangle, Flag, ShieldCheck, ShoppingBag, Tag } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { EmergencyContactDialog } from './components/emergency-contact-dialog';
import { PageHero, PageSection } from './components/page-hero';
import { BUYER_TIPS, COMMON_SCAMS, REPORT_STEPS, SAFETY_FEATURES, SELLER_TIPS } from './lib/safety-content';
import { pageMeta } from '#shared/page-meta';
import { TipList } from '../../components/tip-list';

const REPORT_SAFETY_HREF = `/contact-us?category=${encodeURIComponent('Safety Concerns')}`;

/** /safety (docs/product/09-information-pages.md §9.2 Safety Center): how we protect members, tips, scams, and how to report. */
export default function SafetyCenterPage() {
  usePageMeta(...pageMeta('/safety'));

  return (
    <div>
      <PageHero
        icon={ShieldCheck}
        title="Safety Center"
        subtitle="Buying and selling secondhand should feel as safe as shopping new. Here is how we protect you, and how you can protect yourself."
      >
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            href={REPORT_SAFETY_HREF}
            className={buttonClass('outline', 'lg', 'border-white text-brand-800')}
          >
            <Flag aria-hidden="true" />
            Report Safety Issue
          </Link>
          <EmergencyContactDialog />
        </div>
      </PageHero>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6 lg:px-8">
        <PageSection id="safety-features" title="How we keep you safe">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SAFETY_FEATURES.map(({ title, body, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="space-y-3">
                    <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="font-semibold text-gray-900">{title}</h3>
                    <p className="text-sm leading-relaxed text-gray-600">{body}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </PageSection>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader className="flex-row items-center gap-3">
              <ShoppingBag className="size-5 text-brand-700" aria-hidden="true" />
              <CardTitle>Tips for buyers</CardTitle>
            </CardHeader>
            <CardContent>
              <TipList tips={BUYER_TIPS} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-center gap-3">
              <Tag className="size-5 text-brand-700" aria-hidden="true" />
              <CardTitle>Tips for sellers</CardTitle>
            </CardHeader>
            <CardContent>
              <TipList tips={SELLER_TIPS} />
            </CardContent>
          </Card>
        </div>

        <PageSection
          id="safety-scams"
          title="Common scams to avoid"
          description="Scammers rely on urgency. If a deal asks you to leave Rethread or hurry, slow down."
        >
          <div className="grid gap-4 md:grid-cols-2">
            {COMMON_SCAMS.map(({ title, signs }) => (
              <div key={title} className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
                <h3 className="flex items-center gap-2 font-semibold text-amber-900">
                  <AlertTriangle className="size-5" aria-hidden="true" />
                  {title}
                </h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-amber-950">
                  {signs.map((sign) => (
                    <li key={sign}>{sign}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </PageSection>

        <PageSection id="safety-report" title="How to report a problem">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {REPORT_STEPS.map(({ title, body }, i) => (
              <li key={title} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-gray-600">{body}</p>
              </li>
            ))}
          </ol>
          <div className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-gray-700">
              Something happening right now? Report it: safety reports are answered first, aiming for within 1
              hour.
            </p>
            <Link href={REPORT_SAFETY_HREF} className={buttonClass('primary', 'md')}>
              <Flag aria-hidden="true" />
              Report a safety issue
            </Link>
          </div>
        </PageSection>
      </div>
    </div>
  );
}
