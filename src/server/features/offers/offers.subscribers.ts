import { on } from '../../lib/events/bus.js';
import { tellAbout } from './offers.notices.js';
import { closeOffersOnSale } from './offers.service.js';

/**
 * An accepted offer tells its buyer, who has RESERVATION_HOURS to pay. A sale ends the listing's
 * negotiation, for each of its items: its winning offer completes, every other open one closes.
 * A sale on another site closes them all.
 */
export const offersSubscribers = [
  on('sale.settled', async (tx, sale) => {
    for (const item of sale.items) {
      await closeOffersOnSale(tx, {
        listingId: item.listingId,
        winningOfferId: sale.offerId,
        buyerId: sale.buyerId,
      });
    }
  }),
  // Sold on another site: nobody here won it, so every open offer closes and its buyer is told.
  on('listing.sold_elsewhere', (tx, sold) =>
    closeOffersOnSale(tx, { listingId: sold.listingId, winningOfferId: null, buyerId: sold.sellerId }),
  ),
  on('offer.accepted', (tx, offer) => tellAbout(tx, offer.offerId, 'accepted')),
];
