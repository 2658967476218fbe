import { formatCents } from '#shared/money.js';
import { RESERVATION_HOURS } from '#shared/constants.js';
import { offerStepUrl, type NotificationType } from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { notify } from '../notifications/notifications.service.js';
import * as q from './offers.queries.js';

type OfferViewRow = NonNullable<Awaited<ReturnType<typeof q.findOfferView>>>;

export type OfferEvent =
  | 'received'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'soldElsewhere'
  | 'countered'
  // An acceptance not paid within RESERVATION_HOURS: its buyer hears (lapsed), and so does the seller,
  // whose listing is free again (released).
  | 'lapsed'
  | 'released'
  // The seller relisted the item as a fresh listing: an open offer on the old one ends, and its buyer hears.
  | 'relisted';

/** The notification type of each event: an offer closed by another buyer's purchase reads as declined. */
const OFFER_EVENT_TYPES = {
  received: 'offer_received',
  accepted: 'offer_accepted',
  declined: 'offer_declined',
  cancelled: 'offer_cancelled',
  expired: 'offer_expired',
  soldElsewhere: 'offer_declined',
  countered: 'offer_countered',
  lapsed: 'offer_expired',
  released: 'offer_expired',
  relisted: 'offer_expired',
} as const satisfies Record<OfferEvent, NotificationType>;

type Notice = {
  to: 'buyer' | 'seller';
  title: (v: OfferViewRow, amount: string) => string;
  body: (v: OfferViewRow) => string;
};

/** The end of a hold reads the same whoever made the accepted step: the buyer did not pay in time. */
const HOLD_NOTICES = {
  lapsed: {
    to: 'buyer',
    title: (v, amount) => `Your accepted ${amount} offer for ${v.listing.title} lapsed`,
    body: () =>
      `It was not paid within ${RESERVATION_HOURS} hours of being accepted, so the item is for sale again. You can make another offer while it is.`,
  },
  released: {
    to: 'seller',
    title: (v) => `${v.buyer.display} did not pay for ${v.listing.title} in time`,
    body: (v) =>
      `Their accepted ${formatCents(v.offerCents)} offer lapsed after ${RESERVATION_HOURS} hours. The item is for sale again, and you can accept another offer.`,
  },
} as const satisfies Record<'lapsed' | 'released', Notice>;

/** Who hears of each event on a buyer's step, and in what words: the other side of the one who acted. */
const BUYER_STEP_NOTICES: Record<OfferEvent, Notice> = {
  received: {
    to: 'seller',
    title: (v, amount) => `${v.buyer.display} offered ${amount} for ${v.listing.title}`,
    body: (v) => v.message ?? 'Accept or decline it within 48 hours, before it expires.',
  },
  accepted: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} accepted your ${amount} offer for ${v.listing.title}`,
    body: (v) =>
      `It is held for you at ${formatCents(v.offerCents)} for ${RESERVATION_HOURS} hours: complete the purchase from your offers before then.`,
  },
  declined: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} declined your ${amount} offer for ${v.listing.title}`,
    body: () => 'You can make another offer while the item is for sale.',
  },
  cancelled: {
    to: 'seller',
    title: (v, amount) => `${v.buyer.display} withdrew their ${amount} offer for ${v.listing.title}`,
    body: () => 'The listing stays for sale.',
  },
  expired: {
    to: 'buyer',
    title: (v, amount) => `Your ${amount} offer for ${v.listing.title} expired`,
    body: () =>
      'The seller did not answer within 48 hours. You can make another offer while the item is for sale.',
  },
  soldElsewhere: {
    to: 'buyer',
    title: (v, amount) => `Your ${amount} offer for ${v.listing.title} was declined`,
    body: () => 'The item sold to another buyer.',
  },
  // The buyer's counter to the seller's step: the seller answers it now.
  countered: {
    to: 'seller',
    title: (v, amount) => `${v.buyer.display} countered with ${amount} for ${v.listing.title}`,
    body: (v) => v.message ?? 'Accept, decline or counter it within 48 hours, before it expires.',
  },
  ...HOLD_NOTICES,
  relisted: {
    to: 'buyer',
    title: (v, amount) => `Your ${amount} offer for ${v.listing.title} was closed`,
    body: () =>
      'The seller relisted the item as a new listing. You can make an offer on the new listing while it is for sale.',
  },
};

/**
 * Events on the seller's steps (counters and offers to likers): the buyer answers them, so
 * the words and the recipient turn round. An offer to likers that lapses unanswered tells nobody: the
 * seller sent it to everyone at once and would hear of each liker who let it go.
 */
const SELLER_STEP_NOTICES: Record<OfferEvent, Notice | null> = {
  received: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} offers you ${v.listing.title} for ${amount} — 48 hours`,
    body: () => 'Accept it to buy at that price, or make a counter-offer.',
  },
  countered: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} countered with ${amount} for ${v.listing.title}`,
    body: (v) => v.message ?? 'Accept, decline or counter it within 48 hours, before it expires.',
  },
  // The seller hears whose acceptance it was and of which of their own steps (a counter or an offer to likers).
  accepted: {
    to: 'seller',
    title: (v, amount) =>
      `${v.buyer.display} accepted your ${amount} ${v.toLikers ? 'offer' : 'counter-offer'} for ${v.listing.title}`,
    body: (v) =>
      `It is held for ${v.buyer.display} for ${RESERVATION_HOURS} hours while they complete the purchase at ${formatCents(v.offerCents)}.`,
  },
  declined: {
    to: 'seller',
    title: (v, amount) => `${v.buyer.display} declined your ${amount} offer for ${v.listing.title}`,
    body: () => 'The listing stays for sale.',
  },
  cancelled: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} withdrew their ${amount} offer for ${v.listing.title}`,
    body: () => 'You can make an offer of your own while the item is for sale.',
  },
  expired: {
    to: 'seller',
    title: (v, amount) => `Your ${amount} offer to ${v.buyer.display} for ${v.listing.title} expired`,
    body: () => 'The buyer did not answer within 48 hours. The listing stays for sale.',
  },
  soldElsewhere: BUYER_STEP_NOTICES.soldElsewhere,
  ...HOLD_NOTICES,
  relisted: BUYER_STEP_NOTICES.relisted,
};

/** Tells the other side of a step what happened, in the transaction that made it happen. */
export async function tellAbout(tx: Db, offerId: string, event: OfferEvent): Promise<void> {
  const row = await q.findOfferView(tx, offerId);
  if (!row) return;
  // A bundle offer is named by its first item and how many more it holds.
  const view =
    row.itemCount > 1
      ? { ...row, listing: { ...row.listing, title: `${row.listing.title} and ${row.itemCount - 1} more` } }
      : row;
  const notice =
    view.madeBy === 'seller'
      ? event === 'expired' && view.toLikers
        ? null
        : SELLER_STEP_NOTICES[event]
      : BUYER_STEP_NOTICES[event];
  if (!notice) return;
  await notify(tx, {
    userId: notice.to === 'buyer' ? view.buyerId : view.sellerId,
    type: view.toLikers && event === 'received' ? 'likers_offer' : OFFER_EVENT_TYPES[event],
    title: notice.title(view, formatCents(view.offerCents)),
    body: notice.body(view),
    url: offerStepUrl(view, notice.to),
  });
}

/**
 * Applies the offers' expiry to those in scope (all, when none is given), as of `at` (the database
 * clock unless given): pending steps past their 48 hours expire, acceptances past their hold lapse;
 * whoever hears of each is told. The conditional UPDATEs let exactly one caller end a step, so each
 * person hears once, whichever read or sweep got there first.
 */
export async function expireDue(
  db: Db,
  scope?: Parameters<typeof q.expireDueOffers>[1],
  at?: Date,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as Db;
    const ids = await q.expireDueOffers(tx, scope, at);
    for (const id of ids) await tellAbout(tx, id, 'expired');
    const lapsed = await q.lapseDueAcceptances(tx, scope, at);
    for (const id of lapsed) {
      await tellAbout(tx, id, 'lapsed');
      await tellAbout(tx, id, 'released');
    }
    return ids.length + lapsed.length;
  });
}
