import { Camera, CheckCircle2, Sparkles, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { FeeReadings } from './components/fee-readings';
import { SellActions } from './components/sell-actions';
import { KEEP_READING, PHOTO_TIPS, PRICING_TIPS, SELLING_STEPS } from './content/start-selling-content';
import { useScrollToHash } from './lib/use-scroll-to-hash';
import { pageMeta } from '#shared/page-meta';
import { TipList } from '../../components/tip-list';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32 space-y-6">
      <div className="max-w-2xl space-y-2">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="text-gray-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

function TipCard({
  title,
  icon: Icon,
  tips,
}: {
  title: string;
  icon: typeof Camera;
  tips: readonly string[];
}) {
  return (
    <Card className="h-full">
      <CardContent className="space-y-4">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          {title}
        </h3>
        <TipList tips={tips} />
      </CardContent>
    </Card>
  );
}

/** /start-selling (docs/product/09-information-pages.md §9.2): why and how to sell on Rethread, both fee readings and the calculator. */
export default function StartSellingPage() {
  usePageMeta(...pageMeta('/start-selling'));
  useScrollToHash();

  return (
    <div>
      <header className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
          <div className="space-y-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
              <Sparkles className="size-3.5" aria-hidden="true" />
              Free to list, sellers keep {KEEP_READING.keepPercent}%
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
              Turn your closet into cash
            </h1>
            <p className="max-w-xl text-lg text-pretty text-gray-600">
              List the clothes, shoes and accessories you no longer wear in minutes, reach buyers who love
              pre-loved fashion, and see exactly what you earn before you sell.
            </p>
            <SellActions />
          </div>
          <ol aria-label="Selling at a glance" className="grid gap-3">
            {[
              'Free to sign up and list',
              'Simple fees, shown before you sell',
              'Ship within 1-2 business days',
            ].map((point) => (
              <li
                key={point}
                className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm font-medium text-gray-800 shadow-sm"
              >
                <CheckCircle2 className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ol>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
        <Section
          id="how-it-works"
          title="How it works"
          intro="Four steps from your wardrobe to someone else's."
        >
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SELLING_STEPS.map(({ title, body, icon: Icon }, i) => (
              <li key={title} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                    {i + 1}
                  </span>
                  <Icon className="size-5 text-brand-700" aria-hidden="true" />
                </div>
                <h3 className="mt-4 font-semibold text-gray-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-gray-600">{body}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section
          id="fees"
          title="Simple, transparent fees"
          intro="No listing fees and nothing to pay until something sells. Type a price into the calculator to see your earnings."
        >
          <FeeReadings />
        </Section>

        <Section
          id="tips"
          title="Tips that help items sell"
          intro="Great photos and a fair price do most of the work."
        >
          <div className="grid gap-6 md:grid-cols-2">
            <TipCard title="Photo tips" icon={Camera} tips={PHOTO_TIPS} />
            <TipCard title="Pricing tips" icon={Tags} tips={PRICING_TIPS} />
          </div>
        </Section>

        <section
          aria-labelledby="ready-heading"
          className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-10"
        >
          <h2 id="ready-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to make space in your closet?
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">
            Your first listing takes a few minutes. Or bring your whole closet across from another resale
            site.
          </p>
          <SellActions className="mt-6" tone="dark" />
        </section>
      </div>
    </div>
  );
}
