import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { makeListing } from '../../test/market.fixtures.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { EMAIL_GROUP_DELAY_SECONDS } from './email-outbox.queries.js';
import { deliverDue, inMinutes, outboxOf, tell } from './email.test-helpers.js';
import { notify, notifyMany } from './notifications.service.js';

/**
 * Notification e-mails: queued with the event when the person wants the type, rendered and sent by the
 * delivery job (run here by hand with a test clock), one per burst of a group.
 */
let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer] = [await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});
// Each test counts what it sends: what an earlier test left due goes out before it starts.
beforeEach(async () => {
  await deliverDue(app);
});

const makeOffer = async (listingId: string, offerCents: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: { cookie: buyer.cookie },
    payload: { listingId, buyerId: buyer.user.id, offerCents },
  });
  expect(res.statusCode).toBe(201);
};

describe('notification e-mails', () => {
  it("queues an offer's e-mail with the offer and sends it once, with HTML, text and unsubscribe headers", async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Wool coat', priceCents: 9000 });
    await makeOffer(listing.id, 7000);
    const [queued] = await outboxOf(app, seller.user.id);
    expect(queued).toMatchObject({ notificationType: 'offer_received', to: seller.email, sentAt: null });

    const before = app.inbox.length;
    expect(await deliverDue(app)).toBe(1);
    expect(await deliverDue(app)).toBe(0);
    const mails = app.inbox.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(seller.email);
    expect(mail.subject).toBe(`${buyer.user.display} offered $70.00 for Wool coat`);
    expect(mail.text).toContain(`${app.ctx.config.origin}/offers`);
    // The footer reads as sentences: why this e-mail came, and how to stop it.
    expect(mail.text).toContain(
      'We sent you this e-mail because e-mails for “Someone makes an offer on your listing” are on in your settings.',
    );
    expect(mail.text).toMatch(/You can unsubscribe from these e-mails.* or choose which e-mails you get/s);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Review the offer');
    expect(mail.messageId).toBe(`<${queued!.id}@${new URL(app.ctx.config.origin).hostname}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [sent] = await outboxOf(app, seller.user.id);
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.html).toBe(mail.html);
  });

  it('follows the preferences: social types are off by default, and a type turned off is not queued', async () => {
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, type: 'listing_comment' });
    expect(await outboxOf(app, person.user.id)).toHaveLength(0);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
      payload: { email: { listing_comment: true, offer_received: false } },
    });
    expect(put.statusCode).toBe(200);
    await tell(app, { userId: person.user.id, type: 'listing_comment' });
    await tell(app, { userId: person.user.id, type: 'offer_received' });
    expect((await outboxOf(app, person.user.id)).map((r) => r.notificationType)).toEqual(['listing_comment']);
  });

  it('tells a batch in one go: a notification each, an e-mail for those who want the type', async () => {
    const people = [await signUp(app), await signUp(app), await signUp(app)];
    await app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: people[1]!.cookie },
      payload: { email: { liked_sold: true } },
    });
    const told = await app.ctx.db.transaction((tx) =>
      notifyMany(
        tx as Db,
        people.map((p) => ({
          userId: p.user.id,
          type: 'liked_sold' as const,
          title: 'It sold',
          body: '',
          url: '/likes',
        })),
      ),
    );
    expect(told.map((n) => n.type)).toEqual(['liked_sold', 'liked_sold', 'liked_sold']);
    // liked_sold is off by default: only the person who turned it on gets the e-mail.
    expect(await outboxOf(app, people[0]!.user.id)).toHaveLength(0);
    expect(await outboxOf(app, people[1]!.user.id)).toHaveLength(1);
    expect(await outboxOf(app, people[2]!.user.id)).toHaveLength(0);
  });

  it('queues nothing for an event that rolled back', async () => {
    const person = await signUp(app);
    await app.ctx.db
      .transaction(async (tx) => {
        await notify(tx as Db, {
          userId: person.user.id,
          type: 'sale_made',
          title: 'Sold',
          body: '',
          url: '/orders',
        });
        throw new Error('the sale failed');
      })
      .catch(() => undefined);
    expect(await outboxOf(app, person.user.id)).toHaveLength(0);
  });

  it('folds a burst of one group into one e-mail, sent after the group waits', async () => {
    const person = await signUp(app);
    for (const body of ['Is it still there?', 'Also, what size?', 'Thanks!']) {
      await tell(app, {
        userId: person.user.id,
        type: 'new_message',
        title: 'New message from Ana',
        body,
        url: '/messages/x',
        emailGroup: 'conversation:x',
      });
    }
    const rows = await outboxOf(app, person.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ groupCount: 3, payload: { body: 'Thanks!' } });

    const before = app.inbox.length;
    expect(await deliverDue(app)).toBe(0);
    expect(await deliverDue(app, { clock: inMinutes(EMAIL_GROUP_DELAY_SECONDS / 60 + 1) })).toBe(1);
    expect(app.inbox.slice(before).map((m) => m.subject)).toEqual(['New message from Ana (and 2 more)']);

    // Once sent, the next message starts a new e-mail.
    await tell(app, {
      userId: person.user.id,
      type: 'new_message',
      title: 'New message from Ana',
      body: 'Hello?',
      url: '/messages/x',
      emailGroup: 'conversation:x',
    });
    expect((await outboxOf(app, person.user.id)).filter((r) => r.sentAt === null)).toHaveLength(1);
  });

  it("keeps each person's burst apart, and drops a burst's e-mail once its conversation is read", async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Linen shirt', priceCents: 3000 });
    const opened = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: buyer.cookie },
      payload: { listingId: listing.id, body: 'Is this still available?' },
    });
    expect(opened.statusCode).toBe(201);
    const id = (opened.json() as { conversation: { id: string } }).conversation.id;
    const reply = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: seller.cookie },
      payload: { body: 'Yes it is!' },
    });
    expect(reply.statusCode).toBe(201);
    const unsent = async (userId: string) =>
      (await outboxOf(app, userId)).filter(
        (r) => r.notificationType === 'new_message' && !r.sentAt && !r.failedAt,
      );
    // One burst each: the buyer's reply did not join the seller's e-mail.
    expect((await unsent(seller.user.id)).map((r) => r.payload?.body)).toEqual(['Is this still available?']);
    expect((await unsent(buyer.user.id)).map((r) => r.payload?.body)).toEqual(['Yes it is!']);

    const unread = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json()
        .unreadCount as number;
    const before = await unread(seller.cookie);
    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: { cookie: seller.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(await unread(seller.cookie)).toBe(before - 1);
    expect(await unsent(seller.user.id)).toHaveLength(0);
    expect(await unsent(buyer.user.id)).toHaveLength(1);
    const sentBefore = app.inbox.length;
    await deliverDue(app, { clock: inMinutes(EMAIL_GROUP_DELAY_SECONDS / 60 + 1) });
    const toThem = app.inbox.slice(sentBefore).filter((m) => m.to === buyer.email || m.to === seller.email);
    expect(toThem.map((m) => m.to)).toEqual([buyer.email]);
  });
});
