import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { openEventStream, startSecondInstance } from '../../test/event-stream-reader.js';
import { makeListing } from '../../test/market.fixtures.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { notify } from './notifications.service.js';

/**
 * Real HTTP, real streams: the app listens on a free port; the seller reads their notification stream
 * while the buyer makes an offer through the API.
 */
let app: TestApp;
let base: string;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer] = [await signUp(app), await signUp(app)];
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.dispose();
});

/** Opens the person's notification stream and collects its `data:` frames as they arrive. */
const openStream = (cookie: string) =>
  openEventStream<NotificationEvent>(
    `${base}/api/notifications/events`,
    (block) => {
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return data ? (JSON.parse(data) as NotificationEvent) : undefined;
    },
    { headers: { cookie }, waitMs: 2000 },
  );

/** The buyer makes an offer through the API over real HTTP. */
const buyerOffers = (listingId: string, offerCents: number) =>
  fetch(`${base}/api/offers`, {
    method: 'POST',
    // A browser names its page's origin on every state-changing request; the app refuses one without.
    headers: { cookie: buyer.cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ listingId, buyerId: buyer.user.id, offerCents }),
  });

describe('GET /api/notifications/events', () => {
  it("pushes the seller's new notification and unread count when a buyer makes an offer", async () => {
    const stream = await openStream(seller.cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    await stream.waitFor((f) => f.unreadCount === 0 && !f.notification);
    // The buyer's own stream hears nothing of the seller's notification.
    const buyerStream = await openStream(buyer.cookie);
    await buyerStream.waitFor((f) => f.unreadCount === 0);

    const listing = await makeListing(app, seller.user.id, { title: "Levi's 501", priceCents: 4000 });
    expect((await buyerOffers(listing.id, 3000)).status).toBe(201);
    const heard = await stream.waitFor((f) => f.notification !== undefined);
    expect(heard).toMatchObject({
      unreadCount: 1,
      notification: {
        type: 'offer_received',
        title: `${buyer.user.display} offered $30.00 for Levi's 501`,
        // The link opens the step on the seller's Received tab.
        url: expect.stringMatching(/^\/offers\?tab=received&offer=[0-9a-f-]{36}&status=pending$/),
        readAt: null,
      },
    });

    // Marking it read (say, in another tab) sends the new count to every open stream of the seller.
    const read = await fetch(`${base}/api/notifications/read`, {
      method: 'POST',
      headers: { cookie: seller.cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(read.status).toBe(200);
    await stream.waitFor(
      (f) => stream.frames.indexOf(f) > stream.frames.indexOf(heard) && f.unreadCount === 0,
    );
    expect(buyerStream.frames).toEqual([{ unreadCount: 0 }]);
    await buyerStream.close();
    await stream.close();
  });

  it('sends nothing for an event that rolled back', async () => {
    const stream = await openStream(seller.cookie);
    await stream.waitFor(() => true);
    const note = (title: string) => ({
      userId: seller.user.id,
      type: 'offer_received' as const,
      title,
      body: '',
      url: '/offers',
    });
    await app.ctx.db
      .transaction(async (tx) => {
        await notify(tx as Db, note('Rolled back'));
        throw new Error('failed');
      })
      .catch(() => undefined);
    await app.ctx.db.transaction((tx) => notify(tx as Db, note('Committed')));
    await stream.waitFor((f) => f.notification?.title === 'Committed');
    expect(stream.frames.filter((f) => f.notification).map((f) => f.notification!.title)).toEqual([
      'Committed',
    ]);
    await stream.close();
  });

  it('reaches a stream held by another app instance on the same database', async () => {
    const { other, base: otherBase } = await startSecondInstance(app);
    const savedBase = base;
    try {
      base = otherBase;
      const there = await openStream(seller.cookie);
      base = savedBase;
      await there.waitFor(() => true);
      const listing = await makeListing(app, seller.user.id, { title: 'Corduroy jacket', priceCents: 6000 });
      expect((await buyerOffers(listing.id, 5000)).status).toBe(201);
      const heard = await there.waitFor((f) => f.notification?.title.endsWith('Corduroy jacket') === true);
      expect(heard.notification!.type).toBe('offer_received');
      await there.close();
    } finally {
      base = savedBase;
      await other.close();
    }
  });

  it('answers a visitor 401', async () => {
    expect((await fetch(`${base}/api/notifications/events`)).status).toBe(401);
  });

  it('ends open streams when the app closes', async () => {
    const stream = await openStream(seller.cookie);
    await stream.waitFor(() => true);
    const closing = app.close();
    // The stream ends as closing starts, not when idle keep-alive sockets time out afterwards.
    await Promise.race([stream.pump, new Promise((r) => setTimeout(r, 1000))]);
    expect(stream.isEnded()).toBe(true);
    await closing;
  });
});
