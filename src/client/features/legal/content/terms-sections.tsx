import { FEE_TEXT, PROCESSING_FEE_CENTS } from '#shared/fees';
import { formatCents } from '#shared/money';
import { SHIP_WITHIN_BUSINESS_DAYS } from '#shared/order-timers';
import type { LegalSection } from '../components/legal-document';
import { List, P, Term, TextLink } from '../components/prose';
import { MINIMUM_AGE, NOTICE_DAYS } from './legal-constants';
import { TERMS_CLOSING_SECTIONS } from './terms-closing-sections';

const processingFee = formatCents(PROCESSING_FEE_CENTS);

export const TERMS_SUMMARY = [
  <>You must be {MINIMUM_AGE} or older, and you are responsible for your account and what you post.</>,
  <>Rethread is the marketplace, not the seller: sellers describe, price and ship their own items.</>,
  <>
    Selling is free to start. When an item sells we charge {FEE_TEXT}, plus {processingFee} payment
    processing. Buyers pay the listed or accepted offer price.
  </>,
  <>Sellers ship within 1-2 business days; one item sells only once, and a second payment is refunded.</>,
  <>
    Disputes go to individual binding arbitration rather than court, and class actions are waived (you can opt
    out within {NOTICE_DAYS} days).
  </>,
  <>
    We give {NOTICE_DAYS} days&apos; notice before changing fees or making material changes to these terms.
  </>,
];

const OPENING_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <P>
          These Terms of Service (the &quot;Terms&quot;) are an agreement between you and Rethread, Inc.
          (&quot;Rethread&quot;, &quot;we&quot;, &quot;us&quot;). They apply whenever you visit our website,
          create an account, list an item, make an offer, buy, comment or take part in a live show (together,
          the &quot;Service&quot;).
        </P>
        <P>
          By creating an account or using the Service you confirm that you have read and accept these Terms
          and our <TextLink href="/privacy-policy">Privacy Policy</TextLink>. If you do not agree, please do
          not use the Service. If you use Rethread on behalf of a business, you accept these Terms for that
          business and confirm you may bind it.
        </P>
      </>
    ),
  },
  {
    id: 'description',
    title: 'Description of the Service',
    body: (
      <>
        <P>
          Rethread is an online marketplace where members buy and sell pre-loved clothing, shoes and
          accessories. We provide the tools to do so: listings with photos, search and browsing, comments and
          questions, offers, card checkout, order tracking, seller tools, imports of your own listings from
          other resale sites, and live shopping shows.
        </P>
        <P>
          Rethread is a venue. We are not the buyer or the seller of any item, we never take possession of
          items, and we do not inspect or authenticate them. Each sale is a contract between the buyer and the
          seller; we process the payment on their behalf through our card processor.
        </P>
        <P>
          We work to keep the Service available and may add, change or retire features over time. Some
          features may be offered in test mode or as a preview and are labelled as such.
        </P>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <>
        <P>To buy, sell, make offers or comment you need an account. When you open one you agree that:</P>
        <List
          items={[
            <>
              you are at least {MINIMUM_AGE} years old and able to enter into a binding contract where you
              live;
            </>,
            'the information you give us, including your e-mail address, is accurate and kept up to date;',
            'each account belongs to one person, and you will not share it, sell it or transfer it;',
            <>your handle and display name do not impersonate another person or brand, or mislead others;</>,
            <>
              you keep your password secret and tell us at once through{' '}
              <TextLink href="/contact-us">Contact Us</TextLink> if you suspect anyone else has used your
              account.
            </>,
          ]}
        />
        <P>
          You are responsible for everything done through your account. If you choose &quot;Stay signed
          in&quot;, do so only on a device that you alone use.
        </P>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'User Conduct',
    body: (
      <>
        <P>Rethread works because members trust one another. When you use the Service you must not:</P>
        <List
          items={[
            'list counterfeit, replica, stolen or recalled goods, or anything whose sale is illegal where you or the buyer live;',
            'list items you do not have in hand and are not able to ship, or photos that are not of the actual item;',
            'ask for or accept payment outside Rethread checkout, or share payment links or bank details in comments or messages;',
            'harass, threaten, or discriminate against anyone, or post hateful, sexual or violent content in listings, comments or live shows;',
            'make offers or purchases you do not intend to complete, or bid on your own items to inflate their price;',
            'manipulate likes, follows, reviews or search results, or create accounts to get around a suspension;',
            'scrape, copy or overload the Service, probe it for vulnerabilities, or interfere with other members’ use of it.',
          ]}
        />
        <P>
          If you see something that breaks these rules, please report it. Our{' '}
          <TextLink href="/safety">Safety Center</TextLink> explains how, and what to do if a deal feels
          wrong. We may remove content or restrict accounts that break these rules.
        </P>
      </>
    ),
  },
  {
    id: 'buying-and-selling',
    title: 'Buying and Selling',
    body: (
      <>
        <P>
          <Term>Listings.</Term> Sellers must own the items they list and describe them honestly, including
          the brand, size, condition and any flaws, using photos of the actual item. If you import a listing
          from another resale site, you confirm it is your own listing and that you will deactivate it here if
          it sells elsewhere.
        </P>
        <P>
          <Term>Offers.</Term> A buyer may offer less than the listed price. Only the seller can accept or
          decline an offer and only the buyer can cancel it while it is pending. A pending offer expires 48
          hours after it is made. An accepted offer lets the buyer check out at the offered price until the
          item sells, so it is a commitment on both sides.
        </P>
        <P>
          <Term>Purchases.</Term> A purchase is complete when the payment is confirmed. Each item sells only
          once: if two buyers pay for the same item, the first confirmed payment wins and any later payment is
          refunded automatically, and the other buyer is told.
        </P>
        <P>
          <Term>Shipping and delivery.</Term> Sellers ship within 1-2 business days of the sale with the
          prepaid, tracked label on the order; the buyer may cancel for a full refund an order not shipped
          within {SHIP_WITHIN_BUSINESS_DAYS} business days. The buyer confirms delivery once the item arrives.
          If an item does not arrive or is significantly not as described, contact us and we will work with
          both sides on a return or a refund.
        </P>
        <P>
          The <TextLink href="/help-center">Help Center</TextLink> explains each step of buying and selling in
          more detail.
        </P>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <P>Creating an account, browsing and listing items are free. When an item sells, the seller pays:</P>
        <List
          items={[
            <>
              <Term>a seller fee:</Term> {FEE_TEXT}, calculated on the sale price (the listed price, or the
              accepted offer);
            </>,
            <>
              <Term>a payment processing fee</Term> of {processingFee} per sale.
            </>,
          ]}
        />
        <P>
          Both fees are deducted from the sale price, and your earnings are what remains (never less than
          zero). Buyers pay the listed price, or the accepted offer, with no added service charge. The listing
          form and our fee calculator show your earnings before you list, and an offer shows what you would
          earn at that price before you accept it.
        </P>
        <P>
          If another page describes our fees differently, for example in promotional or comparison copy, the
          rule in this section and the amounts shown for your sale are what we charge. You are responsible for
          any taxes due on your sales. We will give you at least {NOTICE_DAYS} days&apos; notice before any
          change to our fees takes effect.
        </P>
      </>
    ),
  },
];

/** The twelve sections of the Terms of Service (docs/product/09-information-pages.md §9.2 Terms of Service), in order. */
export const TERMS_SECTIONS: readonly LegalSection[] = [...OPENING_SECTIONS, ...TERMS_CLOSING_SECTIONS];
