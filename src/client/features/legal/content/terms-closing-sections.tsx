import type { LegalSection } from '../components/legal-document';
import { List, P, Term, TextLink } from '../components/prose';
import { NOTICE_DAYS } from './legal-constants';

/** Sections 7-12 of the Terms of Service: rights, privacy, disputes, liability, ending, changes. */
export const TERMS_CLOSING_SECTIONS: LegalSection[] = [
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <P>
          <Term>Your content.</Term> You keep ownership of the photos, descriptions, comments and other
          content you post. You give Rethread a worldwide, non-exclusive, royalty-free licence to host, copy,
          resize, display and share that content in order to run and promote the Service, for example to show
          your listing in search results or in our marketing. The licence ends when you delete the content,
          except for copies kept for legal reasons or already shared by others.
        </P>
        <P>
          You confirm that you own the content you post or have permission to use it, and that it does not
          infringe anyone else&apos;s rights. Do not use photos taken from brands or other sellers.
        </P>
        <P>
          <Term>Our content.</Term> The Rethread name, logo, design and software belong to us and are
          protected by law. You may not copy or reuse them without our written permission, except to share
          links to listings and profiles.
        </P>
        <P>
          <Term>Infringement notices.</Term> If you believe content on Rethread infringes your copyright or
          trademark, send us the details through <TextLink href="/contact-us">Contact Us</TextLink>: the work,
          where it appears on Rethread, your contact details and a statement that you are the owner or
          authorised to act for them. We remove infringing content and suspend repeat infringers.
        </P>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <>
        <P>
          Your privacy matters to us. Our <TextLink href="/privacy-policy">Privacy Policy</TextLink> explains
          what we collect, why, how long we keep it and the choices you have. In short: we collect what we
          need to run the marketplace, card details are handled by our payment processor and never stored by
          us, and we do not sell your personal information or use advertising trackers.
        </P>
        <P>
          Listings, your profile, your handle and your public comments are visible to everyone. Keep personal
          details such as your home address or phone number out of them.
        </P>
      </>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute Resolution',
    body: (
      <>
        <P>
          <Term>Talk to us first.</Term> Most problems are solved quickly. Before starting any formal claim,
          contact us through <TextLink href="/contact-us">Contact Us</TextLink> and give us 60 days to try to
          resolve it informally.
        </P>
        <P>
          <Term>Binding arbitration.</Term> If we cannot resolve a dispute informally, you and Rethread agree
          that it will be settled by binding individual arbitration rather than in court, under the Federal
          Arbitration Act. The arbitration is administered by the American Arbitration Association under its
          Consumer Arbitration Rules, may take place by video or in the county where you live, and the
          arbitrator may award the same individual relief a court could. Either side may instead bring an
          individual claim in small claims court, and either side may ask a court to stop the misuse of its
          intellectual property.
        </P>
        <P>
          <Term>Class-action waiver.</Term> Claims may be brought only on an individual basis, not as a
          plaintiff or class member in any class, collective or representative action, and the arbitrator may
          not combine claims of more than one person. You and Rethread each waive the right to a jury trial.
          If this waiver is found unenforceable for a claim, that claim is not subject to arbitration and will
          be heard in court.
        </P>
        <P>
          <Term>Opting out.</Term> You can opt out of this arbitration agreement by telling us through Contact
          Us within {NOTICE_DAYS} days of first accepting these Terms. Opting out does not affect the rest of
          the Terms.
        </P>
        <P>
          These Terms are governed by the laws of the State of California, without regard to its
          conflict-of-law rules. Any claim that is not arbitrated will be heard in the state or federal courts
          of San Francisco County, California.
        </P>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <P>
          The Service is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law
          allows, we make no warranties about it, including that it will always be available or free of
          errors, and we do not guarantee the quality, safety, authenticity or legality of items listed, the
          truth of listings, or the ability of members to complete a sale.
        </P>
        <P>To the fullest extent permitted by law:</P>
        <List
          items={[
            'Rethread is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, data or goodwill;',
            'our total liability for any claim relating to the Service is limited to the greater of $100 or the fees you paid us in the 12 months before the claim arose;',
            'you will compensate Rethread for claims and costs arising from your listings, your sales or your breach of these Terms.',
          ]}
        />
        <P>
          Some places do not allow these exclusions, so some of them may not apply to you. Nothing in these
          Terms limits liability that cannot be limited by law, or your rights as a consumer.
        </P>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <P>
          You may stop using Rethread and ask us to close your account at any time through{' '}
          <TextLink href="/contact-us">Contact Us</TextLink>. We may suspend or close an account, remove
          listings or limit features if you break these Terms, if required by law, or to protect other
          members. Where it is safe to do so, we will tell you why and give you a chance to respond.
        </P>
        <P>
          When an account closes, its listings are deactivated and its pending offers are cancelled. Orders
          that are already paid must still be shipped or refunded. Sections that by their nature should
          survive, including Fees owed, Intellectual Property, Dispute Resolution and Limitation of Liability,
          continue to apply.
        </P>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <>
        <P>
          We may update these Terms as Rethread grows or the law changes. For material changes, and for any
          change to our fees, we will give you at least {NOTICE_DAYS} days&apos; notice by e-mail and on the
          site before the change takes effect. Smaller changes, such as clarifications, take effect when
          posted. The date at the top of this page shows when the Terms last changed.
        </P>
        <P>
          If you keep using Rethread after a change takes effect, the updated Terms apply to you. If you do
          not agree with a change, you can close your account before it takes effect.
        </P>
      </>
    ),
  },
];
