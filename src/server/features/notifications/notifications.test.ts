import { and, eq } from 'drizzle-orm';
import { formatCents } from '#shared/money.js';
import { offerStepUrl } from '#shared/notifications.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  type NotificationType,
} from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { emailOutbox, notifications, offers, orders } from '../../db/schema.js';
import {
  caller,
  makeListing,
  makeOffer,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expireAllDueOffers } from '../offers/offers.service.js';
import { NOTIFICATION_CHANNEL } from './notifications.events.js';
import { notify } from './notifications.service.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer] = [await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});

/** Everyone's notifications of one type, so a test also sees one that went to the wrong person. */
const ofType = (type: NotificationType) =>
  app.ctx.db.select().from(notifications).where(eq(notifications.type, type));

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Person, payload?: object) =>
  app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

/** Inserts `n` notifications for the person, committed one by one (as events would be). */
async function seed(who: Person, n: number) {
  for (let i = 0; i < n; i++) {
    await app.ctx.db.transaction((tx) =>
      notify(tx as Db, {
        userId: who.user.id,
        type: 'listing_comment',
        title: `Note ${i}`,
        body: 'Seeded',
        url: '/offers',
      }),
    );
  }
}

describe('offers notify the other side, once, in their transaction', () => {
  it('received → seller; declined, accepted → buyer; cancelled → seller', async () => {
    const listing = await makeListing(app, seller.user.id, { title: "Levi's 501", priceCents: 4000 });
    const first = await makeOffer(app, buyer, listing.id, 3000);
    const received = await ofType('offer_received');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      userId: seller.user.id,
      title: `${buyer.user.display} offered $30.00 for Levi's 501`,
      url: offerStepUrl({ id: first, status: 'pending' }, 'seller'),
      readAt: null,
    });

    expect((await call('PATCH', `/api/offers/${first}/decline`, seller)).statusCode).toBe(200);
    const declined = await ofType('offer_declined');
    expect(declined.map((n) => [n.userId, n.title])).toEqual([
      [buyer.user.id, `${seller.user.display} declined your $30.00 offer for Levi's 501`],
    ]);
    // Acting again changes nothing and tells nobody again.
    expect((await call('PATCH', `/api/offers/${first}/decline`, seller)).statusCode).toBe(409);
    expect(await ofType('offer_declined')).toHaveLength(1);

    const second = await makeOffer(app, buyer, listing.id, 3500);
    expect((await call('PATCH', `/api/offers/${second}/cancel`, buyer)).statusCode).toBe(200);
    const cancelled = await ofType('offer_cancelled');
    expect(cancelled.map((n) => n.userId)).toEqual([seller.user.id]);
    expect(cancelled[0]!.title).toBe(`${buyer.user.display} withdrew their $35.00 offer for Levi's 501`);

    const third = await makeOffer(app, buyer, listing.id, 3800);
    expect((await call('PATCH', `/api/offers/${third}/accept`, seller)).statusCode).toBe(200);
    expect((await ofType('offer_accepted')).map((n) => n.userId)).toEqual([buyer.user.id]);
    expect((await ofType('offer_received')).map((n) => n.userId)).toEqual([
      seller.user.id,
      seller.user.id,
      seller.user.id,
    ]);
  });

  it('expired → buyer, from the sweep, once however often it or a read runs', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Wool coat', priceCents: 9000 });
    const id = await makeOffer(app, buyer, listing.id, 5000);
    await app.ctx.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, id));
    expect(await expireAllDueOffers(app.ctx.db)).toBe(1);
    expect(await expireAllDueOffers(app.ctx.db)).toBe(0);
    await call('GET', `/api/offers?buyerId=${buyer.user.id}`, buyer);
    const expired = await ofType('offer_expired');
    expect(expired.map((n) => [n.userId, n.title, n.url])).toEqual([
      [
        buyer.user.id,
        'Your $50.00 offer for Wool coat expired',
        offerStepUrl({ id, status: 'expired' }, 'buyer'),
      ],
    ]);
  });
});

describe('a sale and its order notify both sides', () => {
  it('sale_made → seller and purchase_paid → buyer when paid; shipped → buyer; received → seller', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Silk scarf', priceCents: 1000 });
    const checkout = (await startCheckout(app, buyer, listing.id)).json();
    expect((await ofType('sale_made')).length).toBe(0);
    expect((await pay(app, buyer, checkout.clientSecret)).json().status).toBe('succeeded');
    expect((await ofType('sale_made')).map((n) => [n.userId, n.title, n.url])).toEqual([
      [seller.user.id, 'You sold Silk scarf for $10.00', `/orders/${checkout.orderId}`],
    ]);
    // The buyer's receipt: the amount paid, the card's brand and last four, and where it ships.
    const order = (await call('GET', `/api/orders/${checkout.orderId}`, buyer)).json().order;
    const total = formatCents(order.totalCents);
    const [paid] = await ofType('purchase_paid');
    expect([paid!.userId, paid!.title]).toEqual([buyer.user.id, `Receipt: you paid ${total} for Silk scarf`]);
    expect(paid!.body).toContain(`You paid ${total} by card`);
    expect(paid!.body).toContain('Paid with Visa •••• 4242.');
    // Only the last four digits are kept; the buyer's order page shows the card, the seller's does not.
    const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect([row!.cardLast4, row!.cardBrand]).toEqual(['4242', 'visa']);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(order.paidWith).toBe('Visa •••• 4242');
    const sellerView = (await call('GET', `/api/orders/${checkout.orderId}`, seller)).json().order;
    expect(sellerView.paidWith).toBeNull();
    // …and the receipt e-mail's text says it.
    const [mail] = await app.ctx.db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, buyer.user.id), eq(emailOutbox.notificationType, 'purchase_paid')));
    expect(JSON.stringify(mail!.payload)).toContain('Paid with Visa •••• 4242.');
    expect(paid!.body).toMatch(/It ships to .+, .+ \d{5}\./);
    // Confirming the same payment again settles nothing new and tells nobody again.
    await pay(app, buyer, checkout.clientSecret);
    expect(await ofType('sale_made')).toHaveLength(1);
    expect(await ofType('purchase_paid')).toHaveLength(1);

    const ship = { carrier: 'USPS', trackingNumber: '9400 1000 0000 0000' };
    expect((await call('PATCH', `/api/orders/${checkout.orderId}/ship`, seller, ship)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/orders/${checkout.orderId}/ship`, seller, ship)).statusCode).toBe(409);
    expect((await ofType('order_shipped')).map((n) => [n.userId, n.title, n.body])).toEqual([
      [
        buyer.user.id,
        `${seller.user.display} shipped Silk scarf`,
        'USPS tracking number 9400 1000 0000 0000.',
      ],
    ]);

    expect((await call('PATCH', `/api/orders/${checkout.orderId}/received`, buyer)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/orders/${checkout.orderId}/received`, buyer)).statusCode).toBe(409);
    expect((await ofType('order_delivered')).map((n) => [n.userId, n.title])).toEqual([
      [seller.user.id, `${buyer.user.display} received Silk scarf`],
    ]);
  });
});

describe('comments notify the seller', () => {
  it("tells the seller of someone else's comment, not of their own", async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Denim cap' });
    const before = (await ofType('listing_comment')).length;
    const url = `/api/listings/${listing.id}/comments`;
    expect((await call('POST', url, buyer, { message: 'Does it fit a large head?' })).statusCode).toBe(201);
    expect((await call('POST', url, seller, { message: 'It is adjustable.' })).statusCode).toBe(201);
    const comments = (await ofType('listing_comment')).slice(before);
    expect(comments.map((n) => [n.userId, n.title, n.body, n.url])).toEqual([
      [
        seller.user.id,
        `${buyer.user.display} commented on Denim cap`,
        'Does it fit a large head?',
        `/listing/${listing.id}`,
      ],
    ]);
  });
});

describe('a rolled-back event', () => {
  it('leaves no notification and sends no live message', async () => {
    const heard: string[] = [];
    const unlisten = await app.ctx.database.listen(NOTIFICATION_CHANNEL, (p) => heard.push(p));
    try {
      const who = await signUp(app);
      await expect(
        app.ctx.db.transaction(async (tx) => {
          await notify(tx as Db, {
            userId: who.user.id,
            type: 'offer_received',
            title: 'Never happened',
            body: 'Rolled back',
            url: '/offers',
          });
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      // A committed one afterwards arrives; the rolled-back one before it never does.
      await seed(who, 1);
      for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(
        heard.map((p) => (JSON.parse(p) as { notification: { title: string } }).notification.title),
      ).toEqual(['Note 0']);
      const rows = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
      expect(rows.map((r) => r.title)).toEqual(['Note 0']);
    } finally {
      await unlisten();
    }
  });
});

describe('GET /api/notifications', () => {
  it('pages newest first with a cursor and counts the unread', async () => {
    const who = await signUp(app);
    await seed(who, NOTIFICATIONS_PAGE_SIZE + 5);
    const first = (await inject('GET', '/api/notifications', who)).json();
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]).toMatchObject({
      title: `Note ${NOTIFICATIONS_PAGE_SIZE + 4}`,
      readAt: null,
    });
    expect(first.unreadCount).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await inject('GET', `/api/notifications?cursor=${first.nextCursor}`, who)).json();
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
      'Note 0',
    ]);
    expect(second.nextCursor).toBeNull();
    // Someone else's list is empty; their cursor (or a made-up one) is no cursor of theirs.
    expect((await inject('GET', '/api/notifications', buyer)).json().notifications).not.toContainEqual(
      expect.objectContaining({ title: 'Note 0' }),
    );
    for (const cursor of [first.nextCursor, 'garbage']) {
      const res = await inject('GET', `/api/notifications?cursor=${cursor}`, seller);
      expect([res.statusCode, res.json().error]).toEqual([400, notificationMessages.badCursor]);
    }
  });
});

describe('POST /api/notifications/read', () => {
  it("marks the caller's own, ignores others' ids, and marks all", async () => {
    const [me, other] = [await signUp(app), await signUp(app)];
    await seed(me, 3);
    await seed(other, 1);
    const mine = (await inject('GET', '/api/notifications', me)).json().notifications as { id: string }[];
    const [theirs] = (await inject('GET', '/api/notifications', other)).json().notifications as {
      id: string;
    }[];

    const res = await inject('POST', '/api/notifications/read', me, { ids: [mine[0]!.id, theirs!.id] });
    expect([res.statusCode, res.json()]).toEqual([200, { unreadCount: 2 }]);
    const [otherRow] = await app.ctx.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(otherRow!.readAt).toBeNull();
    const list = (await inject('GET', '/api/notifications', me)).json();
    expect(list.unreadCount).toBe(2);
    expect(list.notifications[0].readAt).toEqual(expect.any(String));

    expect((await inject('POST', '/api/notifications/read', me, { all: true })).json()).toEqual({
      unreadCount: 0,
    });
    expect((await inject('GET', '/api/notifications', other)).json().unreadCount).toBe(1);

    for (const body of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { all: false },
      { ids: Array(101).fill(mine[0]!.id) },
    ]) {
      const bad = await inject('POST', '/api/notifications/read', me, body);
      expect(bad.statusCode).toBe(400);
    }
    expect((await inject('POST', '/api/notifications/read', me, {})).json().error).toBe(
      notificationMessages.markReadBody,
    );
  });
});

describe('notification preferences', () => {
  it('starts from the defaults and changes only the types given', async () => {
    const who = await signUp(app);
    const start = await inject('GET', '/api/notification-preferences', who);
    expect(start.json()).toEqual({ email: NOTIFICATION_EMAIL_DEFAULTS });
    expect(start.json().email).toMatchObject({
      offer_received: true,
      sale_made: true,
      listing_comment: false,
    });

    const put = await inject('PUT', '/api/notification-preferences', who, {
      email: { offer_received: false, listing_comment: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().email).toEqual({
      ...NOTIFICATION_EMAIL_DEFAULTS,
      offer_received: false,
      listing_comment: true,
    });
    await inject('PUT', '/api/notification-preferences', who, { email: { listing_comment: false } });
    expect((await inject('GET', '/api/notification-preferences', who)).json().email).toEqual({
      ...NOTIFICATION_EMAIL_DEFAULTS,
      offer_received: false,
    });
    // Someone else's are untouched.
    expect((await inject('GET', '/api/notification-preferences', buyer)).json().email).toEqual(
      NOTIFICATION_EMAIL_DEFAULTS,
    );
  });

  it('refuses an unknown type or a non-boolean with 400 and changes nothing', async () => {
    const who = await signUp(app);
    const unknown = await inject('PUT', '/api/notification-preferences', who, {
      email: { offer_received: false, carrier_pigeon: true },
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, notificationMessages.unknownType]);
    const notBool = await inject('PUT', '/api/notification-preferences', who, {
      email: { offer_received: 'no' },
    });
    expect([notBool.statusCode, notBool.json().error]).toEqual([400, notificationMessages.emailNotBoolean]);
    expect((await inject('PUT', '/api/notification-preferences', who, {})).statusCode).toBe(400);
    expect((await inject('GET', '/api/notification-preferences', who)).json().email).toEqual(
      NOTIFICATION_EMAIL_DEFAULTS,
    );
  });
});

describe('visitors', () => {
  it('get 401 from every notifications endpoint', async () => {
    const calls = [
      inject('GET', '/api/notifications'),
      inject('POST', '/api/notifications/read', undefined, { all: true }),
      inject('GET', '/api/notifications/events'),
      inject('GET', '/api/notification-preferences'),
      inject('PUT', '/api/notification-preferences', undefined, { email: {} }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });
});
