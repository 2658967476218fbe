import { eq } from 'drizzle-orm';
import type { Conversation, Message } from '#shared/messages.js';
import { conversations, messages, orders } from '../../db/schema.js';
import { makeListing, signUp, type Person } from '../../test/market.fixtures.js';
import type { TestApp } from '../../test/test-app.js';

/** Test support (not a test file): the messages tests' calls and rows. */

export type Method = 'GET' | 'POST' | 'DELETE';

export function messagesCaller(app: TestApp) {
  return (method: Method, url: string, who?: Person, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A seller with a listing for sale and a buyer: a fresh pair, so each test has its own rate budget. */
export async function pair(app: TestApp, title = 'Wool coat') {
  const [seller, buyer] = [await signUp(app), await signUp(app)];
  const listing = await makeListing(app, seller.user.id, { title });
  return { seller, buyer, listing };
}

/** The buyer opens the conversation about the listing; answers the reply. */
export async function open(
  app: TestApp,
  who: Person,
  about: { listingId: string } | { orderId: string },
  body = 'Hi!',
) {
  const res = await messagesCaller(app)('POST', '/api/conversations', who, { ...about, body });
  if (res.statusCode !== 201) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  return res.json() as { conversation: Conversation; message: Message };
}

/** A paid order, inserted directly (checkout is another feature's). */
export async function makeOrder(app: TestApp, buyerId: string, sellerId: string, listingId: string) {
  const [row] = await app.ctx.db
    .insert(orders)
    .values({
      buyerId,
      sellerId,
      listingId,
      priceCents: 4000,
      feeCents: 320,
      processingFeeCents: 30,
      status: 'paid',
    })
    .returning();
  return row!;
}

export const messagesOf = (app: TestApp, conversationId: string) =>
  app.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));

export const conversationsAbout = (app: TestApp, listingId: string) =>
  app.ctx.db.select().from(conversations).where(eq(conversations.listingId, listingId));
