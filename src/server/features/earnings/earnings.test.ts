import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsMessages } from '#shared/earnings.js';
import { computeShippingSplit } from '#shared/fees.js';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { ago, DAY, paidOrder, setOrder, toldOf } from '../orders/orders.test-helpers.js';
import { caller, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { refundOrder } from './ledger.service.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
});
afterAll(async () => {
  await app.dispose();
});

const BANK = { accountHolder: 'Ana Seller', routingNumber: '110000000', accountNumber: '000123456789' };
// paidOrder sells a $25.00 medium parcel the buyer pays shipping for.
const EARNINGS = computeShippingSplit(2500, DEFAULT_SHIPPING_RATES.medium, 'buyer').earningsCents;

const earningsOf = async (who: Person) => (await call('GET', '/api/earnings', who)).json();

describe(`earnings follow the order (${testDatabaseKind})`, () => {
  it('a sale is pending, its completion makes it available (telling a seller with no account), a payout pays it out', async () => {
    const sale = await paidOrder(app);
    const pending = await earningsOf(sale.seller);
    expect(pending).toMatchObject({
      pendingCents: EARNINGS,
      availableCents: 0,
      paidOutCents: 0,
      nextCursor: null,
    });
    expect(
      pending.entries.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents]),
    ).toEqual(
      expect.arrayContaining([
        ['sale', 2500],
        ['seller_fee', -200],
        ['processing_fee', -30],
      ]),
    );
    expect(pending.entries[0].listingTitle).toBe('Wool coat');
    // Nobody else sees it: the buyer's own earnings are empty, a visitor is refused.
    expect(await earningsOf(sale.buyer)).toMatchObject({ pendingCents: 0, entries: [] });
    expect((await call('GET', '/api/earnings')).statusCode).toBe(401);

    await setOrder(app, sale.id, { status: 'delivered', deliveredAt: ago(DAY) });
    expect((await call('POST', `/api/orders/${sale.id}/confirm`, sale.buyer)).statusCode).toBe(200);
    expect((await call('POST', `/api/orders/${sale.id}/confirm`, sale.buyer)).statusCode).toBe(409);
    expect(await earningsOf(sale.seller)).toMatchObject({ pendingCents: 0, availableCents: EARNINGS });
    expect(await toldOf(app, sale.seller, 'earnings_waiting')).toHaveLength(1);

    // No payout without an account; a bad routing number is refused with its message.
    const early = await call('POST', '/api/payouts', sale.seller, { amountCents: 500 });
    expect([early.statusCode, early.json().error]).toEqual([409, earningsMessages.noPayoutAccount]);
    const bad = await call('POST', '/api/payout-account', sale.seller, {
      ...BANK,
      routingNumber: '123456789',
    });
    expect([bad.statusCode, bad.json().error]).toEqual([400, earningsMessages.routingInvalid]);
    for (const hostile of [
      { ...BANK, accountHolder: 'Ana\u0000Seller' },
      { ...BANK, accountNumber: '12a4' },
      { ...BANK, routingNumber: '１１００００００' },
      { ...BANK, extra: 'field' },
      { ...BANK, accountHolder: 'x'.repeat(101) },
    ]) {
      expect((await call('POST', '/api/payout-account', sale.seller, hostile)).statusCode).toBe(400);
    }
    const saved = await call('POST', '/api/payout-account', sale.seller, BANK);
    expect(saved.json().account).toEqual({
      status: 'enabled',
      provider: 'local',
      testMode: true,
      bankLast4: '6789',
      requirementsDue: [],
    });

    for (const [amountCents, status, error] of [
      [EARNINGS + 1, 400, earningsMessages.payoutTooLarge],
      [99, 400, earningsMessages.payoutTooSmall],
      [12.5, 400, earningsMessages.payoutAmountInvalid],
      [Number.MAX_SAFE_INTEGER, 400, earningsMessages.payoutTooLarge],
    ] as const) {
      const res = await call('POST', '/api/payouts', sale.seller, { amountCents });
      expect([res.statusCode, res.json().error]).toEqual([status, error]);
    }
    const payout = await call('POST', '/api/payouts', sale.seller, { amountCents: 1000 });
    expect(payout.statusCode).toBe(201);
    expect(payout.json().payout).toMatchObject({ amountCents: 1000, status: 'paid', provider: 'local' });
    expect(await earningsOf(sale.seller)).toMatchObject({
      pendingCents: 0,
      availableCents: EARNINGS - 1000,
      paidOutCents: 1000,
    });
    expect((await call('GET', '/api/payouts', sale.seller)).json().payouts).toHaveLength(1);
    expect(await toldOf(app, sale.seller, 'payout_sent')).toHaveLength(1);

    // A refund after part was paid out takes the whole net out of available, which goes below zero
    // and pays nothing out until later sales make it up (decision 016).
    await app.ctx.db.transaction((tx) =>
      refundOrder(tx as Db, { id: sale.id, sellerId: sale.seller.user.id }),
    );
    expect(await earningsOf(sale.seller)).toMatchObject({ availableCents: -1000, paidOutCents: 1000 });
    const owed = await call('POST', '/api/payouts', sale.seller, { amountCents: 100 });
    expect([owed.statusCode, owed.json().error]).toEqual([400, earningsMessages.payoutTooLarge]);
  });

  it('a refund before completion takes the sale back out of pending', async () => {
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { paidAt: ago(8 * DAY) });
    expect((await call('POST', `/api/orders/${sale.id}/cancel`, sale.buyer)).statusCode).toBe(200);
    const after = await earningsOf(sale.seller);
    expect(after).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });
    expect(after.entries[0]).toMatchObject({ kind: 'refund', bucket: 'pending', amountCents: -EARNINGS });
  });

  it('pages the entries newest first with a cursor, and refuses a forged one', async () => {
    const sale = await paidOrder(app);
    const first = await earningsOf(sale.seller);
    expect(first.entries.length).toBeGreaterThan(0);
    for (const cursor of ['garbage', Buffer.from('x|y').toString('base64url'), '%00']) {
      const res = await call('GET', `/api/earnings?cursor=${encodeURIComponent(cursor)}`, sale.seller);
      expect(res.statusCode).toBe(400);
    }
  });
});
