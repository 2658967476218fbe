import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  messageMessages,
  type Conversation,
  type ConversationList,
  type MessageList,
} from '#shared/messages.js';
import { conversations, messages, reports } from '../../db/schema.js';
import { makeListing, signUp } from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { messagesCaller, messagesOf, open, pair } from './messages.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof messagesCaller>;

beforeAll(async () => {
  // Many people sign up from one test address; sign-up limits are not what these tests are about.
  app = await createTestApp({ limits: { authPerIpPer15Min: 1000, authPerEmailPer15Min: 10 } });
  call = messagesCaller(app);
});
afterAll(async () => {
  await app.dispose();
});

const list = async (who: Parameters<typeof call>[2], query = '') =>
  (await call('GET', `/api/conversations${query}`, who)).json() as ConversationList;

describe('unread counts and reading', () => {
  it("counts the other person's messages until read; your own never count", async () => {
    const { seller, buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id }, 'One');
    await open(app, buyer, { listingId: listing.id }, 'Two');
    const sellerView = await list(seller);
    expect(sellerView.unreadCount).toBe(2);
    expect(sellerView.conversations).toMatchObject([
      { id: conversation.id, role: 'seller', unreadCount: 2, lastMessage: { body: 'Two' } },
    ]);
    expect((await list(buyer)).unreadCount).toBe(0);

    const read = await call('POST', `/api/conversations/${conversation.id}/read`, seller);
    expect([read.statusCode, read.json()]).toEqual([200, { unreadCount: 0 }]);
    expect((await list(seller)).conversations[0]!.unreadCount).toBe(0);

    const reply = await call('POST', `/api/conversations/${conversation.id}/messages`, seller, {
      body: 'Yes',
    });
    expect(reply.statusCode).toBe(201);
    expect((await list(buyer)).unreadCount).toBe(1);
    expect((await list(seller)).unreadCount).toBe(0);
  });
});

describe('paging', () => {
  it('pages messages newest first with a cursor; a bad cursor is 400', async () => {
    const { buyer, seller, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id }, 'm0');
    // Directly, one second apart: the API's rate limit would stop a real person sooner.
    await app.ctx.db.insert(messages).values(
      Array.from({ length: MESSAGES_PAGE_SIZE + 4 }, (_, i) => ({
        conversationId: conversation.id,
        senderId: i % 2 ? buyer.user.id : seller.user.id,
        body: `m${i + 1}`,
        createdAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    );
    const url = `/api/conversations/${conversation.id}/messages`;
    const first = (await call('GET', url, buyer)).json() as MessageList;
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages[0]!.body).toBe(`m${MESSAGES_PAGE_SIZE + 4}`);
    expect(first.conversation.id).toBe(conversation.id);
    const second = (await call('GET', `${url}?cursor=${first.nextCursor}`, buyer)).json() as MessageList;
    expect(second.messages.map((m) => m.body)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(second.nextCursor).toBeNull();

    const other = await open(app, (await pair(app)).buyer, { listingId: listing.id });
    for (const cursor of ['nope', '00000000-0000-4000-8000-000000000000', other.message.id]) {
      const res = await call('GET', `${url}?cursor=${encodeURIComponent(cursor)}`, buyer);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: messageMessages.badCursor, code: 'BAD_CURSOR' },
      ]);
    }
  });

  it('pages conversations by newest activity, filters by person, and refuses a bad cursor', async () => {
    const seller = await signUp(app);
    const buyers = [];
    for (let i = 0; i < CONVERSATIONS_PAGE_SIZE + 2; i++) {
      const [buyer, listing] = [
        await signUp(app),
        await makeListing(app, seller.user.id, { title: `Item ${i}` }),
      ];
      const [row] = await app.ctx.db
        .insert(conversations)
        .values({
          listingId: listing.id,
          buyerId: buyer.user.id,
          sellerId: seller.user.id,
          lastMessageAt: new Date(Date.now() + i * 1000),
        })
        .returning();
      await app.ctx.db
        .insert(messages)
        .values({ conversationId: row!.id, senderId: buyer.user.id, body: `Hi ${i}` });
      buyers.push(buyer);
    }
    const first = await list(seller);
    expect(first.conversations).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(first.conversations[0]!.about.title).toBe(`Item ${CONVERSATIONS_PAGE_SIZE + 1}`);
    expect(first.unreadCount).toBe(CONVERSATIONS_PAGE_SIZE + 2);
    const second = await list(seller, `?cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.about.title)).toEqual(['Item 1', 'Item 0']);
    expect(second.nextCursor).toBeNull();

    const withOne = await list(seller, `?withUser=${buyers[3]!.user.id}`);
    expect(withOne.conversations.map((c) => c.otherUser.id)).toEqual([buyers[3]!.user.id]);
    expect((await list(seller, '?withUser=nobody')).conversations).toEqual([]);

    const foreign = (await list(buyers[0]!)).conversations[0]!.id;
    const stranger = await signUp(app);
    for (const cursor of ['nope', foreign]) {
      const res = await call('GET', `/api/conversations?cursor=${cursor}`, stranger);
      expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_CURSOR']);
    }
  });
});

describe('blocking', () => {
  const view = async (who: Parameters<typeof call>[2], id: string) =>
    (await list(who)).conversations.find((c) => c.id === id)!;

  it('stops messages both ways, in every conversation of the pair, until the blocker unblocks', async () => {
    const { seller, buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    const send = (who: typeof buyer) =>
      call('POST', `/api/conversations/${conversation.id}/messages`, who, { body: 'Hello?' });

    const blocked = await call('POST', `/api/conversations/${conversation.id}/block`, buyer);
    expect(blocked.statusCode).toBe(200);
    expect((blocked.json() as { conversation: Conversation }).conversation).toMatchObject({
      blockedByMe: true,
      canReply: false,
    });
    expect((await call('POST', `/api/conversations/${conversation.id}/block`, buyer)).statusCode).toBe(200);
    expect(await view(seller, conversation.id)).toMatchObject({ blockedByMe: false, canReply: false });
    for (const who of [seller, buyer]) {
      const res = await send(who);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { error: messageMessages.blocked, code: 'FORBIDDEN' },
      ]);
    }
    // Another listing of the same seller: a new conversation is refused too.
    const another = await makeListing(app, seller.user.id);
    const opened = await call('POST', '/api/conversations', buyer, { listingId: another.id, body: 'Hi' });
    expect([opened.statusCode, opened.json().error]).toEqual([403, messageMessages.blocked]);
    expect(await messagesOf(app, conversation.id)).toHaveLength(1);

    // The seller's unblock lifts nothing: the block is the buyer's.
    expect((await call('DELETE', `/api/conversations/${conversation.id}/block`, seller)).statusCode).toBe(
      200,
    );
    expect((await send(seller)).statusCode).toBe(403);
    const unblocked = await call('DELETE', `/api/conversations/${conversation.id}/block`, buyer);
    expect(unblocked.json().conversation).toMatchObject({ blockedByMe: false, canReply: true });
    expect((await call('DELETE', `/api/conversations/${conversation.id}/block`, buyer)).statusCode).toBe(200);
    expect((await send(seller)).statusCode).toBe(201);
    expect((await send(buyer)).statusCode).toBe(201);
  });

  it('works the same when the seller blocks the buyer', async () => {
    const { seller, buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    await call('POST', `/api/conversations/${conversation.id}/block`, seller);
    expect(await view(seller, conversation.id)).toMatchObject({ blockedByMe: true, canReply: false });
    expect(await view(buyer, conversation.id)).toMatchObject({ blockedByMe: false, canReply: false });
    const again = await call('POST', '/api/conversations', buyer, { listingId: listing.id, body: 'Please?' });
    expect([again.statusCode, again.json().error]).toEqual([403, messageMessages.blocked]);
    await call('DELETE', `/api/conversations/${conversation.id}/block`, seller);
    expect((await view(buyer, conversation.id)).canReply).toBe(true);
  });
});

describe('reporting', () => {
  it('files one report per person for operators, validates the reason and limits reports', async () => {
    const { buyer, seller, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    const url = `/api/conversations/${conversation.id}/report`;
    const res = await call('POST', url, seller, { reason: 'Asked me to pay outside <Rethread>' });
    expect([res.statusCode, res.json()]).toEqual([201, { reported: true }]);
    const ofConversation = () =>
      app.ctx.db.select().from(reports).where(eq(reports.targetId, conversation.id));
    expect(await ofConversation()).toMatchObject([
      {
        kind: 'conversation',
        reporterId: seller.user.id,
        reason: 'other',
        message: 'Asked me to pay outside <Rethread>',
        status: 'open',
      },
    ]);

    for (const [reason, error] of [
      ['', messageMessages.reasonRequired],
      ['x'.repeat(1001), messageMessages.reasonTooLong],
    ] as const) {
      const bad = await call('POST', url, seller, { reason });
      expect([bad.statusCode, bad.json().error]).toEqual([400, error]);
    }
    expect((await call('POST', url, seller, { reason: 'a\u0000b' })).statusCode).toBe(400);
    for (let i = 1; i < 10; i++)
      expect((await call('POST', url, seller, { reason: `Again ${i}` })).statusCode).toBe(201);
    const limited = await call('POST', url, seller, { reason: 'Once more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^You have sent a lot of reports in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
    // One report per person and conversation: the last words replace the earlier ones.
    expect(await ofConversation()).toMatchObject([{ message: 'Again 9' }]);
  });
});

describe('rate limit', () => {
  it(`answers 429 with the shared message after ${MESSAGES_PER_MINUTE} messages in a minute`, async () => {
    const { buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    const url = `/api/conversations/${conversation.id}/messages`;
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) {
      expect((await call('POST', url, buyer, { body: `Message ${i}` })).statusCode).toBe(201);
    }
    const res = await call('POST', url, buyer, { body: 'One too many' });
    expect([res.statusCode, res.json()]).toEqual([
      429,
      { error: messageMessages.rateLimited.replace('a few minutes', 'a minute'), code: 'RATE_LIMITED' },
    ]);
    const opened = await call('POST', '/api/conversations', buyer, { listingId: listing.id, body: 'Also' });
    expect(opened.statusCode).toBe(429);
    expect(await messagesOf(app, conversation.id)).toHaveLength(MESSAGES_PER_MINUTE);
  });
});
