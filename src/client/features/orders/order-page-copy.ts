import { orderTitle, type Order } from '#shared/orders';
import { SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION } from '#shared/shipments';

/** The order page's own words; the label and tracking words are shipmentMessages. */
export const orderPageCopy = {
  viewOrder: 'View order',
  backToOrders: 'Your orders',
  loading: 'Loading order',
  loadFailed: 'This order could not be loaded.',
  purchaseFrom: 'Bought from',
  saleTo: 'Sold to',
  money: 'Payment',
  items: (count: number) => `Items (${count})`,
  shipToSeller: 'Ship to',
  shipToBuyer: 'Shipping to',
  addressGone: `The buyer's address is no longer shown: it is kept for ${SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION} days after an order completes.`,
  noAddress: 'This order was placed before addresses were asked for.',
  addressRefunded: 'This order was cancelled and refunded: the buyer’s address is no longer shown.',
  label: 'Shipping label',
  testMode: 'Test mode',
  openSettings: 'Open Settings',
  tracking: 'Tracking',
  timeline: 'Order timeline',
  noTimeline: 'Nothing has happened yet.',
  sellerPaysShipping: 'Free shipping for the buyer: the label comes out of your earnings.',
  review: 'Review',
  reviewPrompt: (seller: string) => `How was buying from ${seller}? Your review is public.`,
  reviewLoadFailed: 'The review could not be loaded.',
  noReview: 'The buyer has not reviewed this order.',
} as const;

/** The order's name: its item's title, or a bundle's "Crewneck + 2 more items". */
export function titleOf(order: Pick<Order, 'itemCount' | 'items' | 'listing'>): string {
  return order.itemCount > 1 ? orderTitle(order.items.map((i) => i.title)) : order.listing.title;
}
