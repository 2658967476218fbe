import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { conversationsAbout, makeOrder, messagesCaller, messagesOf, pair } from './messages.test-helpers.js';

/**
 * "Opens or continues" under concurrency: requests that race to open the same conversation (two tabs,
 * a double click) end in one conversation holding every message. On PostgreSQL the requests run at
 * once on separate connections, so the unique index and its ON CONFLICT are what keeps it one; on
 * PGlite they queue, and the test still holds.
 */
let app: TestApp;
let call: ReturnType<typeof messagesCaller>;

beforeAll(async () => {
  app = await createTestApp();
  call = messagesCaller(app);
});
afterAll(async () => {
  await app.dispose();
});

const TABS = 8;

describe(`concurrent POST /api/conversations (${testDatabaseKind})`, () => {
  it('makes one conversation about a listing however many requests race', async () => {
    const { buyer, listing } = await pair(app);
    const replies = await Promise.all(
      Array.from({ length: TABS }, (_, i) =>
        call('POST', '/api/conversations', buyer, { listingId: listing.id, body: `Tab ${i}` }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(TABS).fill(201));
    const ids = new Set(replies.map((r) => (r.json() as { conversation: { id: string } }).conversation.id));
    expect(ids.size).toBe(1);
    const rows = await conversationsAbout(app, listing.id);
    expect(rows).toHaveLength(1);
    expect(await messagesOf(app, rows[0]!.id)).toHaveLength(TABS);
  });

  it('makes one conversation about an order when its buyer and seller open it at once', async () => {
    const { seller, buyer, listing } = await pair(app);
    const order = await makeOrder(app, buyer.user.id, seller.user.id, listing.id);
    const replies = await Promise.all(
      Array.from({ length: TABS }, (_, i) =>
        call('POST', '/api/conversations', i % 2 ? seller : buyer, { orderId: order.id, body: `Tab ${i}` }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(TABS).fill(201));
    const rows = await app.ctx.db.select().from(conversations).where(eq(conversations.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(await messagesOf(app, rows[0]!.id)).toHaveLength(TABS);
  });
});
