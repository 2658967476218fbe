import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '#shared/orders.js';
import { orders } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { caller, makeListing, pay, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;
let stranger: Person;
let orderId: string;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
  const listing = await makeListing(app, seller.user.id, { priceCents: 1000, title: 'Silk scarf' });
  const checkout = (await startCheckout(app, buyer, listing.id)).json();
  expect((await pay(app, buyer, checkout.clientSecret)).json().status).toBe('succeeded');
  orderId = checkout.orderId;
  // An abandoned checkout is not a purchase and must not show up.
  await startCheckout(app, buyer, (await makeListing(app, seller.user.id)).id);
});
afterAll(async () => {
  await app.dispose();
});

const row = async () => (await app.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('GET /api/orders', () => {
  it('shows purchases to the buyer and sales, with fees and earnings, to the seller', async () => {
    const purchases = (await call('GET', '/api/orders?role=buyer', buyer)).json().orders;
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      id: orderId,
      status: 'paid',
      priceCents: 1000,
      earningsCents: null,
      sellerLabelCents: null,
      listing: { title: 'Silk scarf' },
      counterparty: { id: seller.user.id, handle: seller.user.handle },
    });
    const sales = (await call('GET', '/api/orders?role=seller', seller)).json().orders;
    // $10.00 is under $15: flat $1.50 fee, 30¢ processing, $8.20 to the seller.
    expect(sales[0]).toMatchObject({
      id: orderId,
      feeCents: 150,
      processingFeeCents: 30,
      earningsCents: 820,
      // The buyer pays shipping here: the label costs the seller nothing.
      sellerLabelCents: 0,
    });
    expect(sales[0].counterparty.id).toBe(buyer.user.id);
    expect((await call('GET', '/api/orders?role=seller', buyer)).json().orders).toHaveLength(0);
    expect((await call('GET', '/api/orders?role=buyer', stranger)).json().orders).toHaveLength(0);
  });

  it('needs an account and a role', async () => {
    expect((await call('GET', '/api/orders?role=buyer')).statusCode).toBe(401);
    const res = await call('GET', '/api/orders?role=admin', buyer);
    expect([res.statusCode, res.json().error]).toEqual([400, orderMessages.roleRequired]);
  });
});

describe('shipping and receiving', () => {
  const ship = (
    who: Person | undefined,
    body: unknown = { carrier: 'USPS', trackingNumber: '9400 1000 0000 0000' },
  ) => call('PATCH', `/api/orders/${orderId}/ship`, who, body);
  const receive = (who: Person | undefined) => call('PATCH', `/api/orders/${orderId}/received`, who);

  it('goes paid → shipped → delivered, each step by its own party, once', async () => {
    expect((await receive(buyer)).json().error).toBe(orderMessages.notShipped);
    expect((await ship(buyer)).json().error).toBe(orderMessages.onlySellerShips);
    expect((await ship(stranger)).statusCode).toBe(404);
    expect((await ship(seller, { carrier: ' ', trackingNumber: 'X1' })).json().error).toBe(
      orderMessages.carrierRequired,
    );
    expect((await ship(seller, { carrier: 'UPS', trackingNumber: '' })).json().error).toBe(
      orderMessages.trackingRequired,
    );
    expect((await ship(seller, { carrier: 'UPS', trackingNumber: '<script>' })).json().error).toBe(
      orderMessages.trackingInvalid,
    );
    expect((await row()).status).toBe('paid');

    const shipped = await ship(seller);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000',
    });
    expect((await row()).shippedAt).toBeInstanceOf(Date);
    const again = await ship(seller);
    expect([again.statusCode, again.json().error]).toEqual([409, orderMessages.notPaid]);

    expect((await receive(seller)).json().error).toBe(orderMessages.onlyBuyerReceives);
    expect((await receive(undefined)).statusCode).toBe(401);
    const received = await receive(buyer);
    expect(received.json().order.status).toBe('delivered');
    expect((await row()).deliveredAt).toBeInstanceOf(Date);
    expect((await receive(buyer)).statusCode).toBe(409);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await call('PATCH', '/api/orders/nope/received', buyer)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/orders/00000000-0000-4000-8000-000000000000/received', buyer)).statusCode,
    ).toBe(404);
  });
});
