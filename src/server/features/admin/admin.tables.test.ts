import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, AUDIT_PAGE_SIZE } from '#shared/admin.js';
import { makeListing, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { paidOrder } from '../orders/orders.test-helpers.js';
import { adminCaller, signUpOperator } from './admin.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof adminCaller>;
let operator: Person;
beforeAll(async () => {
  app = await createTestApp();
  call = adminCaller(app);
  operator = await signUpOperator(app);
});
afterAll(async () => {
  await app.dispose();
});

const FEES = {
  sellerPercentBps: 1000,
  lowPriceFlatFeeCents: 200,
  lowPriceThresholdCents: 1500,
  buyerProtectionBps: 200,
  buyerProtectionCapCents: 800,
};

describe(`fee and shipping tables, orders and the audit log (${testDatabaseKind})`, () => {
  it('validates the fee table and uses a new one for the next checkout', async () => {
    const before = (await call('GET', '/api/admin/fees', operator)).json().fees;
    expect(before).toMatchObject({ sellerPercentBps: 800 });
    for (const bad of [
      { ...FEES, sellerPercentBps: 10_001 },
      { ...FEES, lowPriceFlatFeeCents: -1 },
      { ...FEES, buyerProtectionCapCents: 1.5 },
      { ...FEES, sellerPercentBps: '10' },
    ]) {
      const res = await call('PUT', '/api/admin/fees', operator, { ...bad, note: 'x' });
      expect([res.statusCode, res.json().error], JSON.stringify(bad)).toEqual([
        400,
        adminMessages.feesInvalid,
      ]);
    }
    const noNote = await call('PUT', '/api/admin/fees', operator, FEES);
    expect([noNote.statusCode, noNote.json().error]).toEqual([400, adminMessages.noteRequired]);

    const res = await call('PUT', '/api/admin/fees', operator, { ...FEES, note: 'New pricing' });
    expect(res.json()).toEqual({ fees: FEES });
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
    const checkout = (await startCheckout(app, buyer, listing.id)).json();
    expect(checkout.fees.sellerFee).toBe(500);
    const entry = (await call('GET', '/api/admin/audit', operator)).json().entries[0];
    expect(entry).toMatchObject({
      action: 'fees.update',
      reason: 'New pricing',
      details: { before, after: FEES },
    });
  });

  it('validates the rate table and uses a new one for the next checkout at once', async () => {
    const before = (await call('GET', '/api/admin/shipping-rates', operator)).json().rates;
    expect(before).toEqual({ small: 499, medium: 799, large: 1299 });
    // A listing's page reads the rates first, so they are cached when the operator changes them.
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { priceCents: 5000, parcelSize: 'medium' });
    expect((await call('GET', `/api/listings/${listing.id}`)).json().listing.shippingCents).toBe(799);
    for (const rates of [
      { small: 499, medium: -1, large: 1299 },
      { small: 499, medium: 100_001, large: 1299 },
      { small: 499, medium: 7.5, large: 1299 },
    ]) {
      const res = await call('PUT', '/api/admin/shipping-rates', operator, { rates, note: 'x' });
      expect([res.statusCode, res.json().error]).toEqual([400, adminMessages.rateInvalid]);
    }
    const partial = await call('PUT', '/api/admin/shipping-rates', operator, {
      rates: { small: 1 },
      note: 'x',
    });
    expect(partial.statusCode).toBe(400);
    const after = { small: 599, medium: 899, large: 1399 };
    const res = await call('PUT', '/api/admin/shipping-rates', operator, {
      rates: after,
      note: 'Carrier prices',
    });
    expect(res.json()).toEqual({ rates: after });
    // The cached rates are dropped: the listing's page shows the new price at once too.
    expect((await call('GET', `/api/listings/${listing.id}`)).json().listing.shippingCents).toBe(899);
    const checkout = (await startCheckout(app, buyer, listing.id)).json();
    expect([checkout.shippingAmount, checkout.totalAmount]).toEqual([899, 5899]);
    const entry = (await call('GET', '/api/admin/audit', operator)).json().entries[0];
    expect(entry).toMatchObject({ action: 'shipping_rates.update', details: { before, after } });
  });

  it('looks orders up by id, e-mail or handle, in any case', async () => {
    const sale = await paidOrder(app, 'Linen shirt');
    for (const q of [
      sale.id,
      sale.buyer.email.toUpperCase(),
      sale.seller.user.handle,
      `@${sale.buyer.user.handle}`,
    ]) {
      const res = await call('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`, operator);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().orders, q).toEqual([
        expect.objectContaining({
          id: sale.id,
          status: 'paid',
          priceCents: 2500,
          refundedCents: 0,
          listing: { id: sale.listingId, title: 'Linen shirt' },
          buyer: expect.objectContaining({ id: sale.buyer.user.id, email: sale.buyer.email }),
          seller: expect.objectContaining({ id: sale.seller.user.id }),
          claim: null,
        }),
      ]);
    }
    const [order] = (await call('GET', `/api/admin/orders?q=${sale.id}`, operator)).json().orders;
    expect(order.totalCents).toBe(order.priceCents + order.shippingCents);
    expect((await call('GET', '/api/admin/orders?q=nobody@example.com', operator)).json().orders).toEqual([]);
    const short = await call('GET', '/api/admin/orders?q=ab', operator);
    expect([short.statusCode, short.json().error]).toEqual([400, adminMessages.searchTooShort]);
  });

  it('pages the audit log newest first', async () => {
    const target = await signUp(app);
    for (let i = 0; i < AUDIT_PAGE_SIZE; i++) {
      const action = i % 2 ? 'unsuspend' : 'suspend';
      const res = await call('POST', `/api/admin/users/${target.user.id}/${action}`, operator, {
        note: `n${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const page1 = (await call('GET', '/api/admin/audit', operator)).json();
    expect(page1.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page1.entries[0]).toMatchObject({ reason: `n${AUDIT_PAGE_SIZE - 1}` });
    const page2 = (await call('GET', `/api/admin/audit?cursor=${page1.nextCursor}`, operator)).json();
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.entries, ...page2.entries];
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(AUDIT_PAGE_SIZE);
    expect((await call('GET', '/api/admin/audit?cursor=nope', operator)).statusCode).toBe(400);
  });
});
