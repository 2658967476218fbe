import { on } from '../../lib/events/bus.js';
import { tellAbout } from './offers.notices.js';
import { closeOffersOnSale } from './offers.service.js';

/**
 * An accepted offer tells its buyer, who has RESERVATION_HOURS to pay. A sale ends the listing's
 * negotiation: its winning offer completes, every other open one closes.
 */
export const offersSubscribers = [
  on('sale.settled', (tx, sale) =>
    closeOffersOnSale(tx, {
      listingId: sale.listingId,
      winningOfferId: sale.offerId,
      buyerId: sale.buyerId,
    }).then(() => undefined),
  ),
  on('offer.accepted', (tx, offer) => tellAbout(tx, offer.offerId, 'accepted')),
];
