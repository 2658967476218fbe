import { and, eq } from 'drizzle-orm';
import { addresses, listings, offers, orders } from '../db/schema.js';
import type { Config } from '../config.js';
import { createTestApp, signUp, type TestApp, type TestAppDeps } from './test-app.js';

/**
 * Test set-up shared by the offers, checkout and orders tests: people, listings inserted directly (the
 * listing API is another feature's and needs uploaded photos), and the usual calls.
 */
export type Person = Awaited<ReturnType<typeof signUp>>;

export async function makeListing(
  app: TestApp,
  sellerId: string,
  values: Partial<typeof listings.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(listings)
    .values({
      sellerId,
      title: 'Vintage denim jacket',
      description: 'Light wash, size M',
      priceCents: 4000,
      imageUrl: '/uploads/demo/jacket-640.webp',
      images: ['/uploads/demo/jacket-640.webp'],
      ...values,
    })
    .returning();
  return row!;
}

/** For a file's beforeAll: the app, its caller, a seller and two would-be buyers (`rival` competes with `buyer`). */
export async function startMarket(overrides: Partial<Config> = {}, deps: TestAppDeps = {}) {
  const app = await createTestApp(overrides, deps);
  const call = caller(app);
  const [seller, buyer, rival] = [await signUp(app), await signUp(app), await signUp(app)];
  return { app, call, seller, buyer, rival };
}

export type Market = Awaited<ReturnType<typeof startMarket>>;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function caller(app: TestApp) {
  return (method: Method, url: string, who?: Person, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export async function makeOffer(app: TestApp, buyer: Person, listingId: string, offerCents: number) {
  const res = await caller(app)('POST', '/api/offers', buyer, {
    listingId,
    buyerId: buyer.user.id,
    offerCents,
  });
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { offer: { id: string } }).offer.id;
}

export async function acceptedOffer(
  app: TestApp,
  seller: Person,
  buyer: Person,
  listingId: string,
  offerCents: number,
) {
  const id = await makeOffer(app, buyer, listingId, offerCents);
  const res = await caller(app)('PATCH', `/api/offers/${id}/accept`, seller);
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return id;
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const NO_FUNDS_CARD = { ...GOOD_CARD, number: '4000000000009995' };

/** Where test parcels go. */
export const BUYER_HOME = {
  name: 'Sam Buyer',
  line1: '500 Howard Street',
  line2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
} as const;

/** The person's default address, saved first when they have none (checkout needs one). */
export async function defaultAddressOf(app: TestApp, who: Person): Promise<string> {
  const [found] = await app.ctx.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, who.user.id), eq(addresses.isDefault, true)));
  if (found) return found.id;
  const [row] = await app.ctx.db
    .insert(addresses)
    .values({ ...BUYER_HOME, userId: who.user.id, isDefault: true })
    .onConflictDoNothing()
    .returning({ id: addresses.id });
  return row?.id ?? defaultAddressOf(app, who);
}

export async function startCheckout(app: TestApp, buyer: Person, listingId: string, offerId?: string) {
  return caller(app)('POST', '/api/create-payment-intent', buyer, {
    listingId,
    buyerId: buyer.user.id,
    shippingAddressId: await defaultAddressOf(app, buyer),
    ...(offerId ? { offerId } : {}),
  });
}

export async function pay(app: TestApp, buyer: Person, clientSecret: string, card = GOOD_CARD) {
  return caller(app)('POST', '/api/payments/local/confirm', buyer, { clientSecret, card });
}

export async function offerRow(app: TestApp, id: string) {
  const [row] = await app.ctx.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

export async function listingRow(app: TestApp, id: string) {
  const [row] = await app.ctx.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

export async function ordersOf(app: TestApp, listingId: string) {
  return app.ctx.db.select().from(orders).where(eq(orders.listingId, listingId));
}

export { signUp };
