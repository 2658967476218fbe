import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentReply } from '#shared/checkout.js';
import { itemShareCents } from '#shared/claims.js';
import { browsePageSchema, type BrowsePage } from '#shared/search.js';
import {
  defaultAddressOf,
  makeListing,
  pay,
  signUp,
  startCheckout,
  startMarket,
  type Market,
  type Person,
} from '../../test/market.fixtures.js';
import { testDatabaseKind } from '../../test/test-app.js';

let m: Market;
let closet: Person;
beforeAll(async () => {
  m = await startMarket();
  closet = await signUp(m.app);
  const tiers = [{ minItems: 2, percent: 10 }];
  expect((await m.call('PUT', '/api/me/bundle-discount', closet, { tiers })).statusCode).toBe(200);
});
afterAll(() => m.app.dispose());

const browse = async (query: string, who?: Person): Promise<BrowsePage> => {
  const res = await m.call('GET', `/api/listings?${query}`, who);
  expect(res.statusCode).toBe(200);
  return browsePageSchema.parse(res.json());
};

const buy = async (listingId: string) => {
  const session = (await startCheckout(m.app, m.buyer, listingId)).json() as CreatePaymentIntentReply;
  expect((await pay(m.app, m.buyer, session.clientSecret)).statusCode).toBe(200);
};

const buyBundle = async (listingIds: string[]) => {
  for (const listingId of listingIds) await m.call('POST', '/api/bag/items', m.buyer, { listingId });
  const res = await m.call('POST', '/api/create-payment-intent', m.buyer, {
    listingIds,
    shippingAddressId: await defaultAddressOf(m.app, m.buyer),
  });
  expect(res.statusCode).toBe(200);
  const session = res.json() as CreatePaymentIntentReply;
  expect((await pay(m.app, m.buyer, session.clientSecret)).statusCode).toBe(200);
};

describe(`GET /api/listings?sold=true (${testDatabaseKind})`, () => {
  it("lists a seller's sold items newest sale first, with what each sold for", async () => {
    const seller = closet.user.id;
    const onSale = await makeListing(m.app, seller, { title: 'Still for sale', priceCents: 1500 });
    const single = await makeListing(m.app, seller, { title: 'Cashmere coat', priceCents: 12000 });
    await buy(single.id);
    const coat = await makeListing(m.app, seller, { title: 'Bundle coat', priceCents: 4000 });
    const tee = await makeListing(m.app, seller, { title: 'Bundle tee', priceCents: 3000 });
    await buyBundle([coat.id, tee.id]);
    const gone = await makeListing(m.app, seller, { title: 'Sold on Poshmark', priceCents: 2000 });
    expect((await m.call('POST', `/api/listings/${gone.id}/sold-elsewhere`, closet)).statusCode).toBe(200);

    // The bundle was paid 6,300 for 7,000 of items: each item's share of it.
    const paid = 7000 - 700;
    type Row = [string, number | null, boolean];
    const expected: Row[] = [
      [gone.id, null, true],
      [coat.id, itemShareCents(paid, 4000, 7000), false],
      [tee.id, itemShareCents(paid, 3000, 7000), false],
      [single.id, 12000, false],
    ];
    const own = await browse(`sellerId=${seller}&sold=true`, closet);
    expect(own.total).toBe(4);
    // The bundle's two items sold in one instant: id order (descending) breaks the tie.
    const sorted = (rows: Row[]): Row[] => [
      rows[0]!,
      ...[rows[1]!, rows[2]!].sort((a, b) => (a[0] < b[0] ? 1 : -1)),
      rows[3]!,
    ];
    expect(own.listings.map((l) => [l.id, l.soldPriceCents, l.soldElsewhere])).toEqual(sorted(expected));
    expect(own.listings.every((l) => l.isSold && l.soldAt)).toBe(true);
    expect(itemShareCents(paid, 4000, 7000) + itemShareCents(paid, 3000, 7000)).toBe(paid);

    // Everyone else sees the same items, but not which sold elsewhere.
    const seen = await browse(`sellerId=${seller}&sold=true`);
    expect(seen.listings.map((l) => [l.id, l.soldPriceCents, l.soldElsewhere])).toEqual(
      sorted(expected).map(([id, price]) => [id, price, false]),
    );

    // Pages follow one another without repeats.
    const first = await browse(`sellerId=${seller}&sold=true&limit=3`);
    const next = await browse(`sellerId=${seller}&sold=true&limit=3&cursor=${first.nextCursor}`);
    expect([...first.listings, ...next.listings].map((l) => l.id)).toEqual(own.listings.map((l) => l.id));
    expect(next.nextCursor).toBeNull();

    // The default is unchanged: for sale only.
    const forSale = await browse(`sellerId=${seller}`);
    expect(forSale.listings.map((l) => l.id)).toEqual([onSale.id]);
    expect(forSale.listings[0]).not.toHaveProperty('soldPriceCents');
  });

  it('searches sold items generally, by words and filters, for price research', async () => {
    const other = await signUp(m.app);
    const boots = await makeListing(m.app, other.user.id, { title: 'Frye harness boots', priceCents: 9000 });
    await buy(boots.id);
    const hidden = await makeListing(m.app, other.user.id, { title: 'Frye boots hidden', isActive: false });
    await makeListing(m.app, other.user.id, { title: 'Frye boots unsold', priceCents: 8000 });
    expect((await m.call('POST', `/api/listings/${hidden.id}/sold-elsewhere`, other)).statusCode).toBe(200);

    const found = await browse('sold=true&search=frye');
    expect(found.listings.map((l) => [l.title, l.soldPriceCents])).toEqual([['Frye harness boots', 9000]]);
    expect((await browse('sold=true&search=frye&maxPrice=50')).listings).toEqual([]);
    expect((await m.call('GET', '/api/listings?sold=maybe')).statusCode).toBe(400);
    expect((await m.call('GET', '/api/listings?sold=true&cursor=bogus')).statusCode).toBe(400);
  });

  it('reads the sold indexes, for a closet and for sold search', async () => {
    const planOf = (query: SQL) =>
      m.app.ctx.db.transaction(async (tx) => {
        // A fresh test database has no statistics: forbid the scan to see that the index serves the query.
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(await tx.execute(sql`explain ${query}`));
      });
    expect(
      await planOf(
        sql`select id from listings l where l.is_sold and l.is_active order by l.sold_at desc nulls last, l.id desc limit 25`,
      ),
    ).toContain('listings_sold_recent_idx');
    expect(
      await planOf(
        sql`select id from listings l where l.seller_id = ${closet.user.id} and l.is_sold order by l.sold_at desc nulls last, l.id desc limit 25`,
      ),
    ).toContain('listings_seller_sold_idx');
  });
});
