import type { LegalSection } from '../components/legal-document';
import { List, P, Term, TextLink } from '../components/prose';
import { contactHref } from '../lib/contact-href';
import { PRIVACY_CLOSING_SECTIONS } from './privacy-closing-sections';

export const PRIVACY_SUMMARY = [
  'We collect what it takes to run a marketplace: your account, your listings, your offers and orders, and the messages you send.',
  'We use one cookie, to keep you signed in. No advertising trackers, no third-party analytics.',
  'Card details go straight to our payment processor, Stripe. We never see or store your full card number.',
  'We never sell your personal information.',
  <>
    You can ask to see, export or delete your data at any time through{' '}
    <TextLink href={contactHref('Account Issues')}>Contact Us</TextLink>.
  </>,
];

const OPENING_SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <P>
        Rethread, Inc. (&quot;Rethread&quot;, &quot;we&quot;) runs the Rethread marketplace for pre-loved
        fashion. This policy explains how we handle personal information when you visit our website, create an
        account, buy or sell. It sits alongside our{' '}
        <TextLink href="/terms-of-service">Terms of Service</TextLink>.
      </P>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <P>We collect information you give us and a small amount that is created as you use the site:</P>
        <List
          items={[
            <>
              <Term>Account.</Term> Your e-mail address, handle, display name and, if you add them, your name,
              bio and profile photo. Your password is stored only as a one-way hash.
            </>,
            <>
              <Term>Listings.</Term> The photos, titles, descriptions, prices and details of items you list.
              We remove hidden metadata from photos when you upload them, including the location where a photo
              was taken. If you import listings from another resale site, we fetch the public pages you point
              us to and keep each listing&apos;s original address.
            </>,
            <>
              <Term>Offers and orders.</Term> The amounts you offer or accept, any message sent with an offer,
              what you bought or sold, the price and fees, payment status and tracking numbers.
            </>,
            <>
              <Term>Messages.</Term> Comments and questions on listings, questions asked during live shows,
              and anything you send us through the contact form (your name, e-mail address and message).
            </>,
            <>
              <Term>Likes and follows.</Term> The items you favourite and the sellers you follow.
            </>,
            <>
              <Term>Technical data.</Term> Our servers keep short-lived request logs (such as IP address,
              browser type and the page requested) to keep the service secure and fix problems.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <P>
          We set exactly one cookie,{' '}
          <code className="rounded bg-gray-100 px-1 text-sm">rethread_session</code>, which keeps you signed
          in. It holds a random token (we store only a hash of it), cannot be read by scripts, and lasts until
          you close your browser, or 30 days if you choose &quot;Stay signed in&quot;. Signing out ends it.
        </P>
        <P>
          We do not use advertising cookies, tracking pixels or third-party analytics. When you pay, the card
          form is provided by Stripe, which may set its own cookies to prevent fraud under its own policy.
        </P>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    body: (
      <>
        <P>We use personal information only to:</P>
        <List
          items={[
            'run the marketplace: show listings and profiles, deliver offers, comments and live show questions, and process orders;',
            'take payments and pay sellers through our payment processor;',
            'send the e-mails the service needs, such as password resets and order updates;',
            'keep Rethread safe: prevent fraud, spam and abuse, and enforce our Terms;',
            'answer your questions and requests for support;',
            'understand, in aggregate, what is popular so we can rank trending items and improve the site;',
            'meet our legal, tax and accounting obligations.',
          ]}
        />
        <P>
          We do not sell personal information and we do not use it for third-party advertising. We do not make
          decisions about you that have legal or similarly significant effects by automated means alone.
        </P>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payment Information',
    body: (
      <P>
        Card payments are handled by our payment processor, Stripe. Your card number, expiry date and security
        code are entered into Stripe&apos;s secure form and go directly to Stripe; Rethread never sees or
        stores them. We keep a reference to each payment, its amount and its status so we can match it to your
        order, issue refunds and pay sellers. Stripe&apos;s use of your information is described in{' '}
        <a
          href="https://stripe.com/privacy"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          rel="noreferrer"
          target="_blank"
        >
          Stripe&apos;s privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </P>
    ),
  },
];

/** The Privacy Policy's sections, in order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [...OPENING_SECTIONS, ...PRIVACY_CLOSING_SECTIONS];
