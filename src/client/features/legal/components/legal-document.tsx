import { FileText, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

export type LegalSection = {
  /** The in-page anchor, e.g. `fees` for /terms-of-service#fees. */
  id: string;
  title: string;
  body: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  summaryTitle: string;
  summary: readonly ReactNode[];
  sections: readonly LegalSection[];
  /** Shown after the last section: where to ask questions. */
  footer?: ReactNode;
};

/**
 * The shared shape of the Terms of Service and the Privacy Policy: a heading band with the date,
 * a short plain-language summary, a table of contents (a sticky sidebar on wide screens) and the
 * numbered sections, each an anchor that can be linked to.
 */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  summaryTitle,
  summary,
  sections,
  footer,
}: LegalDocumentProps) {
  useScrollToHash();
  return (
    <article aria-labelledby="legal-title">
      <header className="border-b border-gray-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <span className="mb-4 flex size-11 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm font-medium text-gray-600">Last updated {lastUpdated}</p>
          <div className="mt-4 max-w-3xl text-base leading-relaxed text-gray-700">{intro}</div>
        </div>
      </header>

      {/* Summary first on a phone; on wide screens the contents sit in a sticky column on the left. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_1fr] lg:gap-x-12 lg:px-8">
        <aside
          aria-labelledby="legal-summary"
          className="max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="legal-summary" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <ListChecks className="size-5" aria-hidden="true" />
            {summaryTitle}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-gray-800 marker:text-brand-600">
            {summary.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-gray-600">
            This summary is for convenience only; the full text below is what applies.
          </p>
        </aside>

        <nav
          aria-labelledby="legal-contents"
          className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <h2 id="legal-contents" className="text-xs font-semibold tracking-wider text-gray-600 uppercase">
            Contents
          </h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span className="w-5 shrink-0 text-right text-gray-500 tabular-nums">{i + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-10 lg:col-start-2 lg:row-start-2">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-32 space-y-4"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl"
              >
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}

          {footer && <div className="rounded-2xl bg-gray-50 p-5 text-sm text-gray-700 sm:p-6">{footer}</div>}
        </div>
      </div>
    </article>
  );
}
