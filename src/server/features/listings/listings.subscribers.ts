import { on } from '../../lib/events/bus.js';
import { ListingAlreadySold, markListingSold } from './listings.sale.service.js';

/** A sale takes its listings: every item sold with the payment, in its transaction, exactly once. */
export const listingsSubscribers = [
  on('sale.settled', async (tx, sale) => {
    for (const item of sale.items) {
      if (!(await markListingSold(tx, item.listingId))) throw new ListingAlreadySold(item.listingId);
    }
  }),
];
