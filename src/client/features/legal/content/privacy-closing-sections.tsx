import type { LegalSection } from '../components/legal-document';
import { List, P, Term, TextLink } from '../components/prose';
import { contactHref } from '../lib/contact-href';
import { MINIMUM_AGE, NOTICE_DAYS } from './legal-constants';

/** The Privacy Policy from sharing onwards: who sees what, how long we keep it, your rights. */
export const PRIVACY_CLOSING_SECTIONS: LegalSection[] = [
  {
    id: 'sharing',
    title: 'How Information Is Shared',
    body: (
      <>
        <List
          items={[
            <>
              <Term>With everyone.</Term> Your profile (handle, display name, bio and photo), your listings,
              your comments and live show questions, and like and follower counts are public.
            </>,
            <>
              <Term>With the other side of a deal.</Term> When you make an offer or a sale, the buyer and
              seller see each other&apos;s handle and the details needed to complete the order, such as the
              price and tracking number.
            </>,
            <>
              <Term>With service providers</Term> who work for us under contract and only on our instructions:
              payment processing (Stripe), hosting and storage, and e-mail delivery.
            </>,
            <>
              <Term>For legal reasons</Term>, when the law requires it, or to protect the safety, rights or
              property of our members, the public or Rethread.
            </>,
            <>
              <Term>In a business transfer</Term>, such as a merger or sale, in which case this policy
              continues to apply to your information.
            </>,
          ]}
        />
        <P>We never sell your personal information or share it with advertisers.</P>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Information',
    body: (
      <List
        items={[
          'Account, listing, like and follow data: for as long as your account is open, and deleted within 30 days after it closes.',
          'Orders and payment records: up to 7 years, because tax and accounting law requires it.',
          'Messages sent through the contact form: 2 years, so we can follow up on earlier requests.',
          'Server request logs: 30 days.',
          'Password reset links expire after one hour and can be used only once.',
        ]}
      />
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    body: (
      <>
        <P>Wherever you live, you can ask us to:</P>
        <List
          items={[
            <>
              <Term>access</Term> the personal information we hold about you;
            </>,
            <>
              <Term>correct</Term> it (you can change most of your profile yourself in your account settings);
            </>,
            <>
              <Term>delete</Term> your account and personal information, except records we must keep by law;
            </>,
            <>
              <Term>export</Term> your data, including your listings and orders, in a machine-readable file.
            </>,
          ]}
        />
        <P>
          To make a request, use <TextLink href={contactHref('Account Issues')}>Contact Us</TextLink> with the
          category &quot;Account Issues&quot;, from the e-mail address on your account so we can confirm it is
          you. We reply within 30 days. We will never treat you differently for using these rights. Depending
          on where you live (for example California or the European Economic Area), you may also have the
          right to object to some uses and to complain to your data protection authority.
        </P>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <P>
        We protect your information with encrypted connections, passwords stored only as strong one-way
        hashes, sign-in tokens stored only as hashes, cookies that scripts cannot read, and access limited to
        the people who need it. No online service can be perfectly secure; if a breach affects your
        information, we will tell you promptly as the law requires. You can help by using a unique password
        and by never paying outside Rethread checkout.
      </P>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <P>
        Rethread is for adults: you must be {MINIMUM_AGE} or older to open an account. We do not knowingly
        collect personal information from anyone younger. If you believe a child has given us information,{' '}
        <TextLink href={contactHref('Account Issues')}>contact us</TextLink> and we will delete it.
      </P>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <P>
        We will update this policy when our practices change. For material changes we will tell you by e-mail
        and on the site at least {NOTICE_DAYS} days before they take effect. The date at the top of this page
        shows when it last changed.
      </P>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <P>
        Questions about privacy, or a request about your data? Write to us through{' '}
        <TextLink href={contactHref('Account Issues')}>Contact Us</TextLink>, where you will also find our
        postal address. You can read more about staying safe in the{' '}
        <TextLink href="/safety">Safety Center</TextLink>.
      </P>
    ),
  },
];
