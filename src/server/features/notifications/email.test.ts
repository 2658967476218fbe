import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { createMailer, type MailTransport } from '../../lib/mailer.js';
import { makeListing } from '../../test/market.fixtures.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { EMAIL_RETRY_SECONDS, emailDeliveryJobDefinition } from './email-delivery.js';
import { EMAIL_GROUP_DELAY_SECONDS } from './email-outbox.js';
import { notify, notifyMany, type NewNotification } from './notifications.service.js';

/**
 * Notification e-mails end to end: queued with the event, rendered and sent by the delivery job (run
 * here step by step with a test clock), unsubscribed by their link without signing in.
 */
let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
const quiet = { info: () => {}, error: () => {} };

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer] = [await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});
// Each test counts what it sends: what an earlier test left due goes out before it starts.
beforeEach(async () => {
  await deliverDue();
});

const inMinutes = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

/** Runs the delivery job as a worker would until nothing is due at `clock`; answers how many it sent. */
async function deliverDue(
  options: { clock?: () => Date; workerId?: string; transport?: MailTransport; staleSeconds?: number } = {},
) {
  const ctx = options.transport
    ? {
        ...app.ctx,
        mailer: createMailer({ smtpUrl: undefined, from: 'test@rethread.test' }, app.log, options.transport),
      }
    : app.ctx;
  const job = emailDeliveryJobDefinition(ctx, quiet, {
    clock: options.clock,
    staleSeconds: options.staleSeconds,
  });
  const workerId = options.workerId ?? 'worker-a';
  let runs = 0;
  for (let claimed = await job.claim(workerId); claimed; claimed = await job.claim(workerId)) {
    await job.run(claimed, { workerId, signal: new AbortController().signal });
    runs++;
  }
  return runs;
}

const outboxOf = (userId: string) =>
  app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId)).orderBy(emailOutbox.createdAt);

const tell = (note: Partial<NewNotification> & { userId: string }) =>
  app.ctx.db.transaction((tx) =>
    notify(tx as Db, { type: 'offer_received', title: 'Hello', body: '', url: '/offers', ...note }),
  );

const makeOffer = async (listingId: string, offerCents: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: { cookie: buyer.cookie },
    payload: { listingId, buyerId: buyer.user.id, offerCents },
  });
  expect(res.statusCode).toBe(201);
};

/** The one-click URL of a delivered e-mail's List-Unsubscribe header, as a path of the app. */
const oneClickPath = (headers: Record<string, string> | undefined) => {
  const url = /^<(.+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(url).toBeDefined();
  const { pathname, search } = new URL(url!);
  return pathname + search;
};

describe('notification e-mails', () => {
  it("queues an offer's e-mail with the offer and sends it once, with HTML, text and unsubscribe headers", async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Wool coat', priceCents: 9000 });
    await makeOffer(listing.id, 7000);
    const [queued] = await outboxOf(seller.user.id);
    expect(queued).toMatchObject({ notificationType: 'offer_received', to: seller.email, sentAt: null });

    const before = app.inbox.length;
    expect(await deliverDue()).toBe(1);
    expect(await deliverDue()).toBe(0);
    const mails = app.inbox.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(seller.email);
    expect(mail.subject).toBe(`${buyer.user.display} offered $70.00 for Wool coat`);
    expect(mail.text).toContain(`${app.ctx.config.origin}/offers`);
    expect(mail.text).toContain('Unsubscribe from these e-mails');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Review the offer');
    expect(mail.messageId).toBe(`<${queued!.id}@${new URL(app.ctx.config.origin).hostname}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [sent] = await outboxOf(seller.user.id);
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.html).toBe(mail.html);
  });

  it('follows the preferences: social types are off by default, and a type turned off is not queued', async () => {
    const person = await signUp(app);
    await tell({ userId: person.user.id, type: 'listing_comment' });
    expect(await outboxOf(person.user.id)).toHaveLength(0);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
      payload: { email: { listing_comment: true, offer_received: false } },
    });
    expect(put.statusCode).toBe(200);
    await tell({ userId: person.user.id, type: 'listing_comment' });
    await tell({ userId: person.user.id, type: 'offer_received' });
    expect((await outboxOf(person.user.id)).map((r) => r.notificationType)).toEqual(['listing_comment']);
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
    expect(await outboxOf(people[0]!.user.id)).toHaveLength(0);
    expect(await outboxOf(people[1]!.user.id)).toHaveLength(1);
    expect(await outboxOf(people[2]!.user.id)).toHaveLength(0);
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
    expect(await outboxOf(person.user.id)).toHaveLength(0);
  });

  it('folds a burst of one group into one e-mail, sent after the group waits', async () => {
    const person = await signUp(app);
    for (const body of ['Is it still there?', 'Also, what size?', 'Thanks!']) {
      await tell({
        userId: person.user.id,
        type: 'new_message',
        title: 'New message from Ana',
        body,
        url: '/messages/x',
        emailGroup: 'conversation:x',
      });
    }
    const rows = await outboxOf(person.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ groupCount: 3, payload: { body: 'Thanks!' } });

    const before = app.inbox.length;
    expect(await deliverDue()).toBe(0);
    expect(await deliverDue({ clock: inMinutes(EMAIL_GROUP_DELAY_SECONDS / 60 + 1) })).toBe(1);
    expect(app.inbox.slice(before).map((m) => m.subject)).toEqual(['New message from Ana (and 2 more)']);

    // Once sent, the next message starts a new e-mail.
    await tell({
      userId: person.user.id,
      type: 'new_message',
      title: 'New message from Ana',
      body: 'Hello?',
      url: '/messages/x',
      emailGroup: 'conversation:x',
    });
    expect((await outboxOf(person.user.id)).filter((r) => r.sentAt === null)).toHaveLength(1);
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
      (await outboxOf(userId)).filter(
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
    await deliverDue({ clock: inMinutes(EMAIL_GROUP_DELAY_SECONDS / 60 + 1) });
    const toThem = app.inbox.slice(sentBefore).filter((m) => m.to === buyer.email || m.to === seller.email);
    expect(toThem.map((m) => m.to)).toEqual([buyer.email]);
  });

  it('retries a failed attempt later, and gives up after the last retry', async () => {
    // What earlier tests left due within the hour is sent first, so only this row fails below.
    await deliverDue({ clock: inMinutes(60) });
    const person = await signUp(app);
    await tell({ userId: person.user.id, title: 'Try me' });
    const failing: MailTransport = async () => {
      throw new Error('SMTP 451 try again later');
    };
    expect(await deliverDue({ transport: failing })).toBe(1);
    let [row] = await outboxOf(person.user.id);
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      lastError: 'Error: SMTP 451 try again later',
    });
    // Not due again until the first back-off has passed.
    expect(await deliverDue({ transport: failing })).toBe(0);
    // Each retry falls due after its back-off, and only then.
    for (const wait of EMAIL_RETRY_SECONDS) {
      expect(await deliverDue({ transport: failing, clock: inMinutes(wait / 60 + 0.5) })).toBe(1);
    }
    [row] = await outboxOf(person.user.id);
    expect(row!.attempts).toBe(EMAIL_RETRY_SECONDS.length + 1);
    expect(row!.failedAt).not.toBeNull();
    expect(await deliverDue({ clock: inMinutes(7 * 24 * 60) })).toBe(0);
  });

  it('takes up a row whose worker died mid-send, and the dead worker cannot mark it afterwards', async () => {
    const person = await signUp(app);
    await tell({ userId: person.user.id, title: 'Crash test' });
    const job = emailDeliveryJobDefinition(app.ctx, quiet, { staleSeconds: 3600 });
    const held = await job.claim('worker-dead');
    expect(held?.userId).toBe(person.user.id);
    // Held and alive: nobody else takes it.
    expect(await deliverDue({ workerId: 'worker-b' })).toBe(0);
    // Its heartbeat goes stale (the process died): another worker sends it, once.
    await app.ctx.db
      .update(emailOutbox)
      .set({ heartbeatAt: new Date(Date.now() - 7200_000) })
      .where(eq(emailOutbox.id, held!.id));
    const before = app.inbox.length;
    expect(await deliverDue({ workerId: 'worker-b' })).toBe(1);
    expect(app.inbox.slice(before).map((m) => m.subject)).toEqual(['Crash test']);
    expect(await job.heartbeat(held!, 'worker-dead')).toBe(false);
    await job.run(held!, { workerId: 'worker-dead', signal: new AbortController().signal });
    const [row] = await outboxOf(person.user.id);
    expect(row!.attempts).toBe(1);
  });

  it('lets two workers claiming at once take one row each, never the same', async () => {
    const person = await signUp(app);
    await tell({ userId: person.user.id, title: 'One' });
    await tell({ userId: person.user.id, title: 'Two' });
    const job = emailDeliveryJobDefinition(app.ctx, quiet);
    const claimed = await Promise.all([job.claim('w1'), job.claim('w2'), job.claim('w3')]);
    const ids = claimed.filter((c) => c?.userId === person.user.id).map((c) => c!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2);
    for (const [i, c] of claimed.entries()) if (c) await job.release(c, `w${i + 1}`);
    expect(await deliverDue()).toBe(2);
  });
});

describe('the unsubscribe link', () => {
  it('works signed out: the page reads what it is about, the one-click POST turns that type off, once', async () => {
    const person = await signUp(app);
    await tell({ userId: person.user.id, type: 'offer_accepted', title: 'Accepted' });
    const before = app.inbox.length;
    await deliverDue();
    const mail = app.inbox.slice(before).find((m) => m.to === person.email)!;
    const path = oneClickPath(mail.headers);
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    expect(mail.text).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);

    const info = await app.inject({ method: 'GET', url: path });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      type: 'offer_accepted',
      label: 'Your offer is accepted',
      subscribed: true,
    });

    // As a mail provider sends it (RFC 8058): a form from another origin, no cookie.
    const post = () =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post()).json()).toMatchObject({ type: 'offer_accepted', subscribed: false });
    expect((await post()).statusCode).toBe(200);

    const prefs = await app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
    });
    expect(prefs.json().email).toMatchObject({ offer_accepted: false, offer_received: true });
    await tell({ userId: person.user.id, type: 'offer_accepted', title: 'Accepted again' });
    expect((await outboxOf(person.user.id)).filter((r) => r.sentAt === null)).toHaveLength(0);
  });

  it('does not send an e-mail queued before the person unsubscribed', async () => {
    const person = await signUp(app);
    await tell({ userId: person.user.id, type: 'order_shipped', title: 'Shipped' });
    await app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
      payload: { email: { order_shipped: false } },
    });
    const before = app.inbox.length;
    await deliverDue();
    expect(app.inbox.slice(before).filter((m) => m.to === person.email)).toHaveLength(0);
    const [row] = await outboxOf(person.user.id);
    expect(row).toMatchObject({ sentAt: null, lastError: 'unsubscribed before sending' });
    expect(row!.failedAt).not.toBeNull();
  });

  it('refuses a forged, altered or malformed token with 404 and changes nothing', async () => {
    const person = await signUp(app);
    await tell({ userId: person.user.id, type: 'purchase_paid', title: 'Paid' });
    const before = app.inbox.length;
    await deliverDue();
    const token = new URL(oneClickPath(app.inbox.slice(before)[0]!.headers), 'http://x').searchParams.get(
      'token',
    )!;
    const [userId, , signature] = token.split('.');
    const bad = [
      `${userId}.offer_received.${signature}`,
      `${buyer.user.id}.purchase_paid.${signature}`,
      `${token}x`,
      'nonsense',
      `${userId}.purchase_paid.${signature}.extra`,
      'a'.repeat(300),
    ];
    for (const t of bad) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(t)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
    });
    expect(prefs.json().email.purchase_paid).toBe(true);
  });
});
