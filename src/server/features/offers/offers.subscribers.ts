import { on } from '../../lib/events/bus.js';
import { closeOffersOnSale } from './offers.service.js';

/** A sale ends the listing's negotiation: its winning offer completes, every other open one closes. */
export const offersSubscribers = [
  on('sale.settled', (tx, sale) =>
    closeOffersOnSale(tx, {
      listingId: sale.listingId,
      winningOfferId: sale.offerId,
      buyerId: sale.buyerId,
    }).then(() => undefined),
  ),
];
