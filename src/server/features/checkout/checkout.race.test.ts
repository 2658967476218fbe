import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, type LocalConfirmReply } from '#shared/checkout.js';
import { offerMessages } from '#shared/offers.js';
import { listings, offers } from '../../db/schema.js';
import type { LocalPaymentProvider } from '../../lib/payments/local.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { settlePayment } from './checkout.settle.js';
import {
  caller,
  listingRow,
  makeListing,
  makeOffer,
  ordersOf,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';

// Races are only truly concurrent on PostgreSQL (PGlite runs one statement at a time); the same test
// runs on both, and `npm run test:pg` is where it proves the locking.
let app: TestApp;
let seller: Person;
let buyers: Person[];

beforeAll(async () => {
  app = await createTestApp();
  seller = await signUp(app);
  buyers = [];
  for (let i = 0; i < 20; i++) buyers.push(await signUp(app));
}, 120_000);
afterAll(async () => {
  await app.dispose();
});

describe(`races (${testDatabaseKind})`, () => {
  it('twenty buyers paying for one listing at the same moment produce exactly one paid order', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
    const starts = await Promise.all(buyers.map((b) => startCheckout(app, b, listing.id)));
    expect(starts.map((r) => r.statusCode)).toEqual(buyers.map(() => 200));
    const secrets = starts.map((r) => r.json().clientSecret as string);
    expect(new Set(starts.map((r) => r.json().orderId)).size).toBe(20);

    const replies = await Promise.all(buyers.map((b, i) => pay(app, b, secrets[i]!)));
    const succeeded = replies.filter(
      (r) => r.statusCode === 200 && (r.json() as LocalConfirmReply).status === 'succeeded',
    );
    expect(succeeded).toHaveLength(1);
    for (const r of replies) {
      if (r === succeeded[0]) continue;
      // Refused before the charge, or charged and refunded with the reason.
      if (r.statusCode === 409) expect(r.json().error).toBe(checkoutMessages.listingSold);
      else
        expect(r.json()).toMatchObject({
          status: 'failed',
          refunded: true,
          message: checkoutMessages.soldToSomeoneElse,
        });
    }

    const rows = await ordersOf(app, listing.id);
    expect(rows.filter((o) => o.status === 'paid')).toHaveLength(1);
    expect(rows.filter((o) => o.status === 'pending')).toHaveLength(0);
    expect((await listingRow(app, listing.id)).isSold).toBe(true);
    const winner = rows.find((o) => o.status === 'paid')!;
    expect(succeeded[0]!.json().orderId).toBe(winner.id);
  });

  it('twenty payments succeeding at the provider at once: one sale, nineteen refunds', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 7000 });
    const provider = app.ctx.payments as LocalPaymentProvider;
    const intents: string[] = [];
    for (const b of buyers) {
      const { clientSecret } = (await startCheckout(app, b, listing.id)).json();
      intents.push(provider.intentIdFromSecret(clientSecret)!);
    }
    // As twenty webhooks arriving together would: every card was charged, only one can win.
    const outcomes = await Promise.all(intents.map((id) => settlePayment(app.ctx, id)));
    expect(outcomes.filter((o) => o.outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'refunded')).toHaveLength(19);
    expect(intents.filter((id) => provider.refunded.has(id))).toHaveLength(19);
    const rows = await ordersOf(app, listing.id);
    expect(rows.map((o) => o.status).sort()).toEqual(['paid', ...Array(19).fill('refunded')]);
    expect((await listingRow(app, listing.id)).isSold).toBe(true);
  });

  it('concurrent accept, decline and cancel leave exactly one outcome', async () => {
    const call = caller(app);
    for (let round = 0; round < 5; round++) {
      const listing = await makeListing(app, seller.user.id);
      const buyer = buyers[round]!;
      const id = await makeOffer(app, buyer, listing.id, 2000);
      const [accept, decline, cancel] = await Promise.all([
        call('PATCH', `/api/offers/${id}/accept`, seller),
        call('PATCH', `/api/offers/${id}/decline`, seller),
        call('PATCH', `/api/offers/${id}/cancel`, buyer),
      ]);
      const results = [accept!, decline!, cancel!];
      const winners = results.filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      for (const r of results) {
        if (r.statusCode !== 200)
          expect([r.statusCode, r.json().error]).toEqual([409, offerMessages.notPending]);
      }
      const [row] = await app.ctx.db.select().from(offers).where(eq(offers.id, id));
      expect(row!.status).toBe(winners[0]!.json().offer.status);
      const stamps = [row!.acceptedAt, row!.declinedAt, row!.cancelledAt].filter(Boolean);
      expect(stamps).toHaveLength(1);
    }
  });

  it('one buyer’s simultaneous offers leave one pending offer', async () => {
    const listing = await makeListing(app, seller.user.id);
    const buyer = buyers[7]!;
    const call = caller(app);
    const replies = await Promise.all(
      [1000, 1100, 1200, 1300, 1400].map((offerCents) =>
        call('POST', '/api/offers', buyer, { listingId: listing.id, buyerId: buyer.user.id, offerCents }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await app.ctx.db.select().from(offers).where(eq(offers.listingId, listing.id));
    expect(rows.filter((o) => o.status === 'pending')).toHaveLength(1);
    expect(rows.filter((o) => o.status === 'cancelled')).toHaveLength(4);
  });
});

// A price change racing a confirmation, and a confirmation replayed at once.
describe(`checkout terms under concurrency (${testDatabaseKind})`, () => {
  const call = () => caller(app);
  const confirmedOrders = async (listingId: string) =>
    (await ordersOf(app, listingId)).filter((o) => o.status === 'paid');

  /**
   * Holds the listing's row lock in a transaction of the test's own while `during` starts requests, so
   * they queue on it in a known order (PostgreSQL grants a row lock to its waiters first come, first
   * served); then lets them all go. Only on PostgreSQL: PGlite has one connection.
   */
  async function queueBehindListingLock(listingId: string, during: () => Promise<void>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.ctx.db.transaction(async (tx) => {
      await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
      locked();
      await released;
    });
    await isLocked;
    try {
      await during();
    } finally {
      release();
      await holder;
    }
  }

  /** Resolves once `n` sessions of this test database wait on a lock (the queued requests). */
  async function lockWaiters(n: number) {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const result = await app.ctx.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
        n: number;
      }>;
      if (rows[0]!.n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`fewer than ${n} requests ever waited on the listing lock`);
  }

  const onPostgres = testDatabaseKind === 'postgres';

  it.runIf(onPostgres)('a price change committed first makes the racing confirmation fail', async () => {
    const buyer = buyers[10]!;
    const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
    const { clientSecret } = (await startCheckout(app, buyer, listing.id)).json();
    let edit!: Promise<Awaited<ReturnType<ReturnType<typeof caller>>>>;
    let confirm!: ReturnType<typeof pay>;
    await queueBehindListingLock(listing.id, async () => {
      edit = call()('PATCH', `/api/listings/${listing.id}`, seller, { priceCents: 25_000 });
      await lockWaiters(1);
      confirm = pay(app, buyer, clientSecret);
      await lockWaiters(2);
    });
    expect((await edit).statusCode).toBe(200);
    const reply = await confirm;
    expect([reply.statusCode, reply.json().error]).toEqual([409, checkoutMessages.listingChanged]);
    expect(await confirmedOrders(listing.id)).toHaveLength(0);
    expect(await listingRow(app, listing.id)).toMatchObject({ priceCents: 25_000, isSold: false });
  });

  it.runIf(onPostgres)('a confirmation committed first pays the price the listing had then', async () => {
    const buyer = buyers[11]!;
    const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
    const { clientSecret } = (await startCheckout(app, buyer, listing.id)).json();
    let edit!: Promise<Awaited<ReturnType<ReturnType<typeof caller>>>>;
    let confirm!: ReturnType<typeof pay>;
    await queueBehindListingLock(listing.id, async () => {
      confirm = pay(app, buyer, clientSecret);
      await lockWaiters(1);
      edit = call()('PATCH', `/api/listings/${listing.id}`, seller, { priceCents: 25_000 });
      await lockWaiters(2);
    });
    expect((await confirm).json()).toMatchObject({ status: 'succeeded', message: checkoutMessages.paid });
    expect((await edit).statusCode).toBe(200);
    expect((await confirmedOrders(listing.id)).map((o) => o.priceCents)).toEqual([100]);
  });

  it('a price change or deactivation racing a confirmation: paid at the old terms only if it won', async () => {
    for (let round = 0; round < 10; round++) {
      const buyer = buyers[round]!;
      const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
      const { clientSecret } = (await startCheckout(app, buyer, listing.id)).json();
      const change = round % 2 === 0 ? { priceCents: 25_000 } : { isActive: false };
      const [edit, reply] = await Promise.all([
        call()('PATCH', `/api/listings/${listing.id}`, seller, change),
        pay(app, buyer, clientSecret),
      ]);
      expect(edit.statusCode).toBe(200);
      const paid = await confirmedOrders(listing.id);
      if (reply.statusCode === 200) {
        expect(reply.json().status).toBe('succeeded');
        expect(paid.map((o) => o.priceCents)).toEqual([100]);
        expect((await listingRow(app, listing.id)).isSold).toBe(true);
      } else {
        expect([reply.statusCode, reply.json().error]).toEqual([409, checkoutMessages.listingChanged]);
        expect(paid).toHaveLength(0);
        expect((await listingRow(app, listing.id)).isSold).toBe(false);
      }
    }
  });

  it('the same confirmation sent 2–10 times at once tells its buyer every time that it was paid', async () => {
    const provider = app.ctx.payments as LocalPaymentProvider;
    for (let round = 0; round < 27; round++) {
      const copies = 2 + (round % 9);
      const buyer = buyers[round % buyers.length]!;
      const listing = await makeListing(app, seller.user.id, { priceCents: 3000 });
      const { clientSecret, orderId } = (await startCheckout(app, buyer, listing.id)).json();
      const replies = await Promise.all(Array.from({ length: copies }, () => pay(app, buyer, clientSecret)));
      for (const r of replies) {
        expect([r.statusCode, r.json().status, r.json().orderId]).toEqual([200, 'succeeded', orderId]);
      }
      // Sent again later, it still answers the same success.
      const later = await pay(app, buyer, clientSecret);
      expect(later.json()).toMatchObject({
        status: 'succeeded',
        orderId,
        message: checkoutMessages.alreadyPaid,
      });
      const rows = await ordersOf(app, listing.id);
      expect(rows.map((o) => [o.id, o.status])).toEqual([[orderId, 'paid']]);
      const intentId = provider.intentIdFromSecret(clientSecret)!;
      expect(provider.refunded.has(intentId)).toBe(false);
    }
  });
});
