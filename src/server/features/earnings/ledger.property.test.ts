import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeShippingSplit, saleLedger, sellerEarningsCents } from '#shared/fees.js';
import { MIN_PAYOUT_CENTS } from '#shared/earnings.js';
import { DEFAULT_SHIPPING_RATES, PARCEL_SIZES, SHIPPING_PAYERS } from '#shared/shipping.js';
import type { Db } from '../../db/client.js';
import { ledgerEntries, orders } from '../../db/schema.js';
import { makeListing, signUp } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { bookSale, refundOrder, releaseOrder } from './ledger.service.js';
import { balancesOf } from './ledger.queries.js';
import { requestPayout, saveTestBankAccount } from './payouts.service.js';

/**
 * The ledger's invariants over random sequences of sales, completions, refunds and payouts,
 * against a model: every cent is where the model says, the balances are the entries' sums, and
 * available never goes below zero.
 */

describe('saleLedger (pure)', () => {
  it('fees + processing + label + earnings = price, and earnings are what the order pages show', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...PARCEL_SIZES),
        fc.constantFrom(...SHIPPING_PAYERS),
        (price, size, payer) => {
          const split = computeShippingSplit(price, DEFAULT_SHIPPING_RATES[size], payer);
          const sale = saleLedger({
            priceCents: price,
            sellerFeeCents: split.sellerFeeCents,
            processingFeeCents: split.processingFeeCents,
            sellerShippingCents: split.shippingCents - split.buyerShippingCents,
          });
          expect(
            sale.sellerFeeCents + sale.processingFeeCents + sale.shippingLabelCents + sale.earningsCents,
          ).toBe(price);
          expect(sale.earningsCents).toBe(split.earningsCents);
          expect(sale.earningsCents).toBe(
            sellerEarningsCents({
              priceCents: price,
              sellerFeeCents: split.sellerFeeCents,
              processingFeeCents: split.processingFeeCents,
              sellerShippingCents: split.shippingCents - split.buyerShippingCents,
            }),
          );
          expect(
            Math.min(sale.sellerFeeCents, sale.processingFeeCents, sale.shippingLabelCents),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

type Step =
  | { op: 'sell'; price: number; payer: 'buyer' | 'seller'; size: 'small' | 'medium' | 'large' }
  | { op: 'complete'; pick: number }
  | { op: 'refund'; pick: number }
  | { op: 'payout'; share: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('sell' as const),
    price: fc.integer({ min: 100, max: 200_000 }),
    payer: fc.constantFrom(...SHIPPING_PAYERS),
    size: fc.constantFrom(...PARCEL_SIZES),
  }),
  fc.record({ op: fc.constant('complete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('payout' as const), share: fc.double({ min: 0, max: 1.5, noNaN: true }) }),
);

describe(`the ledger under random sequences (${testDatabaseKind})`, () => {
  it('keeps every cent in the right bucket and available never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const [seller, buyer] = [await signUp(app), await signUp(app)];
        await saveTestBankAccount(app.ctx, seller.user.id, {
          accountHolder: 'Prop Seller',
          routingNumber: '110000000',
          accountNumber: '000123456789',
        });
        const db = app.ctx.db as Db;
        const open: { id: string; net: number }[] = [];
        const model = { pending: 0, available: 0, paid_out: 0 };
        for (const s of steps) {
          if (s.op === 'sell') {
            const listing = await makeListing(app, seller.user.id, { priceCents: s.price });
            const split = computeShippingSplit(s.price, DEFAULT_SHIPPING_RATES[s.size], s.payer);
            const [order] = await db
              .insert(orders)
              .values({
                buyerId: buyer.user.id,
                sellerId: seller.user.id,
                listingId: listing.id,
                priceCents: s.price,
                feeCents: split.sellerFeeCents,
                processingFeeCents: split.processingFeeCents,
                parcelSize: s.size,
                shippingPayer: s.payer,
                shippingRateCents: split.shippingCents,
                shippingCents: split.buyerShippingCents,
                status: 'paid',
                paidAt: new Date(),
              })
              .returning();
            await bookSale(db, order!);
            await bookSale(db, order!); // a replayed settlement books nothing more
            open.push({ id: order!.id, net: split.earningsCents });
            model.pending += split.earningsCents;
          } else if (s.op === 'complete' || s.op === 'refund') {
            const target = open.splice(s.pick % Math.max(open.length, 1), 1)[0];
            if (!target) continue;
            const order = { id: target.id, sellerId: seller.user.id };
            if (s.op === 'complete') {
              await releaseOrder(db, order);
              await releaseOrder(db, order);
              model.pending -= target.net;
              model.available += target.net;
            } else {
              await refundOrder(db, order);
              await refundOrder(db, order);
              model.pending -= target.net;
            }
          } else {
            const amount = Math.floor(model.available * s.share);
            const ok = amount >= MIN_PAYOUT_CENTS && amount <= model.available;
            // Too little or more than available is refused and moves nothing.
            const paid = await requestPayout(
              app.ctx,
              { userId: seller.user.id, ip: '127.0.0.1' },
              amount,
            ).then(
              () => true,
              () => false,
            );
            expect(paid).toBe(ok);
            if (ok) {
              model.available -= amount;
              model.paid_out += amount;
            }
          }
          const balances = await balancesOf(db, seller.user.id);
          expect(balances).toEqual(model);
          expect(balances.available).toBeGreaterThanOrEqual(0);
        }
        // The balances are the sums of the entries themselves.
        const entries = await db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.sellerId, seller.user.id));
        const sums = { pending: 0, available: 0, paid_out: 0 };
        for (const e of entries) sums[e.bucket] += e.amountCents;
        expect(sums).toEqual(model);
      }),
      { numRuns: testDatabaseKind === 'postgres' ? 12 : 8 },
    );
  }, 120_000);
});
