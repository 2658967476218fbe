import { formatCents } from '#shared/money.js';
import { CONFIRM_WITHIN_DAYS, SHIP_WITHIN_BUSINESS_DAYS } from '#shared/order-timers.js';
import { addressLine, orderPath, paidWithCard, REFUND_ARRIVAL } from '#shared/orders.js';
import type { Db } from '../../db/client.js';
import { on } from '../../lib/events/bus.js';
import type { OrderMoved } from '../../lib/events/registry.js';
import { queueFanout } from '../notifications/fanout.service.js';
import { notifyMany, type NewNotification } from '../notifications/notifications.service.js';
import * as q from './orders.queries.js';

/**
 * What an order's people are told at each step, written once whoever made the step (the seller or
 * the carrier ships, the buyer or the carrier delivers, the buyer or the timer completes or cancels),
 * in the transaction of the step: a step that rolls back tells nobody. A claim's own steps are told
 * by the claims feature in its words.
 */

type Notice = Omit<NewNotification, 'url'>;

const tell = (tx: Db, orderId: string, notices: Notice[]) =>
  notifyMany(
    tx,
    notices.map((n) => ({ ...n, url: orderPath(orderId) })),
  );

/** The order as its seller sees it: the listing's title and the buyer (the seller's counterparty). */
async function sale(tx: Db, moved: OrderMoved) {
  const row = await q.findOrderView(tx, moved.orderId, 'seller');
  return { title: row!.listing.title, buyer: row!.counterparty.display };
}

/** …and as its buyer sees it: the seller is their counterparty; what they paid and where it goes. */
async function purchase(tx: Db, orderId: string) {
  const row = (await q.findOrderView(tx, orderId, 'buyer'))!;
  return {
    title: row.listing.title,
    seller: row.counterparty.display,
    paid: formatCents(row.priceCents + row.shippingCents),
    shipping: row.shippingCents,
    price: formatCents(row.priceCents),
    shipTo: row.shipTo,
    card: paidWithCard({ brand: row.cardBrand, last4: row.cardLast4 }),
  };
}

/**
 * The buyer's receipt: the amount (the item and shipping), the card's brand and last four digits when
 * the provider told them (stored when the payment settled), the address it ships to.
 */
async function receipt(tx: Db, orderId: string) {
  const p = await purchase(tx, orderId);
  const card = p.card ? ` Paid with ${p.card}.` : '';
  const amount =
    (p.shipping > 0
      ? `You paid ${p.paid} by card: ${p.price} for the item and ${formatCents(p.shipping)} for shipping.`
      : `You paid ${p.paid} by card, shipping included.`) + card;
  const to = p.shipTo ? ` It ships to ${addressLine(p.shipTo)}.` : '';
  return {
    title: `Receipt: you paid ${p.paid} for ${p.title}`,
    body: `${amount}${to} ${p.seller} has been told and ships it within ${SHIP_WITHIN_BUSINESS_DAYS} business days.`,
  };
}

const waitWindow = `They have ${CONFIRM_WITHIN_DAYS} days to confirm or report a problem; then the order completes.`;

export const orderNoticesSubscribers = [
  on('sale.settled', async (tx, s) => {
    await tell(tx, s.orderId, [
      {
        userId: s.sellerId,
        type: 'sale_made',
        title: `You sold ${s.listingTitle} for ${formatCents(s.priceCents)}`,
        body: `The buyer has paid. Your prepaid shipping label is on the order page: ship within ${SHIP_WITHIN_BUSINESS_DAYS} business days.`,
      },
      { userId: s.buyerId, type: 'purchase_paid', ...(await receipt(tx, s.orderId)) },
    ]);
    // Everyone else who liked it hears it sold, from a fan-out job queued with the sale.
    await queueFanout(tx, {
      audience: 'likers',
      subjectId: s.listingId,
      actorId: s.sellerId,
      except: [s.buyerId],
      type: 'liked_sold',
      title: `${s.listingTitle} sold`,
      body: 'A listing you like has sold to another buyer.',
      url: `/listing/${s.listingId}`,
    });
  }),

  on('order.shipped', async (tx, moved) => {
    const { title, seller } = await purchase(tx, moved.orderId);
    await tell(tx, moved.orderId, [
      {
        userId: moved.buyerId,
        type: 'order_shipped',
        title: `${seller} shipped ${title}`,
        body: `${moved.carrier} tracking number ${moved.trackingNumber}.`,
      },
    ]);
  }),

  on('order.delivered', async (tx, moved) => {
    const { title, buyer } = await sale(tx, moved);
    if (moved.by === 'buyer') {
      await tell(tx, moved.orderId, [
        {
          userId: moved.sellerId,
          type: 'order_delivered',
          title: `${buyer} received ${title}`,
          body: waitWindow,
        },
      ]);
      return;
    }
    await tell(tx, moved.orderId, [
      {
        userId: moved.buyerId,
        type: 'order_delivered',
        title: `${title} was delivered`,
        body: `Confirm everything is OK within ${CONFIRM_WITHIN_DAYS} days or report a problem; then the order completes.`,
      },
      {
        userId: moved.sellerId,
        type: 'order_delivered',
        title: `${title} was delivered to the buyer`,
        body: waitWindow,
      },
    ]);
  }),

  on('order.completed', async (tx, moved) => {
    // A claim released to the seller is told as the claim's resolution.
    if (moved.event !== 'confirm') return;
    const { title, buyer } = await sale(tx, moved);
    const why =
      moved.by === 'buyer'
        ? `${buyer} confirmed everything is OK.`
        : `No problem was reported within ${CONFIRM_WITHIN_DAYS} days of delivery.`;
    await tell(tx, moved.orderId, [
      {
        userId: moved.sellerId,
        type: 'order_completed',
        title: `Your sale of ${title} is complete`,
        body: why,
      },
      {
        userId: moved.buyerId,
        type: 'order_completed',
        title: `Your order of ${title} is complete`,
        body: moved.by === 'buyer' ? 'Thanks for confirming.' : why,
      },
    ]);
  }),

  on('order.cancelled', async (tx, moved) => {
    const { title, buyer } = await sale(tx, moved);
    const { paid } = await purchase(tx, moved.orderId);
    const body = moved.reason ?? '';
    await tell(tx, moved.orderId, [
      {
        userId: moved.buyerId,
        type: 'order_cancelled',
        title: `Your order of ${title} is cancelled: ${paid} refunded`,
        body: [body, REFUND_ARRIVAL].filter(Boolean).join(' '),
      },
      {
        userId: moved.sellerId,
        type: 'order_cancelled',
        title: `Your sale of ${title} to ${buyer} is cancelled`,
        body,
      },
    ]);
  }),
];
