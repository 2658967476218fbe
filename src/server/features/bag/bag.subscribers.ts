import { on } from '../../lib/events/bus.js';
import { takeBoughtItem } from './bag.service.js';

/** A sale takes every bought item out of its buyer's bag; everyone else's bag shows them sold. */
export const bagSubscribers = [
  on('sale.settled', async (tx, sale) => {
    for (const item of sale.items) await takeBoughtItem(tx, sale.buyerId, item.listingId);
  }),
];
