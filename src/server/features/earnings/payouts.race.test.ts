import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, completeDeliveredOrders, DAY, paidOrder, setOrder } from '../orders/orders.test-helpers.js';
import { caller } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

// On PostgreSQL each request and sweep has its own pooled connection, so they really race; on PGlite
// they take turns, and the outcome must be the same.

let app: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
});
afterAll(async () => {
  await app.dispose();
});

const earnings = async (who: Parameters<typeof call>[2]) => (await call('GET', '/api/earnings', who)).json();

describe(`money moving at the same moment (${testDatabaseKind})`, () => {
  it('two sweeps completing the same order at once release its earnings once', async () => {
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { status: 'delivered', deliveredAt: ago(4 * DAY) });
    const done = await Promise.all([1, 2, 3].map(() => completeDeliveredOrders(app.ctx, new Date())));
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    const after = await earnings(sale.seller);
    expect(after.pendingCents).toBe(0);
    expect(after.entries.filter((e: { kind: string }) => e.kind === 'release')).toHaveLength(2);
  });

  it('two tabs paying out the whole balance at once pay it out once', async () => {
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { status: 'delivered', deliveredAt: ago(4 * DAY) });
    await completeDeliveredOrders(app.ctx, new Date());
    const bank = { accountHolder: 'Ana', routingNumber: '110000000', accountNumber: '12345678' };
    await call('POST', '/api/payout-account', sale.seller, bank);
    const { availableCents } = await earnings(sale.seller);
    const replies = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/payouts', sale.seller, { amountCents: availableCents })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await earnings(sale.seller)).toMatchObject({ availableCents: 0, paidOutCents: availableCents });
  });
});
