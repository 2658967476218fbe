import { SearchX } from 'lucide-react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '#client/components/ui/accordion';
import type { Faq } from '../lib/faqs';

export const NO_FAQS_TEXT = 'No FAQs found matching your search.';

/** The FAQ list: one answer open at a time, and clicking the open one closes it. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  if (faqs.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center">
        <SearchX className="size-6 text-gray-400" aria-hidden="true" />
        <p className="text-gray-600">{NO_FAQS_TEXT}</p>
      </div>
    );
  }
  return (
    <Accordion
      type="single"
      collapsible
      className="rounded-2xl border border-gray-200 bg-white px-5 shadow-sm"
    >
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} value={faq.question} className="last:border-b-0">
          <AccordionTrigger className="text-base">
            <span>
              <span className="mb-1 block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {faq.category}
              </span>
              {faq.question}
            </span>
          </AccordionTrigger>
          <AccordionContent className="leading-relaxed">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
