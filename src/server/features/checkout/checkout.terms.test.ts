import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_EXPIRED_CODE, CHECKOUT_TTL_MINUTES, checkoutMessages } from '#shared/checkout.js';
import { listings, orders } from '../../db/schema.js';
import type { LocalPaymentProvider } from '../../lib/payments/local.js';
import { testDatabaseKind } from '../../test/test-app.js';
import { expireDueCheckouts } from './checkout.expiry.js';
import {
  acceptedOffer,
  listingRow,
  makeListing,
  offerRow,
  ordersOf,
  pay,
  startCheckout,
  startMarket,
  type Market,
  type Person,
} from '../../test/market.fixtures.js';

/** Test listings are medium parcels the buyer pays shipping for: every charge adds this. */
const SHIPPING = DEFAULT_SHIPPING_RATES.medium;

// A checkout pays the listing's current terms. Everything goes through the real app.
let { app, call, seller, buyer, rival } = {} as Market;
let provider: LocalPaymentProvider;

beforeAll(async () => {
  ({ app, call, seller, buyer, rival } = await startMarket());
  provider = app.ctx.payments as LocalPaymentProvider;
});
afterAll(() => app.dispose());

const MINUTE = 60_000;
const stale = (message: string) => ({ error: message, code: CHECKOUT_EXPIRED_CODE });
const editListing = (id: string, body: Record<string, unknown>) =>
  call('PATCH', `/api/listings/${id}`, seller, body);

/** A checkout as if it had been opened `minutes` ago: the row's expiry moves back by as much. */
async function age(orderId: string, minutes: number) {
  await app.ctx.db
    .update(orders)
    .set({ expiresAt: sql`${orders.expiresAt} - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));
}

describe(`a checkout pays the listing's current terms (${testDatabaseKind})`, () => {
  it('a price change cancels the open checkout: confirming fails, nothing is paid, the listing stays for sale', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
    const opened = (await startCheckout(app, buyer, listing.id)).json();
    expect(opened.totalAmount).toBe(100 + SHIPPING);

    expect((await editListing(listing.id, { priceCents: 25_000 })).statusCode).toBe(200);
    const [order] = await ordersOf(app, listing.id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'listing_changed', priceCents: 100 });
    // Its intent is abandoned at the provider too.
    expect(provider.cancelled.has(order!.stripePaymentIntentId!)).toBe(true);

    const confirm = await pay(app, buyer, opened.clientSecret);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual(stale(checkoutMessages.listingChanged));
    expect(await listingRow(app, listing.id)).toMatchObject({
      isActive: true,
      isSold: false,
      priceCents: 25_000,
    });
    expect((await ordersOf(app, listing.id)).map((o) => o.status)).toEqual(['cancelled']);

    // Starting again pays the new price.
    const again = await startCheckout(app, buyer, listing.id);
    expect(again.json()).toMatchObject({ totalAmount: 25_000 + SHIPPING, listing: { priceCents: 25_000 } });
    expect(again.json().orderId).not.toBe(opened.orderId);
    const paid = await pay(app, buyer, again.json().clientSecret);
    expect(paid.json()).toMatchObject({ status: 'succeeded', message: checkoutMessages.paid });
    const rows = await ordersOf(app, listing.id);
    expect(rows.filter((o) => o.status === 'paid').map((o) => o.priceCents)).toEqual([25_000]);
    expect((await listingRow(app, listing.id)).isSold).toBe(true);
  });

  it('deactivation cancels the open checkout likewise; other edits and an unchanged price do not', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
    const opened = (await startCheckout(app, buyer, listing.id)).json();
    expect((await editListing(listing.id, { title: 'Vintage denim jacket, size M' })).statusCode).toBe(200);
    expect((await editListing(listing.id, { priceCents: 100 })).statusCode).toBe(200);
    expect((await ordersOf(app, listing.id)).map((o) => o.status)).toEqual(['pending']);

    expect((await editListing(listing.id, { isActive: false })).statusCode).toBe(200);
    expect(await ordersOf(app, listing.id)).toMatchObject([
      { status: 'cancelled', cancelReason: 'listing_changed' },
    ]);
    const confirm = await pay(app, buyer, opened.clientSecret);
    expect([confirm.statusCode, confirm.json()]).toEqual([409, stale(checkoutMessages.listingChanged)]);
    expect(await listingRow(app, listing.id)).toMatchObject({ isActive: false, isSold: false });

    // Reactivated, it can be bought again, through a new checkout.
    expect((await editListing(listing.id, { isActive: true })).statusCode).toBe(200);
    const again = (await startCheckout(app, buyer, listing.id)).json();
    expect((await pay(app, buyer, again.clientSecret)).json().status).toBe('succeeded');
    expect((await ordersOf(app, listing.id)).map((o) => o.status).sort()).toEqual(['cancelled', 'paid']);
  });

  it('an open checkout expires after an hour: on confirming, on reopening, and by the sweep', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 4000 });
    const opened = (await startCheckout(app, buyer, listing.id)).json();
    const [row] = await ordersOf(app, listing.id);
    const held = (Date.parse(opened.expiresAt) - row!.createdAt.getTime()) / MINUTE;
    expect(held).toBeCloseTo(CHECKOUT_TTL_MINUTES, 0);

    // An hour and a minute later, confirming fails and the checkout is cancelled there and then.
    await age(opened.orderId, CHECKOUT_TTL_MINUTES + 1);
    const confirm = await pay(app, buyer, opened.clientSecret);
    expect([confirm.statusCode, confirm.json()]).toEqual([409, stale(checkoutMessages.expired)]);
    expect(await ordersOf(app, listing.id)).toMatchObject([{ status: 'cancelled', cancelReason: 'expired' }]);
    expect((await listingRow(app, listing.id)).isSold).toBe(false);

    // Reopening within the hour reuses the checkout and renews its hour; after the hour it starts anew.
    const second = (await startCheckout(app, rival, listing.id)).json();
    await age(second.orderId, CHECKOUT_TTL_MINUTES - 1);
    const reopened = (await startCheckout(app, rival, listing.id)).json();
    expect(reopened.orderId).toBe(second.orderId);
    expect(Date.parse(reopened.expiresAt)).toBeGreaterThan(Date.parse(second.expiresAt));
    await age(second.orderId, CHECKOUT_TTL_MINUTES + 1);
    const fresh = (await startCheckout(app, rival, listing.id)).json();
    expect(fresh.orderId).not.toBe(second.orderId);
    const byId = new Map((await ordersOf(app, listing.id)).map((o) => [o.id, o]));
    expect(byId.get(second.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });

    // The sweep, with its clock moved on: nothing before the hour, everything after it.
    const now = Date.now();
    expect(await expireDueCheckouts(app.ctx, new Date(now + (CHECKOUT_TTL_MINUTES - 1) * MINUTE))).toBe(0);
    expect(await expireDueCheckouts(app.ctx, new Date(now + (CHECKOUT_TTL_MINUTES + 1) * MINUTE))).toBe(1);
    const swept = (await ordersOf(app, listing.id)).find((o) => o.id === fresh.orderId)!;
    expect(swept).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    expect(provider.cancelled.has(swept.stripePaymentIntentId!)).toBe(true);
    const late = await pay(app, rival, fresh.clientSecret);
    expect([late.statusCode, late.json()]).toEqual([409, stale(checkoutMessages.expired)]);
    expect((await ordersOf(app, listing.id)).some((o) => o.status === 'paid')).toBe(false);
  });

  it('a price change keeps an accepted offer and its checkout at the offer price', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 4000 });
    // The rival's checkout starts first: once the offer is accepted the listing is held for its buyer.
    const direct = (await startCheckout(app, rival, listing.id)).json();
    const offerId = await acceptedOffer(app, seller, buyer, listing.id, 3000);
    const viaOffer = (await startCheckout(app, buyer, listing.id, offerId)).json();

    expect((await editListing(listing.id, { priceCents: 25_000 })).statusCode).toBe(200);
    const byBuyer = (who: Person) =>
      ordersOf(app, listing.id).then((r) => r.find((o) => o.buyerId === who.user.id)!);
    expect(await byBuyer(buyer)).toMatchObject({ status: 'pending', priceCents: 3000, offerId });
    expect(await byBuyer(rival)).toMatchObject({ status: 'cancelled', cancelReason: 'listing_changed' });
    expect((await offerRow(app, offerId)).status).toBe('accepted');
    const rivalConfirm = await pay(app, rival, direct.clientSecret);
    expect(rivalConfirm.json()).toEqual(stale(checkoutMessages.listingChanged));

    // Reopening the offer checkout still answers the offer price, and it pays that.
    expect((await startCheckout(app, buyer, listing.id, offerId)).json()).toMatchObject({
      orderId: viaOffer.orderId,
      totalAmount: 3000 + SHIPPING,
      purchaseType: 'offer',
    });
    const paid = await pay(app, buyer, viaOffer.clientSecret);
    expect(paid.json()).toMatchObject({ status: 'succeeded', orderId: viaOffer.orderId });
    expect(await byBuyer(buyer)).toMatchObject({ status: 'paid', priceCents: 3000 });
    expect((await offerRow(app, offerId)).status).toBe('completed');
  });

  it('a list-price checkout never pays a price the listing no longer has, even if nothing cancelled it', async () => {
    // As if the price had been changed behind the app's back: the confirmation checks the terms itself.
    const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
    const opened = (await startCheckout(app, buyer, listing.id)).json();
    await app.ctx.db.update(listings).set({ priceCents: 25_000 }).where(eq(listings.id, listing.id));
    const confirm = await pay(app, buyer, opened.clientSecret);
    expect([confirm.statusCode, confirm.json()]).toEqual([409, stale(checkoutMessages.listingChanged)]);
    expect(await ordersOf(app, listing.id)).toMatchObject([
      { status: 'cancelled', cancelReason: 'listing_changed' },
    ]);
    expect((await listingRow(app, listing.id)).isSold).toBe(false);
  });
});
