import { installSubscriptions } from './lib/events/bus.js';
import { bagSubscribers } from './features/bag/bag.subscribers.js';
import { claimsSubscribers } from './features/claims/claims.subscribers.js';
import { earningsSubscribers } from './features/earnings/earnings.subscribers.js';
import { importsSubscribers } from './features/imports/imports.subscribers.js';
import { listingsSubscribers } from './features/listings/listings.subscribers.js';
import { offersSubscribers } from './features/offers/offers.subscribers.js';
import { orderNoticesSubscribers } from './features/orders/order-notices.subscribers.js';
import { shipmentsSubscribers } from './features/shipments/shipments.subscribers.js';

/**
 * Who reacts to which domain event (docs/decisions/023), installed once per process by the web app
 * and the worker. A new reaction to a sale is a new `*.subscribers.ts` in its feature and one line
 * here, never an edit of checkout. Within one event, subscribers run in this order.
 */
export function registerSubscribers(): void {
  installSubscriptions([
    ...listingsSubscribers,
    ...offersSubscribers,
    ...earningsSubscribers,
    ...shipmentsSubscribers,
    ...orderNoticesSubscribers,
    ...claimsSubscribers,
    ...bagSubscribers,
    ...importsSubscribers,
  ]);
}
