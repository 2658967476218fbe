import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingComments, listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let listingId: string;
let hiddenId: string;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
  const rows = await app.ctx.db
    .insert(listings)
    .values([
      { sellerId: seller.user.id, title: 'Wool coat', description: 'Warm', priceCents: 9000 },
      { sellerId: seller.user.id, title: 'Draft', description: 'Hidden', priceCents: 100, isActive: false },
    ])
    .returning({ id: listings.id });
  [listingId, hiddenId] = [rows[0]!.id, rows[1]!.id];
});
afterAll(async () => {
  await app.dispose();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const post = (id: string, message: unknown, cookie: string) =>
  call('POST', `/api/listings/${id}/comments`, cookie, { message });
const commentsOf = (id: string) =>
  app.ctx.db.select().from(listingComments).where(eq(listingComments.listingId, id));
const commentCount = async (id: string) =>
  (await app.ctx.db.select({ n: listings.commentCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

describe('comments', () => {
  it('need an account to post', async () => {
    const res = await call('POST', `/api/listings/${listingId}/comments`, undefined, { message: 'Hi' });
    expect(res.statusCode).toBe(401);
    expect(await commentsOf(listingId)).toHaveLength(0);
  });

  it('are posted trimmed and listed oldest first with their author', async () => {
    const first = await post(listingId, '  Is this true to size?  ', buyer.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json().comment).toMatchObject({
      listingId,
      message: 'Is this true to size?',
      author: { id: buyer.user.id, handle: buyer.user.handle, display: buyer.user.display },
    });
    await post(listingId, 'Yes, it fits like a UK 10.', seller.cookie);

    const res = await call('GET', `/api/listings/${listingId}/comments`);
    expect(res.statusCode).toBe(200);
    const list = res.json().comments;
    expect(list.map((c: { message: string }) => c.message)).toEqual([
      'Is this true to size?',
      'Yes, it fits like a UK 10.',
    ]);
    expect(list[0].author).not.toHaveProperty('email');
    expect(await commentCount(listingId)).toBe(2);
  });

  it('refuse empty, over-long and malformed messages', async () => {
    const before = (await commentsOf(listingId)).length;
    const cases: [unknown, string][] = [
      ['', 'Comment cannot be empty'],
      ['   \n ', 'Comment cannot be empty'],
      [undefined, 'Comment cannot be empty'],
      [42, 'Comment cannot be empty'],
      ['x'.repeat(1001), 'Comment must be at most 1,000 characters'],
    ];
    for (const [message, error] of cases) {
      const res = await post(listingId, message, buyer.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const extra = await call('POST', `/api/listings/${listingId}/comments`, buyer.cookie, {
      message: 'hi',
      authorId: seller.user.id,
    });
    expect(extra.statusCode).toBe(400);
    expect((await post(listingId, 'x'.repeat(1000), buyer.cookie)).statusCode).toBe(201);
    expect((await commentsOf(listingId)).length).toBe(before + 1);
  });

  it('on an inactive listing exist only for its seller', async () => {
    expect((await post(hiddenId, 'Hello?', buyer.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/${hiddenId}/comments`)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/${hiddenId}/comments`, buyer.cookie)).statusCode).toBe(404);
    expect((await post(hiddenId, 'Note to self: reshoot photos', seller.cookie)).statusCode).toBe(201);
    const own = await call('GET', `/api/listings/${hiddenId}/comments`, seller.cookie);
    expect(own.json().comments).toHaveLength(1);
  });

  it('answer 404 for unknown or malformed listings', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'zzz']) {
      const res = await call('GET', `/api/listings/${id}/comments`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Listing not found');
      expect((await post(id, 'Hi', buyer.cookie)).statusCode).toBe(404);
    }
  });

  it('may be deleted by their author or the listing’s seller, nobody else', async () => {
    const mine = (await post(listingId, 'Would you ship to Leeds?', buyer.cookie)).json().comment;
    const another = (await post(listingId, 'Any stains?', buyer.cookie)).json().comment;

    const refused = await call('DELETE', `/api/listings/${listingId}/comments/${mine.id}`, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You can only delete your own comments or comments on your listings');
    expect(await commentsOf(listingId)).toContainEqual(expect.objectContaining({ id: mine.id }));

    expect((await call('DELETE', `/api/listings/${listingId}/comments/${mine.id}`)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/api/listings/${listingId}/comments/${mine.id}`, buyer.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/listings/${listingId}/comments/${another.id}`, seller.cookie)).statusCode,
    ).toBe(204);
    const ids = (await commentsOf(listingId)).map((c) => c.id);
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(another.id);
    expect(await commentCount(listingId)).toBe(ids.length);

    const gone = await call('DELETE', `/api/listings/${listingId}/comments/${mine.id}`, buyer.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Comment not found');
    expect(
      (await call('DELETE', `/api/listings/${listingId}/comments/bad-id`, buyer.cookie)).statusCode,
    ).toBe(404);
  });

  it('cannot be deleted through another listing’s address', async () => {
    const [otherListing] = await app.ctx.db
      .insert(listings)
      .values({ sellerId: stranger.user.id, title: 'Bag', description: 'Leather', priceCents: 5000 })
      .returning({ id: listings.id });
    const comment = (await post(listingId, 'Still available?', buyer.cookie)).json().comment;
    // The stranger sells otherListing, but the comment is not on it.
    const res = await call(
      'DELETE',
      `/api/listings/${otherListing!.id}/comments/${comment.id}`,
      stranger.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(await commentsOf(listingId)).toContainEqual(expect.objectContaining({ id: comment.id }));
  });

  it('are rate limited per author', async () => {
    const chatty = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await post(listingId, `Question ${i}`, chatty.cookie)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
