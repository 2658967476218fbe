import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerStats } from '#shared/seller-stats.js';
import { listings, offers, orders } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { caller, makeListing, makeOffer, type Person } from '../../test/market.fixtures.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let other: Person;
let buyer: Person;
let buyer2: Person;
const ids: Record<string, string> = {};

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

// Sales of the seller, with the fees a checkout stores (docs/product/05-checkout-orders.md §5.6: 8% from $15.00, else $1.50 flat; 30¢
// processing), written out by hand:
//   $20.00 paid today        → fee 160, processing 30 → earns 1810
//   $10.00 paid 3 days ago   → fee 150, processing 30 → earns  820
//   $50.00 shipped 10 d ago  → fee 400, processing 30 → earns 4570
//   $12.00 completed 40 d ago→ fee 150, processing 30 → earns 1020 (a sale, but outside the 30-day chart)
//   pending $30.00, cancelled $25.00, refunded $40.00 → not sales
// sales = 4, earnings = 1810 + 820 + 4570 + 1020 = 8220; the chart holds 3 of them.
const SALES = [
  { key: 'jacket', category: 'Outerwear', price: 2000, fee: 160, status: 'paid', paidAgo: 60_000 },
  { key: 'scarf', category: 'Outerwear', price: 1000, fee: 150, status: 'paid', paidAgo: 3 * DAY },
  { key: 'boots', category: 'Shoes', price: 5000, fee: 400, status: 'shipped', paidAgo: 10 * DAY },
  { key: 'bag', category: 'Bags', price: 1200, fee: 150, status: 'completed', paidAgo: 40 * DAY },
] as const;
const NOT_SALES = [
  { key: 'dress', category: 'Dresses', price: 3000, fee: 240, status: 'pending' },
  { key: 'skirt', category: 'Dresses', price: 2500, fee: 200, status: 'cancelled' },
  { key: 'loafers', category: 'Shoes', price: 4000, fee: 320, status: 'refunded' },
] as const;

async function stats(who?: Person) {
  const res = await call('GET', '/api/seller/stats', who);
  return { res, body: res.json() as SellerStats };
}

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, other, buyer, buyer2] = [
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
  ];

  // Sales are old listings, sold and paid; the rest are orders that never became sales.
  for (const s of [...SALES, ...NOT_SALES]) {
    const paidAgo = 'paidAgo' in s ? s.paidAgo : undefined;
    const l = await makeListing(app, seller.user.id, {
      title: s.key,
      category: s.category,
      priceCents: s.price,
      ...(paidAgo !== undefined && { isSold: true, createdAt: ago(50 * DAY) }),
    });
    ids[s.key] = l.id;
    await app.ctx.db.insert(orders).values({
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      listingId: l.id,
      priceCents: s.price,
      feeCents: s.fee,
      processingFeeCents: 30,
      status: s.status,
      ...(paidAgo !== undefined && { createdAt: ago(paidAgo + 60_000), paidAt: ago(paidAgo) }),
    });
  }
  // An inactive listing: counted in the total, not as active.
  ids.coat = (
    await makeListing(app, seller.user.id, { title: 'coat', category: 'Outerwear', isActive: false })
  ).id;
  await app.ctx.db.update(listings).set({ viewCount: 7 }).where(eq(listings.id, ids.dress!));
  await app.ctx.db.update(listings).set({ viewCount: 3 }).where(eq(listings.id, ids.skirt!));

  // Likes 3, offers 3 (one pending, one declined, one pending but already past its expiry), a comment.
  for (const [who, key] of [
    [buyer, 'dress'],
    [buyer2, 'dress'],
    [buyer, 'skirt'],
  ] as const) {
    expect((await call('POST', `/api/listings/${ids[key]}/like`, who)).statusCode).toBe(200);
  }
  await makeOffer(app, buyer, ids.dress!, 2500);
  const declined = await makeOffer(app, buyer2, ids.skirt!, 2000);
  expect((await call('PATCH', `/api/offers/${declined}/decline`, seller)).statusCode).toBe(200);
  await app.ctx.db.insert(offers).values({
    listingId: ids.loafers!,
    buyerId: buyer2.user.id,
    sellerId: seller.user.id,
    offerCents: 3000,
    createdAt: ago(3 * DAY),
    expiresAt: ago(DAY),
  });
  const comment = await call('POST', `/api/listings/${ids.dress}/comments`, buyer, {
    message: 'Still free?',
  });
  expect(comment.statusCode).toBe(201);

  // Another seller's sale, likes and offers must never show up in the first seller's figures.
  const theirs = await makeListing(app, other.user.id, {
    title: 'theirs',
    category: 'Jewelry',
    viewCount: 50,
  });
  const theirsSold = await makeListing(app, other.user.id, {
    title: 'theirs sold',
    priceCents: 9000,
    isSold: true,
  });
  await app.ctx.db.insert(orders).values({
    buyerId: buyer.user.id,
    sellerId: other.user.id,
    listingId: theirsSold.id,
    priceCents: 9000,
    feeCents: 720,
    processingFeeCents: 30,
    status: 'paid',
    paidAt: new Date(),
  });
  await call('POST', `/api/listings/${theirs.id}/like`, buyer);
  await makeOffer(app, buyer2, theirs.id, 1000);
});

afterAll(async () => {
  await app.dispose();
});

describe('GET /api/seller/stats', () => {
  it('answers 401 to visitors', async () => {
    const res = await call('GET', '/api/seller/stats');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("computes the seller's figures as the hand calculation says", async () => {
    const { res, body } = await stats(seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(body.totals).toEqual({
      activeListings: 3, // dress, skirt, loafers
      totalListings: 8,
      views: 10,
      likes: 3,
      offersReceived: 3,
      pendingOffers: 1,
      sales: 4,
      earningsCents: 1810 + 820 + 4570 + 1020,
    });
    expect(body.totals.earningsCents).toBe(8220);
  });

  it('charts 30 zero-filled UTC days ending today, holding the sales of that span', async () => {
    const { body } = await stats(seller);
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.at(-1)!.date).toBe(utcDay(new Date()));
    for (let i = 1; i < 30; i++) {
      const step = Date.parse(body.salesByDay[i]!.date) - Date.parse(body.salesByDay[i - 1]!.date);
      expect(step).toBe(DAY);
    }
    const sum = body.salesByDay.reduce((n, d) => n + d.sales, 0);
    // Every sale but the one 40 days ago.
    expect(sum).toBe(body.totals.sales - 1);
    expect(body.salesByDay.filter((d) => d.sales === 0)).toHaveLength(27);
    const byDate = Object.fromEntries(body.salesByDay.map((d) => [d.date, d]));
    for (const s of SALES.slice(0, 3)) {
      const day = byDate[utcDay(ago(s.paidAgo))]!;
      expect(day.sales).toBe(1);
      expect(day.earningsCents).toBe(s.price - s.fee - 30);
    }
  });

  it('ranks categories by sales, then by active listings', async () => {
    const { body } = await stats(seller);
    expect(body.topCategories).toEqual([
      { category: 'Outerwear', sales: 2, activeListings: 0 },
      { category: 'Shoes', sales: 1, activeListings: 1 },
      { category: 'Bags', sales: 1, activeListings: 0 },
      { category: 'Dresses', sales: 0, activeListings: 2 },
    ]);
  });

  it('lists recent offers, sales, likes and comments on own listings, newest first', async () => {
    const { body } = await stats(seller);
    const activity = body.recentActivity;
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.length).toBeLessThanOrEqual(10);
    expect(new Set(activity.map((a) => a.type))).toEqual(new Set(['offer', 'sale', 'like', 'comment']));
    const times = activity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const mine = new Set(Object.values(ids));
    for (const a of activity) expect(mine.has(a.listingId)).toBe(true);
    expect(activity.find((a) => a.type === 'offer' && a.listingId === ids.dress)).toMatchObject({
      amountCents: 2500,
      actorHandle: buyer.user.handle,
    });
    expect(activity.find((a) => a.type === 'sale' && a.listingId === ids.jacket)).toMatchObject({
      amountCents: 2000,
      listingTitle: 'jacket',
    });
    expect(activity.find((a) => a.type === 'comment')).toMatchObject({
      amountCents: null,
      listingId: ids.dress,
    });
  });

  it('lists the seller’s listings with status, views and likes', async () => {
    const { body } = await stats(seller);
    expect(body.listings).toHaveLength(8);
    const byId = Object.fromEntries(body.listings.map((l) => [l.id, l]));
    expect(byId[ids.jacket!]).toMatchObject({ status: 'sold', priceCents: 2000, soldPriceCents: 2000 });
    expect(byId[ids.coat!]).toMatchObject({
      status: 'inactive',
      isActive: false,
      soldPriceCents: null,
      hiddenBy: null,
    });
    expect(byId[ids.dress!]).toMatchObject({ status: 'active', views: 7, likes: 2, soldPriceCents: null });
    expect(byId[ids.dress!]!.imageUrl).toBe('/uploads/demo/jacket-640.webp');
  });

  it('says which listing Rethread hid, so the seller is told why it is off sale', async () => {
    await app.ctx.db.update(listings).set({ hiddenReason: 'operator' }).where(eq(listings.id, ids.coat!));
    const { body } = await stats(seller);
    const coat = body.listings.find((l) => l.id === ids.coat)!;
    expect(coat).toMatchObject({ status: 'inactive', hiddenBy: 'operator' });
    expect(body.listings.filter((l) => l.hiddenBy !== null)).toHaveLength(1);
    await app.ctx.db.update(listings).set({ hiddenReason: null }).where(eq(listings.id, ids.coat!));
  });

  it('calls an imported listing still waiting for photos a draft', async () => {
    await app.ctx.db.update(listings).set({ needsPhotos: true }).where(eq(listings.id, ids.coat!));
    const { body } = await stats(seller);
    expect(body.listings.find((l) => l.id === ids.coat)).toMatchObject({ status: 'draft', isActive: false });
    expect(body.listings.find((l) => l.id === ids.coat)).not.toHaveProperty('needsPhotos');
    await app.ctx.db.update(listings).set({ needsPhotos: false }).where(eq(listings.id, ids.coat!));
  });

  it("never shows another seller's data", async () => {
    const { body } = await stats(other);
    expect(body.totals).toEqual({
      activeListings: 1,
      totalListings: 2,
      views: 50,
      likes: 1,
      offersReceived: 1,
      pendingOffers: 1,
      sales: 1,
      earningsCents: 9000 - 720 - 30,
    });
    expect(body.topCategories.map((c) => c.category)).not.toContain('Outerwear');
    expect(body.listings.map((l) => l.title).sort()).toEqual(['theirs', 'theirs sold']);
    for (const a of body.recentActivity) expect(Object.values(ids)).not.toContain(a.listingId);
  });

  it('answers zeros and empty lists to a new seller', async () => {
    const { body } = await stats(buyer2);
    expect(body.totals).toEqual({
      activeListings: 0,
      totalListings: 0,
      views: 0,
      likes: 0,
      offersReceived: 0,
      pendingOffers: 0,
      sales: 0,
      earningsCents: 0,
    });
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.every((d) => d.sales === 0 && d.earningsCents === 0)).toBe(true);
    expect(body.topCategories).toEqual([]);
    expect(body.recentActivity).toEqual([]);
    expect(body.listings).toEqual([]);
  });
});
