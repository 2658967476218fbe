import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageEvent } from '#shared/messages.js';
import { conversations } from '../../db/schema.js';
import { openEventStream, startSecondInstance } from '../../test/event-stream-reader.js';
import { makeListing } from '../../test/market.fixtures.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

/**
 * Real HTTP, real streams: the app listens on a free port; the seller reads their message stream while
 * the buyer writes through the API.
 */
let app: TestApp;
let base: string;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.dispose();
});

const openStream = (cookie: string, at = base) =>
  openEventStream<MessageEvent>(
    `${at}/api/conversations/events`,
    (block) => {
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return data ? (JSON.parse(data) as MessageEvent) : undefined;
    },
    { headers: { cookie }, waitMs: 2000 },
  );

/** A state-changing call over real HTTP, as a same-origin page makes it. */
const post = (who: { cookie: string }, path: string, body?: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      cookie: who.cookie,
      origin: base,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('GET /api/conversations/events', () => {
  it("pushes a new message to both people's streams, and the reader's new total when read", async () => {
    const sellerStream = await openStream(seller.cookie);
    expect(sellerStream.res.status).toBe(200);
    expect(sellerStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await sellerStream.waitFor((f) => f.unreadCount === 0 && !f.message);
    const buyerStream = await openStream(buyer.cookie);
    const strangerStream = await openStream(stranger.cookie);
    await buyerStream.waitFor(() => true);
    await strangerStream.waitFor(() => true);

    const listing = await makeListing(app, seller.user.id, { title: 'Denim jacket' });
    const opened = await post(buyer, '/api/conversations', {
      listingId: listing.id,
      body: 'Still for sale?',
    });
    expect(opened.status).toBe(201);
    const { conversation } = (await opened.json()) as { conversation: { id: string } };

    const heard = await sellerStream.waitFor((f) => f.message !== undefined);
    expect(heard).toMatchObject({
      unreadCount: 1,
      message: { conversationId: conversation.id, senderId: buyer.user.id, body: 'Still for sale?' },
    });
    // The sender's other tabs show it too, with their own (unchanged) total.
    expect(await buyerStream.waitFor((f) => f.message !== undefined)).toMatchObject({
      unreadCount: 0,
      message: { body: 'Still for sale?' },
    });

    expect((await post(seller, `/api/conversations/${conversation.id}/read`)).status).toBe(200);
    await sellerStream.waitFor(
      (f) => sellerStream.frames.indexOf(f) > sellerStream.frames.indexOf(heard) && f.unreadCount === 0,
    );
    expect(strangerStream.frames).toEqual([{ unreadCount: 0 }]);
    await Promise.all([sellerStream.close(), buyerStream.close(), strangerStream.close()]);
  });

  it('reaches a stream held by another app instance on the same database', async () => {
    const { other, base: otherBase } = await startSecondInstance(app);
    try {
      const there = await openStream(seller.cookie, otherBase);
      await there.waitFor(() => true);
      const listing = await makeListing(app, seller.user.id, { title: 'Corduroy jacket' });
      const opened = await post(buyer, '/api/conversations', {
        listingId: listing.id,
        body: 'Across instances',
      });
      expect(opened.status).toBe(201);
      const heard = await there.waitFor((f) => f.message?.body === 'Across instances');
      expect(heard.message!.senderId).toBe(buyer.user.id);
      await there.close();
    } finally {
      await other.close();
    }
  });

  it('tells nobody about a message whose transaction rolled back', async () => {
    const stream = await openStream(seller.cookie);
    await stream.waitFor(() => true);
    const listing = await makeListing(app, seller.user.id, { title: 'Wool scarf' });
    // The notification's insert fails, so the message's transaction rolls back with it.
    await app.ctx.db.execute(sql`alter table notifications rename to notifications_gone`);
    try {
      const failed = await post(buyer, '/api/conversations', { listingId: listing.id, body: 'Rolled back' });
      expect(failed.status).toBe(500);
    } finally {
      await app.ctx.db.execute(sql`alter table notifications_gone rename to notifications`);
    }
    expect(
      await app.ctx.db.select().from(conversations).where(eq(conversations.listingId, listing.id)),
    ).toEqual([]);
    const opened = await post(buyer, '/api/conversations', { listingId: listing.id, body: 'Committed' });
    expect(opened.status).toBe(201);
    await stream.waitFor((f) => f.message?.body === 'Committed');
    expect(stream.frames.filter((f) => f.message).map((f) => f.message!.body)).toEqual(['Committed']);
    await stream.close();
  });

  it('answers a visitor 401', async () => {
    expect((await fetch(`${base}/api/conversations/events`)).status).toBe(401);
  });

  it('ends open streams when the app closes', async () => {
    const stream = await openStream(seller.cookie);
    await stream.waitFor(() => true);
    const closing = app.close();
    await Promise.race([stream.pump, new Promise((r) => setTimeout(r, 1000))]);
    expect(stream.isEnded()).toBe(true);
    await closing;
  });
});
