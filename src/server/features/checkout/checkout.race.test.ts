import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, type LocalConfirmReply } from '../../../shared/checkout.js';
import { offerMessages } from '../../../shared/offers.js';
import { offers } from '../../db/schema.js';
import type { LocalPaymentProvider } from '../../lib/payments/local.js';
import { paymentProviderFor } from '../../lib/payments/provider.js';
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
} from './market.fixtures.js';

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
    const provider = paymentProviderFor(app.ctx.config) as LocalPaymentProvider;
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
