import { BadgeCheck, CreditCard, LockKeyhole, Truck, type LucideIcon } from 'lucide-react';

/**
 * Safety Center copy (docs/product/09-information-pages.md §9.2 Safety Center). Kept apart from the layout so it reads like a document.
 * The four cards keep the spec's titles, but each says only what Rethread does: it
 * checks no identities and insures no parcels, so the cards say so and name what a member can rely on.
 */

export const SAFETY_FEATURES: ReadonlyArray<{ title: string; body: string; icon: LucideIcon }> = [
  {
    title: 'Identity Verification',
    body: 'Rethread does not verify identities. What you can check: every seller’s public profile shows their @handle, bio, followers and everything else they have for sale, and questions on a listing are answered in public. Members must be 18 or older under our Terms.',
    icon: BadgeCheck,
  },
  {
    title: 'Secure Payments',
    body: 'Cards are paid through Stripe at checkout (a marketplace run without Stripe uses a test mode that moves no money). Sellers never see your card details, card numbers are never stored, you pay the listing’s current price, and an item sells exactly once.',
    icon: CreditCard,
  },
  {
    title: 'Shipping Protection',
    body: 'Parcels are not insured by Rethread, but every sale ships on a prepaid, tracked label printed from the order, so both of you follow the parcel on the Orders page. If it never arrives or is not as described, the buyer reports a problem from the order before it completes, and the money stays held until the claim is settled.',
    icon: Truck,
  },
  {
    title: 'Data Encryption',
    body: 'Passwords are stored only as strong one-way hashes, so nobody can read yours, card numbers never reach our database, and location data is stripped from every photo you upload.',
    icon: LockKeyhole,
  },
];

export const BUYER_TIPS = [
  'Pay only through Rethread checkout. A request to pay by bank transfer, gift card or a link sent by e-mail or in a comment is a scam, even if the price looks great.',
  'Study every photo and ask the seller for the label, measurements or close-ups of wear before you buy; a genuine seller is happy to help.',
  'Check the seller’s profile and their other listings. Stock photos only or prices far below market are warning signs.',
  'Confirm delivery only once the item has arrived and matches its description; report a problem before you confirm.',
] as const;

export const SELLER_TIPS = [
  'Ship only to the address shown on the Rethread order, never to a different address a buyer sends you by e-mail or in a comment.',
  'Wait for the order to show as paid before you ship; ignore "payment sent" screenshots and e-mails that claim to be from us.',
  'Ship within 1-2 business days with tracking, and photograph the item and the sealed parcel before drop-off.',
  'Keep your personal phone number, e-mail and address out of listing descriptions and comments.',
] as const;

export const COMMON_SCAMS: ReadonlyArray<{ title: string; signs: string[] }> = [
  {
    title: 'Payment scams',
    signs: [
      'A buyer or seller asks to move the deal off Rethread to "save on fees".',
      'Fake "payment received" e-mails or screenshots that ask you to ship first.',
      'Requests to pay by gift card, wire transfer, crypto or "friends and family" transfers.',
      'Links to look-alike checkout or login pages sent by e-mail or in a comment.',
    ],
  },
  {
    title: 'Shipping scams',
    signs: [
      'A buyer asks you to ship to a different address or use their own shipping label.',
      'A claim that a parcel arrived empty or damaged, with no photos of the packaging.',
      'A seller who sends a tracking number for a different city or a parcel that never moves.',
      'Pressure to confirm delivery before the item has actually reached you.',
    ],
  },
];

export const REPORT_STEPS: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: 'Identify the issue',
    body: 'Stop replying and do not send money or items. Note what happened and whether it concerns a listing, an order or a member.',
  },
  {
    title: 'Gather evidence',
    body: 'Take screenshots of any comments or e-mails, the listing and the order, and keep photos of the item and its packaging.',
  },
  {
    title: 'Submit a report',
    body: 'Use "Report Safety Issue" to send us the details with the category Safety Concerns, including any order number.',
  },
  {
    title: 'Follow up',
    body: 'You get a reference number as soon as you send the report; quote it when you write again. Safety reports are answered first, aiming for within 1 hour.',
  },
];

export const SAFETY_CONTACT = {
  email: 'safety@rethread.example',
} as const;
