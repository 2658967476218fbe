import { formatCents } from '#shared/money.js';
import { offerStepUrl } from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { notify } from '../notifications/notifications.service.js';
import * as q from './offers.queries.js';

/** A buyer is warned once when their pending offer has this long left. */
export const OFFER_EXPIRY_WARNING_SECONDS = 6 * 60 * 60;

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

/**
 * The periodic sweep: tells the buyer of each pending step that expires within 6 hours, once — their
 * own offer, or the seller's step they must answer. Marking the
 * offers and telling their buyers is one transaction, so a sweep that fails tells nobody and marks
 * nothing (the next sweep tries again), and a marked offer is never warned about a second time, by
 * this instance or any other.
 */
export async function warnExpiringOffers(db: Db): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as Db;
    const marked = await q.markExpiringOffers(tx, OFFER_EXPIRY_WARNING_SECONDS);
    for (const { id, hoursLeft } of marked) {
      const view = await q.findOfferView(tx, id);
      if (!view) continue;
      // The buyer hears either way: of their own offer waiting on the seller, or of the seller's step
      // (a counter, an offer to likers) that is theirs to answer.
      const amount = formatCents(view.offerCents);
      await notify(tx, {
        userId: view.buyerId,
        type: 'offer_expiring',
        ...(view.madeBy === 'seller'
          ? {
              title: `${view.seller.display}’s ${amount} offer on ${view.listing.title} expires in ${hours(hoursLeft)}`,
              body: 'Accept it to buy at that price, or make a counter-offer, before it expires.',
            }
          : {
              title: `Your offer on ${view.listing.title} expires in ${hours(hoursLeft)}`,
              body: `${view.seller.display} has not answered your ${amount} offer yet. If it expires, you can make another while the item is for sale.`,
            }),
        url: offerStepUrl(view, 'buyer'),
      });
    }
    return marked.length;
  });
}
