import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '#shared/notifications.js';
import { followDigests, listings, notifications, userBlocks } from '../../db/schema.js';
import { caller, makeListing, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { digestNotice, sendFollowedListingsDigests } from './fanout-digest.js';

/** Question replies (in the comment's transaction) and the daily digest of followed sellers' new listings. */
let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;
let rival: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer, rival] = [await signUp(app), await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});

const ofType = (type: NotificationType) =>
  app.ctx.db.select().from(notifications).where(eq(notifications.type, type));

describe('question_reply', () => {
  const comment = (who: Person, listingId: string, message: string) =>
    call('POST', `/api/listings/${listingId}/comments`, who, { message });

  it('tells each earlier commenter once per seller reply: not the seller, not someone blocked', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Linen shirt' });
    const blocked = await signUp(app);
    expect((await comment(buyer, listing.id, 'Is it true to size?')).statusCode).toBe(201);
    expect((await comment(buyer, listing.id, 'And the length?')).statusCode).toBe(201);
    expect((await comment(rival, listing.id, 'Would you ship to Canada?')).statusCode).toBe(201);
    expect((await comment(blocked, listing.id, 'Spam')).statusCode).toBe(201);
    await app.ctx.db.insert(userBlocks).values({ blockerId: seller.user.id, blockedId: blocked.user.id });
    expect(await ofType('question_reply')).toEqual([]);

    expect((await comment(seller, listing.id, 'Yes, true to size; 29 inches long.')).statusCode).toBe(201);
    const told = await ofType('question_reply');
    expect(told.map((n) => n.userId).sort()).toEqual([buyer.user.id, rival.user.id].sort());
    expect(told[0]).toMatchObject({
      title: `${seller.user.display} replied on Linen shirt`,
      body: 'Yes, true to size; 29 inches long.',
      url: `/listing/${listing.id}`,
    });
    // A buyer's later comment tells the seller (listing_comment), no asker.
    expect((await comment(rival, listing.id, 'Thanks!')).statusCode).toBe(201);
    expect(await ofType('question_reply')).toHaveLength(2);
    expect((await comment(seller, listing.id, 'Ships anywhere.')).statusCode).toBe(201);
    expect(await ofType('question_reply')).toHaveLength(4);
  });
});

describe('followed_new_listings', () => {
  it('words the digest and points at the one seller or at new arrivals', () => {
    expect(digestNotice([{ handle: 'anna', count: 1 }])).toEqual({
      title: '1 new listing from @anna',
      body: '@anna: 1',
      url: '/profile/anna',
    });
    expect(
      digestNotice([
        { handle: 'ben', count: 2 },
        { handle: 'anna', count: 3 },
        { handle: 'cara', count: 1 },
      ]),
    ).toMatchObject({
      title: '6 new listings from @anna and 2 more sellers you follow',
      url: '/new-arrivals',
    });
  });

  it('tells each follower at most once a day, about listings posted since they followed and since the last one', async () => {
    const [anna, ben, fan, other] = [
      await signUp(app),
      await signUp(app),
      await signUp(app),
      await signUp(app),
    ];
    await makeListing(app, anna.user.id, { title: 'Before the follow' });
    for (const s of [anna, ben]) {
      expect((await call('POST', `/api/users/${s.user.id}/follow`, fan)).statusCode).toBe(200);
    }
    expect((await call('POST', `/api/users/${ben.user.id}/follow`, other)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await makeListing(app, anna.user.id, { title: `Anna ${i}` });
    await makeListing(app, ben.user.id, { title: 'Ben 1' });
    await makeListing(app, ben.user.id, { title: 'Ben 2', isActive: false });

    await sendFollowedListingsDigests(app.ctx.db);
    await sendFollowedListingsDigests(app.ctx.db);
    const mine = async (who: Person) =>
      (await ofType('followed_new_listings'))
        .filter((n) => n.userId === who.user.id)
        .map((n) => [n.title, n.url]);
    expect(await mine(fan)).toEqual([
      ['4 new listings from @' + anna.user.handle + ' and 1 more seller you follow', '/new-arrivals'],
    ]);
    expect(await mine(other)).toEqual([
      [`1 new listing from @${ben.user.handle}`, `/profile/${ben.user.handle}`],
    ]);
    expect(await mine(anna)).toEqual([]);

    // A new listing waits for the next day; then only it is counted.
    await makeListing(app, anna.user.id, { title: 'Anna 4' });
    await sendFollowedListingsDigests(app.ctx.db);
    expect(await mine(fan)).toHaveLength(1);
    await app.ctx.db
      .update(followDigests)
      .set({ lastSentAt: sql`${followDigests.lastSentAt} - interval '24 hours'` })
      .where(eq(followDigests.userId, fan.user.id));
    await sendFollowedListingsDigests(app.ctx.db);
    await sendFollowedListingsDigests(app.ctx.db);
    expect((await mine(fan)).at(-1)).toEqual([
      `1 new listing from @${anna.user.handle}`,
      `/profile/${anna.user.handle}`,
    ]);
    expect(await mine(fan)).toHaveLength(2);
    // Nothing new since: a day later, nothing is sent.
    await app.ctx.db
      .update(followDigests)
      .set({ lastSentAt: sql`${followDigests.lastSentAt} - interval '24 hours'` })
      .where(eq(followDigests.userId, fan.user.id));
    await sendFollowedListingsDigests(app.ctx.db);
    expect(await mine(fan)).toHaveLength(2);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'two instances sending at once tell each follower once',
    async () => {
      const star = await signUp(app);
      const followers = [await signUp(app), await signUp(app), await signUp(app)];
      for (const f of followers) await call('POST', `/api/users/${star.user.id}/follow`, f);
      await makeListing(app, star.user.id, { title: 'Star piece' });
      await Promise.all(Array.from({ length: 4 }, () => sendFollowedListingsDigests(app.ctx.db)));
      const told = (await ofType('followed_new_listings')).filter((n) =>
        n.title.endsWith(`@${star.user.handle}`),
      );
      expect(told.map((n) => n.userId).sort()).toEqual(followers.map((f) => f.user.id).sort());
    },
  );

  it('leaves out a listing sold or withdrawn since', async () => {
    const [seller2, fan] = [await signUp(app), await signUp(app)];
    await call('POST', `/api/users/${seller2.user.id}/follow`, fan);
    const sold = await makeListing(app, seller2.user.id, { title: 'Gone' });
    await app.ctx.db
      .update(listings)
      .set({ isSold: true })
      .where(and(eq(listings.id, sold.id)));
    await sendFollowedListingsDigests(app.ctx.db);
    expect((await ofType('followed_new_listings')).filter((n) => n.userId === fan.user.id)).toEqual([]);
  });
});
