import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCents } from '#shared/money.js';
import { REFUND_ARRIVAL } from '#shared/orders.js';
import { cancelledBySeller, sellerCancelMessages } from '#shared/seller-cancel.js';
import { signUpOperator } from '../admin/admin.test-helpers.js';
import {
  caller,
  defaultAddressOf,
  listingRow,
  makeListing,
  pay,
  signUp,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { DAY, ago, orderRow, paidOrder, setOrder, toldOf, type Sale } from './orders.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let stranger: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  stranger = await signUp(app);
});
afterAll(() => app.dispose());
afterEach(() => {
  vi.restoreAllMocks();
});

const cancelSale = (sale: Sale, who: Person | undefined, body: unknown) =>
  call('POST', `/api/orders/${sale.id}/seller-cancel`, who, body);
const OUT_OF_STOCK = { reason: 'out_of_stock', afterwards: 'keep_off_sale' };

describe(`POST /api/orders/:id/seller-cancel (${testDatabaseKind})`, () => {
  it('refunds the buyer in full at once, once, tells both sides why, and keeps the item off sale', async () => {
    const sale = await paidOrder(app, 'Silk scarf');
    const refund = vi.spyOn(app.ctx.payments, 'refund');

    expect((await cancelSale(sale, undefined, OUT_OF_STOCK)).statusCode).toBe(401);
    expect((await cancelSale(sale, stranger, OUT_OF_STOCK)).statusCode).toBe(404);
    const byBuyer = await cancelSale(sale, sale.buyer, OUT_OF_STOCK);
    expect([byBuyer.statusCode, byBuyer.json().error]).toEqual([403, sellerCancelMessages.onlySeller]);
    for (const [body, message] of [
      [{}, sellerCancelMessages.reasonRequired],
      [{ reason: 'bored', afterwards: 'relist' }, sellerCancelMessages.reasonRequired],
      [{ reason: 'damaged' }, sellerCancelMessages.afterwardsRequired],
      [{ reason: 'damaged\u0000', afterwards: 'relist' }, sellerCancelMessages.reasonRequired],
    ] as const) {
      const res = await cancelSale(sale, sale.seller, body);
      expect([res.statusCode, res.json().error]).toEqual([400, message]);
    }
    expect((await cancelSale(sale, sale.seller, { ...OUT_OF_STOCK, refundCents: 1 })).statusCode).toBe(400);
    expect((await orderRow(app, sale.id)).status).toBe('paid');
    expect(refund).not.toHaveBeenCalled();

    // The seller needs no waiting: the ship-by date is days away.
    const done = await cancelSale(sale, sale.seller, OUT_OF_STOCK);
    expect(done.statusCode).toBe(200);
    const reason = cancelledBySeller('out_of_stock');
    expect(done.json().order).toMatchObject({
      role: 'seller',
      status: 'refunded',
      refundReason: reason,
      earningsCents: 0,
      actions: [],
    });
    expect((await orderRow(app, sale.id)).sellerCancelReason).toBe('out_of_stock');
    const again = await cancelSale(sale, sale.seller, OUT_OF_STOCK);
    expect([again.statusCode, again.json().error]).toEqual([409, sellerCancelMessages.notCancellable]);
    expect(refund.mock.calls).toEqual([[sale.intentId, sale.id]]);

    const paid = formatCents(done.json().order.totalCents);
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toEqual([
      {
        title: `Your order of Silk scarf is cancelled: ${paid} refunded`,
        body: `${reason} ${REFUND_ARRIVAL}`,
      },
    ]);
    expect(await toldOf(app, sale.seller, 'order_cancelled')).toEqual([
      { title: `Your sale of Silk scarf to ${sale.buyer.user.display} is cancelled`, body: reason },
    ]);
    // Off sale until the seller lists it again: no longer sold, not active.
    expect(await listingRow(app, sale.listingId)).toMatchObject({ isSold: false, isActive: false });
    const buyerView = (await call('GET', `/api/orders/${sale.id}`, sale.buyer)).json().order;
    expect(buyerView).toMatchObject({ role: 'buyer', status: 'refunded', refundReason: reason });
  });

  it('offers the seller the cancel action on a paid order only, and puts a relisted item back on sale', async () => {
    const sale = await paidOrder(app, 'Wool beanie');
    const seen = (await call('GET', `/api/orders/${sale.id}`, sale.seller)).json().order;
    expect(seen).toMatchObject({ role: 'seller', actions: ['ship', 'cancel'] });

    const done = await cancelSale(sale, sale.seller, { reason: 'buyer_asked', afterwards: 'relist' });
    expect(done.statusCode).toBe(200);
    expect(await listingRow(app, sale.listingId)).toMatchObject({
      isSold: false,
      isActive: true,
      soldAt: null,
    });
    const page = await call('GET', `/api/listings/${sale.listingId}`, stranger);
    expect(page.json().listing).toMatchObject({ isSold: false, isActive: true });
  });

  it('keeps an item that sold elsewhere sold, as sold elsewhere, out of search', async () => {
    const sale = await paidOrder(app, 'Denim skirt');
    const done = await cancelSale(sale, sale.seller, {
      reason: 'out_of_stock',
      afterwards: 'sold_elsewhere',
    });
    expect(done.statusCode).toBe(200);
    const row = await listingRow(app, sale.listingId);
    expect(row).toMatchObject({ isSold: true });
    expect(row.soldElsewhereAt).not.toBeNull();
    const sold = (
      await call('GET', `/api/listings?sellerId=${sale.seller.user.id}&sold=true`, sale.seller)
    ).json();
    expect(sold.listings).toEqual([
      expect.objectContaining({ id: sale.listingId, soldElsewhere: true, soldPriceCents: null }),
    ]);
  });

  it('refuses a shipped order and changes nothing', async () => {
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { status: 'shipped', shippedAt: ago(DAY) });
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const res = await cancelSale(sale, sale.seller, OUT_OF_STOCK);
    expect([res.statusCode, res.json().error]).toEqual([409, sellerCancelMessages.notCancellable]);
    expect(refund).not.toHaveBeenCalled();
    expect((await orderRow(app, sale.id)).status).toBe('shipped');
    expect((await listingRow(app, sale.listingId)).isSold).toBe(true);
  });

  it("releases every item of a bundle, and operators see the seller's count", async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const items = [
      await makeListing(app, seller.user.id, { priceCents: 3000, title: 'Cap' }),
      await makeListing(app, seller.user.id, { priceCents: 2000, title: 'Socks' }),
    ];
    const started = await call('POST', '/api/create-payment-intent', buyer, {
      listingIds: items.map((l) => l.id),
      shippingAddressId: await defaultAddressOf(app, buyer),
    });
    const checkout = started.json();
    expect((await pay(app, buyer, checkout.clientSecret)).json().status).toBe('succeeded');
    const sale = { id: checkout.orderId } as Sale;

    const done = await cancelSale(sale, seller, { reason: 'damaged', afterwards: 'relist' });
    expect(done.json().order).toMatchObject({ status: 'refunded', itemCount: 2 });
    for (const item of items) {
      expect(await listingRow(app, item.id)).toMatchObject({ isSold: false, isActive: true });
    }

    const operator = await signUpOperator(app);
    const found = await call('GET', `/api/admin/orders?q=${sale.id}`, operator);
    expect(found.json().orders[0].seller).toMatchObject({ id: seller.user.id, cancellations: 1 });
  });
});
