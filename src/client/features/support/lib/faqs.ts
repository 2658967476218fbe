import { RESERVATION_HOURS } from '#shared/constants';
import { AUTO_CANCEL_AFTER_DAYS, SHIP_WITHIN_BUSINESS_DAYS } from '#shared/order-timers';

/** Help Center content and its filter (docs/product/09-information-pages.md §9.2 Help Center, §3 FAQ item, §5 help search). */

export const HELP_CATEGORIES = [
  { name: 'Getting Started', articles: 12 },
  { name: 'Buying', articles: 8 },
  { name: 'Selling', articles: 15 },
  { name: 'Shipping', articles: 10 },
  { name: 'Safety & Security', articles: 6 },
] as const;

export type HelpCategory = (typeof HELP_CATEGORIES)[number]['name'];

export type Faq = { category: HelpCategory; question: string; answer: string };

export const FAQS: readonly Faq[] = [
  {
    category: 'Getting Started',
    question: 'Is it free to join Rethread?',
    answer:
      'Yes. Creating an account and browsing are free, and buyers pay no extra service charge at checkout. You only pay a fee when something of yours sells. You need to be 18 or older to open an account.',
  },
  {
    category: 'Getting Started',
    question: 'How do I list my first item?',
    answer:
      'Choose "Create Listing", add clear photos in daylight (front, back, label and any flaws), then the brand, size, condition and an honest description. Already selling on Poshmark or Mercari? Use Import to bring a listing or your whole closet across with its photos.',
  },
  {
    category: 'Selling',
    question: 'What does it cost to sell?',
    answer:
      'We charge a 3.5% selling fee plus payment processing (typically 2.9% + $0.30) on each sale, compared with the 10-15% many resale platforms take. On a $40 jacket that is $1.40 plus about $1.46 in processing, so you keep roughly $37.14. There are no listing fees.',
  },
  {
    category: 'Selling',
    question: 'How should I price pre-loved pieces?',
    answer:
      'Search for the same brand and style to see what similar items are listed for, then price for condition: new with tags sells close to retail, gently used pieces usually go for 30-60% of it. Leave a little room, as many buyers send an offer first.',
  },
  {
    category: 'Buying',
    question: 'How do offers work?',
    answer: `Tap "Make Offer" on a listing and name your price. The seller can accept, decline or counter; an offer or counter-offer nobody answers expires after 48 hours. An accepted offer holds the item for you for ${RESERVATION_HOURS} hours: check out at the offered price before then.`,
  },
  {
    category: 'Buying',
    question: 'Which payment methods can I use?',
    answer:
      'We accept major credit and debit cards at checkout. Card details go straight to our payment processor; Rethread never sees or stores your full card number. Always pay through Rethread checkout, never by bank transfer or a payment link sent in a message.',
  },
  {
    category: 'Shipping',
    question: 'How quickly will my order ship?',
    answer: `Every sale comes with a prepaid shipping label: the seller prints it from the order, packs the item and drops it off, and the tracking shows on your order page by itself. Sellers aim to ship within 1-2 business days. If the parcel has not shipped within ${SHIP_WITHIN_BUSINESS_DAYS} business days (the ship-by date on your order), you can cancel it for a full refund, and an order still unshipped ${AUTO_CANCEL_AFTER_DAYS} days after payment is cancelled and refunded by itself.`,
  },
  {
    category: 'Safety & Security',
    question: 'What should I do if something seems wrong with a seller or buyer?',
    answer:
      'Keep every conversation and payment on Rethread, as we can only protect purchases made here. If someone asks you to pay outside the app, shares a suspicious link or an item arrives not as described, stop and report it from the Safety Center. Our safety team replies within an hour.',
  },
];

/**
 * The FAQs matching the search text (case-insensitive, in the question or the answer) and the
 * chosen category (`null` = all). Surrounding spaces in the search are ignored.
 */
export function filterFaqs(faqs: readonly Faq[], search: string, category: HelpCategory | null): Faq[] {
  const needle = search.trim().toLocaleLowerCase();
  return faqs.filter(
    (faq) =>
      (category === null || faq.category === category) &&
      (needle === '' ||
        faq.question.toLocaleLowerCase().includes(needle) ||
        faq.answer.toLocaleLowerCase().includes(needle)),
  );
}
