import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleMessages, MAX_BUNDLE_ITEMS, type BagReply } from '#shared/bundles.js';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { bagItems, listings } from '../../db/schema.js';
import { makeListing, pay, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: Person, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const add = (who: Person, listingId: unknown) => call('POST', '/api/bag/items', who, { listingId });
const bagOf = async (who: Person) => (await call('GET', '/api/bag', who)).json() as BagReply;
const setTiers = (who: Person, tiers: unknown) => call('PUT', '/api/me/bundle-discount', who, { tiers });

describe(`the bag (${testDatabaseKind})`, () => {
  it('needs a session for every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/bag'],
      ['POST', '/api/bag/items'],
      ['DELETE', '/api/bag/items/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/me/bundle-discount'],
      ['PUT', '/api/me/bundle-discount'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(
        401,
      );
    }
  });

  it('groups by seller and totals each group with its bundle discount and one parcel', async () => {
    const [anna, ben, buyer] = [await signUp(app), await signUp(app), await signUp(app)];
    expect((await setTiers(anna, [{ minItems: 2, percent: 10 }])).json()).toEqual({
      tiers: [{ minItems: 2, percent: 10 }],
    });
    const coat = await makeListing(app, anna.user.id, { priceCents: 4000, parcelSize: 'medium' });
    const scarf = await makeListing(app, anna.user.id, { priceCents: 3000, parcelSize: 'small', size: 'M' });
    const boots = await makeListing(app, ben.user.id, {
      priceCents: 5000,
      parcelSize: 'large',
      shippingPayer: 'seller',
    });

    const first = await add(buyer, coat.id);
    expect(first.statusCode).toBe(201);
    expect((first.json() as BagReply).itemCount).toBe(1);
    expect((await add(buyer, boots.id)).statusCode).toBe(201);
    const third = await add(buyer, scarf.id);
    expect(third.statusCode).toBe(201);
    // Adding again is harmless: 200 with the same bag.
    const again = await add(buyer, scarf.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(third.json());

    const bag = await bagOf(buyer);
    expect(bag.itemCount).toBe(3);
    expect(bag.groups.map((g) => g.seller.id)).toEqual([anna.user.id, ben.user.id]);
    const [annas, bens] = bag.groups;
    expect(annas).toMatchObject({
      seller: { id: anna.user.id, handle: anna.user.handle, display: anna.user.display },
      tiers: [{ minItems: 2, percent: 10 }],
      availableCount: 2,
      subtotalCents: 7000,
      discountPercent: 10,
      discountCents: 700,
      parcelSize: 'medium',
      shippingCents: DEFAULT_SHIPPING_RATES.medium,
      totalCents: 7000 - 700 + DEFAULT_SHIPPING_RATES.medium,
    });
    expect(annas!.items.map((i) => i.listingId)).toEqual([coat.id, scarf.id]);
    expect(annas!.items[1]).toMatchObject({
      title: scarf.title,
      size: 'M',
      priceCents: 3000,
      priceWhenAddedCents: 3000,
      priceChanged: false,
      available: true,
      unavailableReason: null,
    });
    // Free shipping: the seller pays the parcel, the buyer nothing for it.
    expect(bens).toMatchObject({
      subtotalCents: 5000,
      discountCents: 0,
      parcelSize: 'large',
      shippingCents: 0,
      totalCents: 5000,
    });

    // Another buyer's bag is their own.
    expect((await bagOf(anna)).groups).toEqual([]);
  });

  it('shows a changed price and a sold item instead of hiding them, and totals only what can be bought', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    await setTiers(seller, [{ minItems: 2, percent: 10 }]);
    const a = await makeListing(app, seller.user.id, { priceCents: 4000, parcelSize: 'small' });
    const b = await makeListing(app, seller.user.id, { priceCents: 3000, parcelSize: 'small' });
    const c = await makeListing(app, seller.user.id, { priceCents: 2000, parcelSize: 'small' });
    for (const l of [a, b, c]) expect((await add(buyer, l.id)).statusCode).toBe(201);
    await app.ctx.db.update(listings).set({ priceCents: 3500 }).where(eq(listings.id, a.id));
    await app.ctx.db.update(listings).set({ isSold: true }).where(eq(listings.id, b.id));
    await app.ctx.db.update(listings).set({ isActive: false }).where(eq(listings.id, c.id));

    let [group] = (await bagOf(buyer)).groups;
    expect(group!.items.find((i) => i.listingId === a.id)).toMatchObject({
      priceCents: 3500,
      priceWhenAddedCents: 4000,
      priceChanged: true,
      available: true,
    });
    expect(group!.items.find((i) => i.listingId === b.id)).toMatchObject({
      available: false,
      unavailableReason: 'sold',
    });
    expect(group!.items.find((i) => i.listingId === c.id)).toMatchObject({
      available: false,
      unavailableReason: 'inactive',
    });
    // One item left to buy: no bundle discount, its own parcel.
    expect(group).toMatchObject({
      availableCount: 1,
      subtotalCents: 3500,
      discountCents: 0,
      parcelSize: 'small',
    });
    expect(group!.totalCents).toBe(3500 + DEFAULT_SHIPPING_RATES.small);

    await app.ctx.db
      .update(listings)
      .set({ isActive: false, hiddenReason: 'operator' })
      .where(eq(listings.id, a.id));
    [group] = (await bagOf(buyer)).groups;
    expect(group!.items.find((i) => i.listingId === a.id)?.unavailableReason).toBe('removed');
    expect(group).toMatchObject({ availableCount: 0, totalCents: 0, shippingCents: 0, parcelSize: null });

    // A deleted listing leaves the bag.
    await app.ctx.db.delete(listings).where(eq(listings.id, c.id));
    expect((await bagOf(buyer)).itemCount).toBe(2);
  });

  it("takes a bought item out of its buyer's bag; another bag shows it sold", async () => {
    const [seller, buyer, other] = [await signUp(app), await signUp(app), await signUp(app)];
    const item = await makeListing(app, seller.user.id);
    await add(buyer, item.id);
    await add(other, item.id);
    const started = await startCheckout(app, buyer, item.id);
    expect(started.statusCode).toBe(200);
    expect((await pay(app, buyer, started.json().clientSecret)).statusCode).toBe(200);
    expect(await bagOf(buyer)).toEqual({ groups: [], itemCount: 0 });
    const [group] = (await bagOf(other)).groups;
    expect(group!.items[0]).toMatchObject({
      listingId: item.id,
      available: false,
      unavailableReason: 'sold',
    });
  });

  it('refuses what cannot go in a bag with a clear message', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const own = await makeListing(app, buyer.user.id);
    const sold = await makeListing(app, seller.user.id, { isSold: true });
    const draft = await makeListing(app, seller.user.id, { isActive: false });
    const cases: Array<[unknown, number, string]> = [
      [own.id, 403, bundleMessages.ownListing],
      [sold.id, 409, bundleMessages.sold],
      [draft.id, 409, bundleMessages.inactive],
      ['00000000-0000-4000-8000-000000000000', 404, bundleMessages.listingNotFound],
      ['not-a-uuid', 404, bundleMessages.listingNotFound],
    ];
    for (const [listingId, status, message] of cases) {
      const res = await add(buyer, listingId);
      expect(res.statusCode, String(listingId)).toBe(status);
      expect(res.json().error).toBe(message);
    }
    for (const payload of [
      {},
      { listingId: `${own.id}\u0000` },
      { listingId: 12 },
      { listingId: 'x'.repeat(5000) },
      { listingId: 'a', extra: 1 },
    ]) {
      expect(
        (await call('POST', '/api/bag/items', buyer, payload)).statusCode,
        JSON.stringify(payload).slice(0, 40),
      ).toBe(400);
    }
    expect(await app.ctx.db.select().from(bagItems).where(eq(bagItems.userId, buyer.user.id))).toEqual([]);
  });

  it(`takes at most ${MAX_BUNDLE_ITEMS} items from one seller, any number of sellers`, async () => {
    const [seller, other, buyer] = [await signUp(app), await signUp(app), await signUp(app)];
    const rows = await app.ctx.db
      .insert(listings)
      .values(
        Array.from({ length: MAX_BUNDLE_ITEMS + 1 }, (_, i) => ({
          sellerId: seller.user.id,
          title: `Tee ${i}`,
          description: 'Cotton',
          priceCents: 1000 + i,
        })),
      )
      .returning({ id: listings.id });
    await app.ctx.db
      .insert(bagItems)
      .values(
        rows
          .slice(0, MAX_BUNDLE_ITEMS)
          .map((r) => ({ userId: buyer.user.id, listingId: r.id, priceCentsWhenAdded: 1000 })),
      );
    const over = await add(buyer, rows[MAX_BUNDLE_ITEMS]!.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(bundleMessages.tooManyFromSeller);
    // Already in the bag is still fine at the limit, and another seller's item goes in.
    expect((await add(buyer, rows[0]!.id)).statusCode).toBe(200);
    const elsewhere = await makeListing(app, other.user.id);
    expect((await add(buyer, elsewhere.id)).statusCode).toBe(201);
    expect((await bagOf(buyer)).itemCount).toBe(MAX_BUNDLE_ITEMS + 1);
  });

  it('counts two adds at once one after the other: the 20th goes in, the 21st does not', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const rows = await app.ctx.db
      .insert(listings)
      .values(
        Array.from({ length: MAX_BUNDLE_ITEMS + 1 }, (_, i) => ({
          sellerId: seller.user.id,
          title: `Sock ${i}`,
          description: 'Wool',
          priceCents: 500,
        })),
      )
      .returning({ id: listings.id });
    await app.ctx.db
      .insert(bagItems)
      .values(
        rows
          .slice(0, MAX_BUNDLE_ITEMS - 1)
          .map((r) => ({ userId: buyer.user.id, listingId: r.id, priceCentsWhenAdded: 500 })),
      );
    const answers = await Promise.all(rows.slice(MAX_BUNDLE_ITEMS - 1).map((r) => add(buyer, r.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await bagOf(buyer)).itemCount).toBe(MAX_BUNDLE_ITEMS);
  });

  it("removes only what is in the caller's bag and answers the bag", async () => {
    const [seller, buyer, other] = [await signUp(app), await signUp(app), await signUp(app)];
    const item = await makeListing(app, seller.user.id);
    await add(buyer, item.id);
    await add(other, item.id);
    const removed = await call('DELETE', `/api/bag/items/${item.id}`, buyer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ groups: [], itemCount: 0 });
    expect((await bagOf(other)).itemCount).toBe(1);
    for (const id of [item.id, 'nope', '%00', '00000000-0000-4000-8000-000000000000']) {
      const res = await call('DELETE', `/api/bag/items/${id}`, buyer);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe(bundleMessages.notInBag);
    }
  });
});
