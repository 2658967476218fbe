import { eq } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, checkoutMessages } from '#shared/checkout.js';
import type { Db } from '../../db/client.js';
import { listings, orders } from '../../db/schema.js';
import type { LocalPaymentProvider } from '../../lib/payments/local.js';
import {
  acceptedOffer,
  DECLINED_CARD,
  GOOD_CARD,
  listingRow,
  makeListing,
  makeOffer,
  NO_FUNDS_CARD,
  offerRow,
  ordersOf,
  pay,
  startCheckout,
  startMarket,
  type Market,
} from '../../test/market.fixtures.js';
import { settleInTransaction, settlePayment } from './checkout.settle.js';

/** Test listings are medium parcels the buyer pays shipping for: every charge adds this. */
const SHIPPING = DEFAULT_SHIPPING_RATES.medium;

let { app, call, seller, buyer, rival } = {} as Market;

beforeAll(async () => {
  ({ app, call, seller, buyer, rival } = await startMarket());
});
afterAll(() => app.dispose());

const expectError = (
  res: { statusCode: number; json(): { error: string } },
  status: number,
  message: string,
) => expect([res.statusCode, res.json().error]).toEqual([status, message]);

describe('POST /api/create-payment-intent', () => {
  it('refuses bad requests and changes nothing', async () => {
    const listing = await makeListing(app, seller.user.id);
    const sold = await makeListing(app, seller.user.id, { isSold: true });
    const inactive = await makeListing(app, seller.user.id, { isActive: false });
    const elsewhere = await makeListing(app, seller.user.id);
    const declined = await makeOffer(app, buyer, listing.id, 3000);
    await call('PATCH', `/api/offers/${declined}/decline`, seller);
    const pending = await makeOffer(app, buyer, elsewhere.id, 3000);
    const rivals = await acceptedOffer(app, seller, rival, listing.id, 3000);
    const otherListing = await acceptedOffer(app, seller, buyer, elsewhere.id, 3100);
    const body = (extra: Record<string, unknown>) => ({
      listingId: listing.id,
      buyerId: buyer.user.id,
      ...extra,
    });

    expect((await call('POST', '/api/create-payment-intent', undefined, body({}))).statusCode).toBe(401);
    expectError(
      await call('POST', '/api/create-payment-intent', buyer, body({ buyerId: rival.user.id })),
      403,
      checkoutMessages.notYourself,
    );
    expectError(
      await call('POST', '/api/create-payment-intent', buyer, body({ listingId: 'x' })),
      404,
      checkoutMessages.listingNotFound,
    );
    expectError(await startCheckout(app, buyer, sold.id), 409, checkoutMessages.listingSold);
    expectError(await startCheckout(app, buyer, inactive.id), 409, checkoutMessages.listingInactive);
    expectError(await startCheckout(app, seller, listing.id), 400, checkoutMessages.ownListing);
    expectError(
      await startCheckout(app, buyer, listing.id, '00000000-0000-4000-8000-000000000000'),
      404,
      checkoutMessages.offerNotFound,
    );
    expectError(
      await startCheckout(app, buyer, listing.id, declined),
      400,
      checkoutMessages.offerNotAccepted,
    );
    expectError(
      await startCheckout(app, buyer, elsewhere.id, pending),
      400,
      checkoutMessages.offerNotAccepted,
    );
    expectError(await startCheckout(app, buyer, listing.id, rivals), 400, checkoutMessages.invalidOffer);
    expectError(
      await startCheckout(app, buyer, listing.id, otherListing),
      400,
      checkoutMessages.invalidOffer,
    );

    for (const l of [listing, sold, inactive]) expect(await ordersOf(app, l.id)).toHaveLength(0);
  });

  it('computes the amount itself, ignoring whatever the client sends, and reuses the open checkout', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 4000 });
    const tampered = await call('POST', '/api/create-payment-intent', buyer, {
      listingId: listing.id,
      buyerId: buyer.user.id,
      amount: 1,
      totalAmount: 1,
      priceCents: 1,
      fees: { sellerFee: 0, processingFee: 0 },
    });
    expect(tampered.statusCode).toBe(200);
    const first = tampered.json();
    expect(first).toMatchObject({
      totalAmount: 4000 + SHIPPING,
      shippingAmount: SHIPPING,
      fees: { sellerFee: 320, processingFee: 30 },
      provider: 'local',
      publishableKey: null,
      purchaseType: 'direct',
    });
    const [order] = await ordersOf(app, listing.id);
    expect(order).toMatchObject({
      status: 'pending',
      priceCents: 4000,
      feeCents: 320,
      processingFeeCents: 30,
      offerId: null,
    });

    const again = (await startCheckout(app, buyer, listing.id)).json();
    expect([again.orderId, again.clientSecret]).toEqual([first.orderId, first.clientSecret]);
    expect(await ordersOf(app, listing.id)).toHaveLength(1);

    // Switching to an accepted offer replaces the open checkout at the offer price.
    const offerId = await acceptedOffer(app, seller, buyer, listing.id, 3000);
    const viaOffer = (await startCheckout(app, buyer, listing.id, offerId)).json();
    expect(viaOffer).toMatchObject({
      totalAmount: 3000 + SHIPPING,
      fees: { sellerFee: 240, processingFee: 30 },
      purchaseType: 'offer',
    });
    const rows = await ordersOf(app, listing.id);
    expect(rows.map((o) => [o.status, o.priceCents, o.offerId]).sort()).toEqual([
      ['cancelled', 4000, null],
      ['pending', 3000, offerId],
    ]);
    // The replaced checkout's secret no longer pays.
    expectError(await pay(app, buyer, first.clientSecret), 409, checkoutMessages.invalidSession);
  });
});

describe('POST /api/payments/local/confirm', () => {
  it('checks the card, lets a failed intent retry, and settles everything in one go', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 4000 });
    // The rival's checkout begins before the acceptance reserves the listing for the buyer.
    const rivalCheckout = (await startCheckout(app, rival, listing.id)).json();
    const offerId = await acceptedOffer(app, seller, buyer, listing.id, 3000);
    const rivalPending = await makeOffer(app, rival, listing.id, 2000);
    const { clientSecret } = (await startCheckout(app, buyer, listing.id, offerId)).json();

    const bad = [
      [{ ...GOOD_CARD, number: '4242 4242 4242 4241' }, cardMessages.numberInvalid],
      [{ ...GOOD_CARD, number: '4242' }, cardMessages.numberInvalid],
      [{ ...GOOD_CARD, expMonth: 13 }, cardMessages.expiryInvalid],
      [{ ...GOOD_CARD, expMonth: 1, expYear: 2020 }, cardMessages.expired],
      [{ ...GOOD_CARD, cvc: '12' }, cardMessages.cvcInvalid],
    ] as const;
    for (const [card, message] of bad) expectError(await pay(app, buyer, clientSecret, card), 400, message);

    const declined = await pay(app, buyer, clientSecret, DECLINED_CARD);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'failed',
      message: cardMessages.declined,
      refunded: false,
    });
    expect((await pay(app, buyer, clientSecret, NO_FUNDS_CARD)).json().message).toBe(
      cardMessages.insufficientFunds,
    );
    expect(
      (await pay(app, buyer, clientSecret, { ...GOOD_CARD, number: '4111 1111 1111 1111' })).json().message,
    ).toBe(cardMessages.notATestCard);
    expect((await listingRow(app, listing.id)).isSold).toBe(false);

    expectError(await pay(app, rival, clientSecret), 403, checkoutMessages.notYourCheckout);
    expectError(
      await pay(app, buyer, `${clientSecret.slice(0, -2)}xx`),
      400,
      checkoutMessages.invalidSession,
    );

    const paid = await pay(app, buyer, clientSecret);
    expect(paid.json()).toMatchObject({
      status: 'succeeded',
      message: checkoutMessages.paid,
      listingId: listing.id,
    });
    const order = (await ordersOf(app, listing.id)).find((o) => o.buyerId === buyer.user.id)!;
    expect(order).toMatchObject({ status: 'paid', priceCents: 3000, offerId });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect((await listingRow(app, listing.id)).isSold).toBe(true);
    expect((await offerRow(app, offerId)).status).toBe('completed');
    expect((await offerRow(app, rivalPending)).status).toBe('expired');
    const rivalOrder = (await ordersOf(app, listing.id)).find((o) => o.buyerId === rival.user.id)!;
    expect(rivalOrder.status).toBe('cancelled');

    // A retried confirmation changes nothing.
    const retry = await pay(app, buyer, clientSecret);
    expect(retry.json()).toMatchObject({ status: 'succeeded', message: checkoutMessages.alreadyPaid });
    const after = (await ordersOf(app, listing.id)).find((o) => o.id === order.id)!;
    expect(after.paidAt?.getTime()).toBe(order.paidAt?.getTime());
    // Nor once the order has completed: it is still the sale, not a payment to refund.
    await app.ctx.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    const late = await pay(app, buyer, clientSecret);
    expect(late.json()).toMatchObject({ status: 'succeeded', message: checkoutMessages.alreadyPaid });
    expect((await ordersOf(app, listing.id)).find((o) => o.id === order.id)!.status).toBe('completed');
    await app.ctx.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));

    // Too late: the rival is refused before being charged, and cannot start again.
    expectError(await pay(app, rival, rivalCheckout.clientSecret), 409, checkoutMessages.listingSold);
    expectError(await startCheckout(app, rival, listing.id), 409, checkoutMessages.listingSold);
  });

  it('refunds a payment that completes after the item sold, once, and tells the buyer why', async () => {
    const listing = await makeListing(app, seller.user.id);
    const mine = (await startCheckout(app, buyer, listing.id)).json();
    const theirs = (await startCheckout(app, rival, listing.id)).json();
    expect((await pay(app, buyer, mine.clientSecret)).json().status).toBe('succeeded');

    // The rival's card went through at the provider anyway (as a Stripe webhook would report it).
    const provider = app.ctx.payments as LocalPaymentProvider;
    const intentId = provider.intentIdFromSecret(theirs.clientSecret)!;
    const first = await settlePayment(app.ctx, intentId);
    expect(first).toMatchObject({ outcome: 'refunded', reason: checkoutMessages.soldToSomeoneElse });
    expect(provider.refunded.has(intentId)).toBe(true);
    const refunded = (await ordersOf(app, listing.id)).find((o) => o.buyerId === rival.user.id)!;
    expect(refunded).toMatchObject({ status: 'refunded', refundReason: checkoutMessages.soldToSomeoneElse });

    expect(await settlePayment(app.ctx, intentId)).toMatchObject({ outcome: 'refunded' });
    const reply = await pay(app, rival, theirs.clientSecret);
    expect(reply.json()).toMatchObject({
      status: 'failed',
      refunded: true,
      message: checkoutMessages.soldToSomeoneElse,
    });
    const paidOrders = (await ordersOf(app, listing.id)).filter((o) => o.status === 'paid');
    expect(paidOrders.map((o) => o.buyerId)).toEqual([buyer.user.id]);
  });

  it('falls back on the one-sale index when the listing row was wrongly reopened', async () => {
    const listing = await makeListing(app, seller.user.id);
    const mine = (await startCheckout(app, buyer, listing.id)).json();
    expect((await pay(app, buyer, mine.clientSecret)).json().status).toBe('succeeded');
    await app.ctx.db.update(listings).set({ isSold: false }).where(eq(listings.id, listing.id));
    const theirs = (await startCheckout(app, rival, listing.id)).json();
    const reply = await pay(app, rival, theirs.clientSecret);
    expect(reply.json()).toMatchObject({ status: 'failed', refunded: true });
    const statuses = (await ordersOf(app, listing.id)).map((o) => o.status).sort();
    expect(statuses).toEqual(['paid', 'refunded']);
  });

  it('answers unknown intents without touching anything', async () => {
    const outcome = await app.ctx.db.transaction((tx) =>
      settleInTransaction(tx as Db, 'pi_local_unknown', 'local'),
    );
    expect(outcome).toEqual({ outcome: 'unknown' });
  });
});
