import { sourceSoldNotice } from '#shared/sold-elsewhere.js';
import { on } from '../../lib/events/bus.js';
import { notify } from '../notifications/notifications.service.js';

/** A listing the source re-check found sold or gone on its site: its seller hears why it came off. */
export const importsSubscribers = [
  on('listing.sold_elsewhere', async (tx, sold) => {
    if (sold.by !== 'source') return;
    await notify(tx, {
      userId: sold.sellerId,
      type: 'listing_sold_elsewhere',
      ...sourceSoldNotice(sold.platform, sold.title),
      url: `/listing/${sold.listingId}`,
    });
  }),
];
