import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages, MAX_CLAIM_PHOTOS } from '#shared/claims.js';
import { addDays } from '#shared/order-timers.js';
import { formatCents } from '#shared/money.js';
import { REFUND_ARRIVAL } from '#shared/orders.js';
import { caller, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DAY,
  ago,
  completeDeliveredOrders,
  orderRow,
  setOrder,
  toldOf,
  type Sale,
} from '../orders/orders.test-helpers.js';
import {
  PROBLEM,
  claimOn,
  claimRow,
  deliveredSale,
  giveAddress,
  openedClaim,
} from './claims.test-helpers.js';
import { closeUnreturnedClaims } from './claims.service.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let stranger: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  stranger = await signUp(app);
});
afterAll(async () => {
  await app.dispose();
});

// paidOrder: $25.00 + $7.99 shipping; the seller nets 2500 − 200 (8%) − 30 = 2270.
const TOTAL = 3299;
const NET = 2270;
const refunded = () => (app.ctx.payments as unknown as { refunded: Set<string> }).refunded;
const earnings = async (who: Person) => (await call('GET', '/api/earnings', who)).json();
const respond = (sale: Sale, id: string, body: object, who = sale.seller) =>
  call('POST', `/api/claims/${id}/respond`, who, body);

describe('POST /api/orders/:id/claims', () => {
  it('opens one claim for the buyer in the window, stops the order and holds the earnings', async () => {
    const sale = await deliveredSale(app, 'Tweed blazer');
    expect((await call('POST', `/api/orders/${sale.id}/claims`, undefined, PROBLEM)).statusCode).toBe(401);
    expect((await call('POST', `/api/orders/${sale.id}/claims`, stranger, PROBLEM)).statusCode).toBe(404);
    expect((await call('POST', '/api/orders/not-an-id/claims', sale.buyer, PROBLEM)).statusCode).toBe(404);
    const seller = await call('POST', `/api/orders/${sale.id}/claims`, sale.seller, PROBLEM);
    expect([seller.statusCode, seller.json().error]).toEqual([403, claimMessages.onlyBuyer]);

    for (const [body, error] of [
      [{ message: 'x' }, claimMessages.reasonRequired],
      [{ reason: 'damaged', message: '  ' }, claimMessages.messageRequired],
      [
        { reason: 'damaged', message: 'a\u0000b' },
        'Description must not contain NUL or other control characters',
      ],
      [{ reason: 'damaged', message: 'x'.repeat(2001) }, claimMessages.messageTooLong],
      [
        { ...PROBLEM, photos: Array(MAX_CLAIM_PHOTOS + 1).fill('/uploads/x/1280.webp') },
        claimMessages.tooManyPhotos,
      ],
      [{ ...PROBLEM, photos: ['https://evil.example/p.jpg'] }, claimMessages.photoNotYours],
      [{ reason: 'not_received', message: 'Never came' }, claimMessages.notReceivedAfterDelivery],
      [{ ...PROBLEM, refund: 1 }, null],
    ] as const) {
      const res = await claimOn(app, sale, body);
      expect(res.statusCode).toBe(400);
      if (error) expect(res.json().error).toBe(error);
    }
    expect((await orderRow(app, sale.id)).status).toBe('delivered');

    const res = await claimOn(app, sale);
    expect(res.statusCode).toBe(201);
    const claim = res.json().claim;
    expect(claim).toMatchObject({
      status: 'awaiting_seller',
      reason: 'not_as_described',
      message: PROBLEM.message,
      viewerRole: 'buyer',
      orderTotalCents: TOTAL,
      resolution: null,
    });
    expect(new Date(claim.answerBy).getTime() - new Date(claim.createdAt).getTime()).toBe(2 * 86_400_000);
    const again = await claimOn(app, sale);
    expect([again.statusCode, again.json().error]).toEqual([409, claimMessages.alreadyClaimed]);

    // The order stops: no timer completes it, the earnings stay pending.
    expect((await orderRow(app, sale.id)).status).toBe('disputed');
    await completeDeliveredOrders(app.ctx, addDays(new Date(), 30));
    expect((await orderRow(app, sale.id)).status).toBe('disputed');
    expect(await earnings(sale.seller)).toMatchObject({ pendingCents: NET, availableCents: 0 });
    const order = (await call('GET', `/api/orders/${sale.id}`, sale.buyer)).json().order;
    expect(order).toMatchObject({
      status: 'disputed',
      claim: { id: claim.id, status: 'awaiting_seller' },
      claimWindow: null,
    });

    // Both sides can read it; nobody else can.
    expect((await call('GET', `/api/claims/${claim.id}`, sale.seller)).json().claim.viewerRole).toBe(
      'seller',
    );
    expect((await call('GET', `/api/claims/${claim.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/claims/x', sale.buyer)).statusCode).toBe(404);
    expect(await toldOf(app, sale.seller, 'claim_opened')).toEqual([
      expect.objectContaining({ title: 'The buyer of Tweed blazer reported a problem: Not as described' }),
    ]);
    expect(await toldOf(app, sale.buyer, 'claim_opened')).toHaveLength(1);
  });

  it('takes a lost parcel as not received only 7 days after shipping, and never after the window', async () => {
    const sale = await deliveredSale(app);
    await setOrder(app, sale.id, { status: 'shipped', shippedAt: ago(3 * DAY), deliveredAt: null });
    const lost = { reason: 'not_received', message: 'Still not here' };
    const early = await claimOn(app, sale, lost);
    expect([early.statusCode, early.json().error]).toEqual([409, claimMessages.notOpenYet]);
    const wrong = await claimOn(app, sale, PROBLEM);
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, claimMessages.notDeliveredYet]);
    await setOrder(app, sale.id, { shippedAt: ago(8 * DAY) });
    expect((await claimOn(app, sale, lost)).statusCode).toBe(201);
    expect((await orderRow(app, sale.id)).status).toBe('disputed');
  });

  it('refuses after the confirmation window and on orders that are not delivered', async () => {
    const late = await deliveredSale(app);
    await setOrder(app, late.id, { deliveredAt: ago(4 * DAY) });
    const res = await claimOn(app, late);
    expect([res.statusCode, res.json().error]).toEqual([409, claimMessages.notClaimable]);
    await setOrder(app, late.id, { status: 'paid', deliveredAt: null, shippedAt: null });
    expect((await claimOn(app, late)).statusCode).toBe(409);
  });
});

describe('POST /api/claims/:id/respond', () => {
  it('refund in full: the order ends refunded, the provider and the ledger agree, both are told', async () => {
    const sale = await deliveredSale(app, 'Velvet dress');
    const id = await openedClaim(app, sale);
    const buyer = await respond(sale, id, { action: 'refund' }, sale.buyer);
    expect([buyer.statusCode, buyer.json().error]).toEqual([403, claimMessages.onlySeller]);
    expect((await respond(sale, id, { action: 'refund' }, stranger)).statusCode).toBe(404);
    const noNote = await respond(sale, id, { action: 'disagree' });
    expect([noNote.statusCode, noNote.json().error]).toEqual([400, claimMessages.disagreeNeedsNote]);
    expect((await respond(sale, id, { action: 'keep' })).statusCode).toBe(400);

    const done = await respond(sale, id, { action: 'refund' });
    expect(done.statusCode).toBe(200);
    expect(done.json().claim).toMatchObject({
      status: 'resolved',
      resolution: 'refunded',
      refundCents: TOTAL,
    });
    const again = await respond(sale, id, { action: 'refund' });
    expect([again.statusCode, again.json().error]).toEqual([409, claimMessages.notAwaitingSeller]);

    expect(await orderRow(app, sale.id)).toMatchObject({ status: 'refunded', refundedCents: TOTAL });
    expect(refunded().has(sale.intentId)).toBe(true);
    expect(await earnings(sale.seller)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      paidOutCents: 0,
    });
    // The subjects say what happened, with the amount; the buyer is told where the money goes.
    const total = formatCents(TOTAL);
    const [toBuyer] = await toldOf(app, sale.buyer, 'claim_resolved');
    expect(toBuyer!.title).toBe(`Your claim was approved: ${total} refunded for Velvet dress`);
    expect(toBuyer!.body).toContain(REFUND_ARRIVAL);
    expect(await toldOf(app, sale.seller, 'claim_resolved')).toEqual([
      expect.objectContaining({
        title: `The claim on your sale of Velvet dress was approved: ${total} refunded to the buyer`,
      }),
    ]);
  });

  it('ask for it back: a return label for the buyer, then the return delivered refunds in full', async () => {
    const sale = await deliveredSale(app, 'Leather boots');
    const id = await openedClaim(app, sale);
    const homeless = await respond(sale, id, { action: 'return' });
    expect([homeless.statusCode, homeless.json().error]).toEqual([409, claimMessages.returnNeedsAddress]);
    expect((await claimRow(app, id)).status).toBe('awaiting_seller');

    await giveAddress(app, sale.seller);
    const asked = await respond(sale, id, { action: 'return', note: 'Please send it back' });
    expect(asked.statusCode).toBe(200);
    const claim = asked.json().claim;
    expect(claim).toMatchObject({
      status: 'return_requested',
      sellerNote: 'Please send it back',
      returnShipment: { status: 'label_ready', carrier: 'USPS', testMode: true },
    });
    expect(claim.returnShipment.shipBy).not.toBeNull();
    // The return parcel is not the order's parcel.
    expect(claim.returnShipment.trackingNumber).not.toBe((await orderRow(app, sale.id)).trackingNumber);

    const label = await call('GET', `/api/claims/${id}/return-label`, sale.buyer);
    expect([label.statusCode, label.headers['content-type'], label.body.slice(0, 4)]).toEqual([
      200,
      'application/pdf',
      '%PDF',
    ]);
    expect((await call('GET', `/api/claims/${id}/return-label`, sale.seller)).statusCode).toBe(403);
    expect((await call('GET', `/api/claims/${id}/return-label`, stranger)).statusCode).toBe(404);

    const moving = await call('POST', `/api/claims/${id}/test-return-tracking`, sale.buyer);
    expect(moving.json().claim.returnShipment).toMatchObject({ status: 'in_transit', shipBy: null });
    expect(await earnings(sale.seller)).toMatchObject({ pendingCents: NET });
    const back = await call('POST', `/api/claims/${id}/test-return-tracking`, sale.seller);
    expect(back.json().claim).toMatchObject({
      status: 'resolved',
      resolution: 'refunded',
      refundCents: TOTAL,
    });
    const after = await call('POST', `/api/claims/${id}/test-return-tracking`, sale.seller);
    expect([after.statusCode, after.json().error]).toEqual([409, claimMessages.returnTrackingDone]);
    expect(await orderRow(app, sale.id)).toMatchObject({ status: 'refunded', refundedCents: TOTAL });
    expect(await earnings(sale.seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(
      (await call('GET', `/api/claims/${id}`, sale.buyer))
        .json()
        .claim.timeline.map((e: { title: string }) => e.title),
    ).toEqual([
      `${sale.buyer.user.display} reported a problem: Not as described`,
      `${sale.seller.user.display} asked for the item back`,
      'The return is on its way',
      'The return was delivered',
      `Refunded in full ($32.99)`,
    ]);
  });

  it('a return not sent within 5 days closes the claim for the seller, who is paid', async () => {
    const sale = await deliveredSale(app);
    const id = await openedClaim(app, sale);
    await giveAddress(app, sale.seller);
    await respond(sale, id, { action: 'return' });
    expect(await closeUnreturnedClaims(app.ctx, addDays(new Date(), 4))).toBe(0);
    expect(await closeUnreturnedClaims(app.ctx, addDays(new Date(), 6))).toBe(1);
    expect(await closeUnreturnedClaims(app.ctx, addDays(new Date(), 6))).toBe(0);
    expect(await claimRow(app, id)).toMatchObject({
      status: 'resolved',
      resolution: 'released',
      refundCents: 0,
    });
    expect(await orderRow(app, sale.id)).toMatchObject({ status: 'completed', refundedCents: 0 });
    expect(await earnings(sale.seller)).toMatchObject({ pendingCents: 0, availableCents: NET });
  });
});
