import { RESERVATION_HOURS } from '#shared/constants';
import { AUTO_CANCEL_AFTER_DAYS, SHIP_WITHIN_BUSINESS_DAYS } from '#shared/order-timers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAQS, HELP_CATEGORIES, filterFaqs, type Faq } from './faqs';

const sample: Faq[] = [
  { category: 'Buying', question: 'How do OFFERS work?', answer: 'Sellers accept or decline.' },
  { category: 'Selling', question: 'What are the fees?', answer: 'A 3.5% selling fee plus processing.' },
  { category: 'Shipping', question: 'When will it ship?', answer: 'Within 1-2 business days.' },
];

describe('filterFaqs', () => {
  it('answers everything for an empty search and no category', () => {
    expect(filterFaqs(sample, '', null)).toEqual(sample);
    expect(filterFaqs(sample, '   ', null)).toEqual(sample);
  });

  it('matches the question case-insensitively', () => {
    expect(filterFaqs(sample, 'offers', null).map((f) => f.category)).toEqual(['Buying']);
    expect(filterFaqs(sample, 'WHAT ARE', null).map((f) => f.category)).toEqual(['Selling']);
  });

  it('matches the answer text too', () => {
    expect(filterFaqs(sample, 'business DAYS', null).map((f) => f.category)).toEqual(['Shipping']);
    expect(filterFaqs(sample, '3.5%', null).map((f) => f.category)).toEqual(['Selling']);
  });

  it('ignores spaces around the search', () => {
    expect(filterFaqs(sample, '  decline  ', null)).toHaveLength(1);
  });

  it('filters by category, and by category and search together', () => {
    expect(filterFaqs(sample, '', 'Shipping')).toEqual([sample[2]]);
    expect(filterFaqs(sample, 'fee', 'Shipping')).toEqual([]);
    expect(filterFaqs(sample, 'fee', 'Selling')).toEqual([sample[1]]);
  });

  it('answers nothing when no text matches', () => {
    expect(filterFaqs(sample, 'cryptocurrency', null)).toEqual([]);
  });

  it('always answers a subset in the original order whose items contain the search', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (search) => {
        const found = filterFaqs(FAQS, search, null);
        const needle = search.trim().toLocaleLowerCase();
        for (const faq of found) {
          const inQuestion = faq.question.toLocaleLowerCase().includes(needle);
          expect(inQuestion || faq.answer.toLocaleLowerCase().includes(needle)).toBe(true);
        }
        const indexes = found.map((f) => FAQS.indexOf(f));
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      }),
    );
  });
});

describe('Help Center content', () => {
  it('has eight FAQs, each in one of the five categories', () => {
    expect(FAQS).toHaveLength(8);
    const names = HELP_CATEGORIES.map((c) => c.name);
    expect(names).toEqual(['Getting Started', 'Buying', 'Selling', 'Shipping', 'Safety & Security']);
    expect(HELP_CATEGORIES.map((c) => c.articles)).toEqual([12, 8, 15, 10, 6]);
    for (const faq of FAQS) expect(names).toContain(faq.category);
    // Every category card leads to at least one answer.
    for (const name of names) expect(filterFaqs(FAQS, '', name).length).toBeGreaterThan(0);
  });

  it('describes shipping as it works: a prepaid label and the ship-by rule of the order timers', () => {
    const shipping = FAQS.find((f) => f.question === 'How quickly will my order ship?')!.answer;
    expect(shipping).toContain('prepaid shipping label');
    expect(shipping).toContain(`within ${SHIP_WITHIN_BUSINESS_DAYS} business days`);
    expect(shipping).toContain(`${AUTO_CANCEL_AFTER_DAYS} days after payment`);
    const offers = FAQS.find((f) => f.question === 'How do offers work?')!.answer;
    expect(offers).toContain(`holds the item for you for ${RESERVATION_HOURS} hours`);
    expect(offers).not.toContain('until the item sells');
  });

  it('states the help pages’ fee reading and the marketplace rules', () => {
    const all = FAQS.map((f) => f.answer).join(' ');
    for (const claim of ['3.5%', '2.9% + $0.30', '10-15%', '1-2 business days', '18 or older', '48 hours']) {
      expect(all).toContain(claim);
    }
  });
});
