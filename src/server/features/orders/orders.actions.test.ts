import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { caller, signUp, type Person } from '../../test/market.fixtures.js';
import { paidOrder, type Sale } from './orders.test-helpers.js';

/** Order replies say what the asking person may do now, from the shared order machine. */

let app: TestApp;
let call: ReturnType<typeof caller>;
let sale: Sale;
let stranger: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  sale = await paidOrder(app, 'Linen shirt');
  stranger = await signUp(app);
});
afterAll(async () => {
  await app.dispose();
});

const actionsOf = async (who: Person) => {
  const res = await call('GET', `/api/orders/${sale.id}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().order.actions;
};

describe('GET /api/orders/:id actions', () => {
  it('follows the order: ship or cancel for the seller, then receive, then confirm for the buyer; nothing for outsiders', async () => {
    expect(await actionsOf(sale.seller)).toEqual(['ship', 'cancel']);
    // Before the ship-by date the buyer may not cancel yet.
    expect(await actionsOf(sale.buyer)).toEqual([]);
    expect((await call('GET', `/api/orders/${sale.id}`, stranger)).statusCode).toBe(404);
    const seller = (await call('GET', '/api/orders?role=seller', sale.seller)).json().orders;
    expect(seller.find((o: { id: string }) => o.id === sale.id).actions).toEqual(['ship', 'cancel']);

    const ship = { carrier: 'USPS', trackingNumber: '9400 1111' };
    expect(
      (await call('PATCH', `/api/orders/${sale.id}/ship`, sale.seller, ship)).json().order.actions,
    ).toEqual([]);
    expect(await actionsOf(sale.buyer)).toEqual(['receive']);

    const received = await call('PATCH', `/api/orders/${sale.id}/received`, sale.buyer);
    expect(received.json().order.actions).toEqual(['confirm', 'report']);
    expect(await actionsOf(sale.seller)).toEqual([]);

    await call('POST', `/api/orders/${sale.id}/confirm`, sale.buyer);
    expect(await actionsOf(sale.buyer)).toEqual([]);
    expect(await actionsOf(sale.seller)).toEqual([]);
  });
});
