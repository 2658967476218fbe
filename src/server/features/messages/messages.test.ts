import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMessages, type Conversation } from '#shared/messages.js';
import { listings, notifications } from '../../db/schema.js';
import { makeListing, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  conversationsAbout,
  makeOrder,
  messagesCaller,
  messagesOf,
  open,
  pair,
} from './messages.test-helpers.js';

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

describe('POST /api/conversations about a listing', () => {
  it('opens the conversation with the seller, then continues the same one', async () => {
    const { seller, buyer, listing } = await pair(app, "Levi's 501");
    const first = await open(app, buyer, { listingId: listing.id }, 'Is it still available?');
    expect(first.conversation).toMatchObject({
      about: {
        kind: 'listing',
        listingId: listing.id,
        orderId: null,
        title: "Levi's 501",
        url: `/listing/${listing.id}`,
      },
      otherUser: { id: seller.user.id, handle: seller.user.handle, displayName: seller.user.display },
      role: 'buyer',
      lastMessage: { id: first.message.id, body: 'Is it still available?', senderId: buyer.user.id },
      unreadCount: 0,
      blockedByMe: false,
      canReply: true,
    });
    const second = await open(app, buyer, { listingId: listing.id }, 'And does it run small?');
    expect(second.conversation.id).toBe(first.conversation.id);
    expect(await conversationsAbout(app, listing.id)).toHaveLength(1);
    expect((await messagesOf(app, first.conversation.id)).map((m) => m.body).sort()).toEqual([
      'And does it run small?',
      'Is it still available?',
    ]);
  });

  it('refuses your own listing (403), an unknown one (404) and a new one about a sold or inactive listing', async () => {
    const { seller, buyer, listing } = await pair(app);
    const own = await call('POST', '/api/conversations', seller, { listingId: listing.id, body: 'Hi' });
    expect([own.statusCode, own.json()]).toEqual([
      403,
      { error: messageMessages.ownListing, code: 'FORBIDDEN' },
    ]);
    const unknown = await call('POST', '/api/conversations', buyer, {
      listingId: '00000000-0000-4000-8000-000000000000',
      body: 'Hi',
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, messageMessages.listingNotFound]);

    const inactive = await makeListing(app, seller.user.id, { isActive: false });
    const hidden = await call('POST', '/api/conversations', buyer, { listingId: inactive.id, body: 'Hi' });
    expect([hidden.statusCode, hidden.json().error]).toEqual([404, messageMessages.listingNotFound]);
    const sold = await makeListing(app, seller.user.id, { isSold: true });
    const late = await call('POST', '/api/conversations', buyer, { listingId: sold.id, body: 'Hi' });
    expect([late.statusCode, late.json().error]).toEqual([403, messageMessages.listingUnavailable]);
    expect([
      ...(await conversationsAbout(app, inactive.id)),
      ...(await conversationsAbout(app, sold.id)),
    ]).toEqual([]);
  });

  it('continues a conversation that began before the listing sold or was taken down', async () => {
    const { buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    await app.ctx.db
      .update(listings)
      .set({ isSold: true, isActive: false })
      .where(eq(listings.id, listing.id));
    const again = await open(app, buyer, { listingId: listing.id }, 'When will you ship?');
    expect(again.conversation.id).toBe(conversation.id);
  });

  it('tells the recipient with a new_message notification, and not the sender', async () => {
    const { seller, buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id }, 'Would you take $30?');
    const notes = (userId: string) =>
      app.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')));
    expect(await notes(seller.user.id)).toMatchObject([
      {
        title: `New message from ${buyer.user.display}`,
        body: 'Would you take $30?',
        url: `/messages/${conversation.id}`,
      },
    ]);
    expect(await notes(buyer.user.id)).toEqual([]);
    const reply = await call('POST', `/api/conversations/${conversation.id}/messages`, seller, {
      body: 'Yes',
    });
    expect(reply.statusCode).toBe(201);
    expect((await notes(buyer.user.id)).map((n) => n.title)).toEqual([
      `New message from ${seller.user.display}`,
    ]);
    expect(await notes(seller.user.id)).toHaveLength(1);
  });

  it('stores the body exactly as typed, markup included', async () => {
    const { buyer, listing } = await pair(app);
    const body = '<b>Hi</b> & "thanks" \u{1F44B}\nline two';
    const { message } = await open(app, buyer, { listingId: listing.id }, body);
    expect(message.body).toBe(body);
    expect((await messagesOf(app, message.conversationId))[0]!.body).toBe(body);
  });
});

describe('POST /api/conversations about an order', () => {
  it("is one conversation for the order's buyer and seller; anyone else gets 404", async () => {
    const { seller, buyer, listing } = await pair(app, 'Silk scarf');
    const order = await makeOrder(app, buyer.user.id, seller.user.id, listing.id);
    const first = await open(app, buyer, { orderId: order.id }, 'Thanks! When will it ship?');
    expect(first.conversation.about).toMatchObject({ kind: 'order', orderId: order.id, url: '/orders' });
    const fromSeller = await open(app, seller, { orderId: order.id }, 'Tomorrow');
    expect(fromSeller.conversation).toMatchObject({ id: first.conversation.id, role: 'seller' });
    // The listing's own conversation (before the sale) is a different one.
    const aboutListing = await open(app, buyer, { listingId: listing.id });
    expect(aboutListing.conversation.id).not.toBe(first.conversation.id);

    const stranger = await signUp(app);
    const res = await call('POST', '/api/conversations', stranger, { orderId: order.id, body: 'Hi' });
    expect([res.statusCode, res.json().error]).toEqual([404, messageMessages.orderNotFound]);
    expect(await messagesOf(app, first.conversation.id)).toHaveLength(2);
  });
});

describe('only the two people in a conversation', () => {
  let conversation: Conversation;
  let stranger: Person;
  beforeAll(async () => {
    const { buyer, listing } = await pair(app);
    conversation = (await open(app, buyer, { listingId: listing.id }, 'Private')).conversation;
    stranger = await signUp(app);
  });

  const endpoints = (id: string) =>
    [
      ['GET', `/api/conversations/${id}/messages`, undefined],
      ['POST', `/api/conversations/${id}/messages`, { body: 'Hello' }],
      ['POST', `/api/conversations/${id}/read`, undefined],
      ['POST', `/api/conversations/${id}/block`, undefined],
      ['DELETE', `/api/conversations/${id}/block`, undefined],
      ['POST', `/api/conversations/${id}/report`, { reason: 'Spam' }],
    ] as const;

  it('a third user gets 404 on every endpoint of it, and does not see it listed', async () => {
    for (const [method, url, payload] of endpoints(conversation.id)) {
      const res = await call(method, url, stranger, payload);
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
        404,
        { error: messageMessages.notFound, code: 'NOT_FOUND' },
      ]);
    }
    const list = await call('GET', '/api/conversations', stranger);
    expect(list.json()).toEqual({ conversations: [], nextCursor: null, unreadCount: 0 });
    expect(await messagesOf(app, conversation.id)).toHaveLength(1);
  });

  it('a malformed or unknown id is 404 too, never 400 or 500', async () => {
    for (const id of ['nope', 'x'.repeat(100), "1' or '1'='1", '00000000-0000-4000-8000-000000000000']) {
      for (const [method, url, payload] of endpoints(encodeURIComponent(id))) {
        const res = await call(method, url, stranger, payload);
        expect([res.statusCode, res.json().error], `${method} ${url}`).toEqual([
          404,
          messageMessages.notFound,
        ]);
      }
    }
  });

  it('a visitor gets 401', async () => {
    expect((await call('GET', '/api/conversations')).statusCode).toBe(401);
    expect((await call('GET', `/api/conversations/${conversation.id}/messages`)).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/api/conversations', undefined, {
          listingId: conversation.about.listingId,
          body: 'x',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('bad input gets the shared message and changes nothing', () => {
  it('rejects empty, too long, control characters, unknown keys, both or neither ids', async () => {
    const { buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    const bodies: Array<[unknown, string | null]> = [
      ['', messageMessages.bodyRequired],
      ['   \n ', messageMessages.bodyRequired],
      ['x'.repeat(2001), messageMessages.bodyTooLong],
      ['null\u0000byte', null],
      ['bell\u0007', null],
      [42, null],
    ];
    for (const [body, error] of bodies) {
      for (const [url, extra] of [
        ['/api/conversations', { listingId: listing.id }],
        [`/api/conversations/${conversation.id}/messages`, {}],
      ] as const) {
        const res = await call('POST', url, buyer, { ...extra, body });
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 20)}`).toBe(400);
        if (error && url !== '/api/conversations') expect(res.json().error).toBe(error);
      }
    }
    const tooLong = await call('POST', `/api/conversations/${conversation.id}/messages`, buyer, {
      body: 'x'.repeat(2001),
    });
    expect(tooLong.json()).toEqual({ error: messageMessages.bodyTooLong, code: 'VALIDATION_ERROR' });
    const odd = [
      { listingId: listing.id, orderId: listing.id, body: 'Hi' },
      { body: 'Hi' },
      { listingId: listing.id, body: 'Hi', sellerId: buyer.user.id },
      { listingId: 'not-an-id', body: 'Hi' },
    ];
    for (const payload of odd) {
      expect(
        (await call('POST', '/api/conversations', buyer, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    const extraKey = await call('POST', `/api/conversations/${conversation.id}/messages`, buyer, {
      body: 'Hi',
      senderId: listing.sellerId,
    });
    expect(extraKey.statusCode).toBe(400);
    expect(await messagesOf(app, conversation.id)).toHaveLength(1);
  });

  it('never answers 500, whatever arrives', async () => {
    const { buyer, listing } = await pair(app);
    const { conversation } = await open(app, buyer, { listingId: listing.id });
    const base = `/api/conversations/${conversation.id}`;
    const bodies = ['\ud800 lone surrogate', 'x'.repeat(100_000), ['a'], {}, null, true];
    for (const body of bodies) {
      for (const [url, payload] of [
        ['/api/conversations', { listingId: listing.id, body }],
        ['/api/conversations', { orderId: listing.id, body }],
        [`${base}/messages`, { body }],
        [`${base}/report`, { reason: body }],
      ] as const) {
        const res = await call('POST', url, buyer, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 20)}`).toBeLessThan(500);
      }
    }
    for (const query of [
      '?cursor=%00',
      '?withUser=%00',
      '?cursor=x&cursor=y',
      `?withUser=${'9'.repeat(99)}`,
    ]) {
      for (const url of ['/api/conversations', `${base}/messages`]) {
        const res = await call('GET', `${url}${query}`, buyer);
        expect(res.statusCode, `${url}${query}`).toBeLessThan(500);
      }
    }
  });

  it('accepts exactly 2,000 characters', async () => {
    const { buyer, listing } = await pair(app);
    const { message } = await open(app, buyer, { listingId: listing.id }, 'y'.repeat(2000));
    expect(message.body).toHaveLength(2000);
  });
});
