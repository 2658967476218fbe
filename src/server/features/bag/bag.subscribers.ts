import { on } from '../../lib/events/bus.js';
import { takeBoughtItem } from './bag.service.js';

/** A sale takes the item out of its buyer's bag; everyone else's bag shows it sold. */
export const bagSubscribers = [
  on('sale.settled', (tx, sale) => takeBoughtItem(tx, sale.buyerId, sale.listingId)),
];
