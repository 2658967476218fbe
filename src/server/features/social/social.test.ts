import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, follows, listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let fan: Awaited<ReturnType<typeof signUp>>;
let listingId: string;
let hiddenId: string;

beforeAll(async () => {
  app = await createTestApp();
  seller = await signUp(app);
  fan = await signUp(app);
  const rows = await app.ctx.db
    .insert(listings)
    .values([
      { sellerId: seller.user.id, title: 'Wool coat', description: 'Warm', priceCents: 9000 },
      {
        sellerId: seller.user.id,
        title: 'Hidden scarf',
        description: 'Draft',
        priceCents: 1200,
        isActive: false,
      },
    ])
    .returning({ id: listings.id });
  listingId = rows[0]!.id;
  hiddenId = rows[1]!.id;
});
afterAll(async () => {
  await app.dispose();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });

describe('likes', () => {
  it('need an account', async () => {
    expect((await call('POST', `/api/listings/${listingId}/like`)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/likes')).statusCode).toBe(401);
  });

  it('are idempotent and keep the real count', async () => {
    const first = await call('POST', `/api/listings/${listingId}/like`, fan.cookie);
    const second = await call('POST', `/api/listings/${listingId}/like`, fan.cookie);
    expect(first.json()).toEqual({ liked: true, likeCount: 1 });
    expect(second.json()).toEqual({ liked: true, likeCount: 1 });
    const rows = await app.ctx.db.select().from(favorites).where(eq(favorites.listingId, listingId));
    expect(rows).toHaveLength(1);
    expect((await call('GET', '/api/me/likes', fan.cookie)).json()).toEqual({ listingIds: [listingId] });

    expect((await call('DELETE', `/api/listings/${listingId}/like`, fan.cookie)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect((await call('DELETE', `/api/listings/${listingId}/like`, fan.cookie)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect((await call('GET', '/api/me/likes', fan.cookie)).json()).toEqual({ listingIds: [] });
  });

  it('answer 404 for unknown, malformed and other sellers’ inactive listings', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', hiddenId]) {
      const res = await call('POST', `/api/listings/${id}/like`, fan.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Listing not found');
    }
    expect(await app.ctx.db.select().from(favorites).where(eq(favorites.listingId, hiddenId))).toHaveLength(
      0,
    );
  });
});

describe('follows', () => {
  it('need an account to change', async () => {
    expect((await call('POST', `/api/users/${seller.user.id}/follow`)).statusCode).toBe(401);
  });

  it('are idempotent, counted, and listed both ways', async () => {
    await call('POST', `/api/users/${seller.user.id}/follow`, fan.cookie);
    const again = await call('POST', `/api/users/${seller.user.id}/follow`, fan.cookie);
    expect(again.json()).toEqual({ following: true, followerCount: 1, followingCount: 0 });
    const followers = (await call('GET', `/api/users/${seller.user.id}/followers`)).json().followers;
    expect(followers.map((f: { handle: string }) => f.handle)).toEqual([fan.user.handle]);
    expect(followers[0]).not.toHaveProperty('email');
    const following = (await call('GET', `/api/users/${fan.user.id}/following`)).json().following;
    expect(following.map((f: { id: string }) => f.id)).toEqual([seller.user.id]);
    expect((await call('GET', `/api/users/${seller.user.id}/follow`, fan.cookie)).json().following).toBe(
      true,
    );
    expect((await call('GET', `/api/users/${seller.user.id}/follow`)).json().following).toBe(false);

    const undo = await call('DELETE', `/api/users/${seller.user.id}/follow`, fan.cookie);
    expect(undo.json()).toEqual({ following: false, followerCount: 0, followingCount: 0 });
    const rows = await app.ctx.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.user.id), eq(follows.followedId, seller.user.id)));
    expect(rows).toHaveLength(0);
  });

  it('refuses following yourself and unknown users', async () => {
    const self = await call('POST', `/api/users/${fan.user.id}/follow`, fan.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot follow yourself');
    expect(
      (await call('POST', '/api/users/00000000-0000-4000-8000-000000000000/follow', fan.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/users/nope/followers')).statusCode).toBe(404);
  });
});
