import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, listings, users } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { storeImageBuffer } from '../images/images.service.js';
import { solidJpeg } from '../images/images.test-helpers.js';

let app: TestApp;
let anna: Awaited<ReturnType<typeof signUp>>;
let ben: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  [anna, ben] = [await signUp(app), await signUp(app)];
  await app.ctx.db.insert(listings).values([
    { sellerId: anna.user.id, title: 'Coat', description: 'Warm', priceCents: 9000 },
    { sellerId: anna.user.id, title: 'Scarf', description: 'Soft', priceCents: 1500 },
    { sellerId: anna.user.id, title: 'Draft', description: 'Hidden', priceCents: 100, isActive: false },
  ]);
  await app.ctx.db.insert(follows).values({ followerId: ben.user.id, followedId: anna.user.id });
});
afterAll(async () => {
  await app.dispose();
});

const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const rowOf = async (id: string) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/users/{id} and /api/users/handle/{handle}', () => {
  it('answer the public profile with real counts and nothing private', async () => {
    const res = await call('GET', `/api/users/${anna.user.id}`);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      id: anna.user.id,
      handle: anna.user.handle,
      display: anna.user.display,
      bio: '',
      profileImageUrl: null,
      listingCount: 2,
      followerCount: 1,
      followingCount: 0,
      averageRating: null,
      reviewCount: 0,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'averageRating',
        'awayMessage',
        'awayUntil',
        'reviewCount',
        'bio',
        'bundleTiers',
        'createdAt',
        'display',
        'followerCount',
        'followingCount',
        'handle',
        'id',
        'listingCount',
        'profileImageUrl',
      ].sort(),
    );
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('argon2');

    const byHandle = await call('GET', `/api/users/handle/${anna.user.handle.toUpperCase()}`);
    expect(byHandle.json().user.id).toBe(anna.user.id);
    const withAt = await call('GET', `/api/users/handle/${encodeURIComponent(`@${anna.user.handle}`)}`);
    expect(withAt.json().user.id).toBe(anna.user.id);
    expect((await call('GET', `/api/users/${ben.user.id}`)).json().user.followingCount).toBe(1);
  });

  it('count a person’s inactive listings only for themselves', async () => {
    expect((await call('GET', `/api/users/${anna.user.id}`, ben.cookie)).json().user.listingCount).toBe(2);
    expect((await call('GET', `/api/users/${anna.user.id}`, anna.cookie)).json().user.listingCount).toBe(3);
    expect((await call('GET', '/api/users/me', anna.cookie)).json().user.id).toBe(anna.user.id);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('answer 404 for unknown and malformed ids and handles', async () => {
    for (const url of [
      '/api/users/00000000-0000-4000-8000-000000000000',
      '/api/users/not-a-uuid',
      '/api/users/handle/nobody_here',
      '/api/users/handle/bad%20handle!',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('User not found');
    }
  });
});

describe('PATCH /api/users/me', () => {
  it('needs an account', async () => {
    expect((await call('PATCH', '/api/users/me', undefined, { bio: 'hi' })).statusCode).toBe(401);
  });

  it('updates display name, handle, bio and photo', async () => {
    const photo = await storeImageBuffer(app.ctx, ben.user.id, await solidJpeg(300, 300));
    const res = await call('PATCH', '/api/users/me', ben.cookie, {
      display: '  Ben Okafor ',
      handle: '@ben_okafor',
      bio: ' Menswear, mostly navy. ',
      profileImageUrl: photo,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      display: 'Ben Okafor',
      handle: 'ben_okafor',
      bio: 'Menswear, mostly navy.',
      profileImageUrl: photo,
    });
    expect(await rowOf(ben.user.id)).toMatchObject({ handle: 'ben_okafor', profileImageUrl: photo });
    // The session's user follows the change.
    expect((await call('GET', '/api/auth/me', ben.cookie)).json().handle).toBe('ben_okafor');

    const removed = await call('PATCH', '/api/users/me', ben.cookie, { profileImageUrl: null });
    expect(removed.json().user.profileImageUrl).toBeNull();
  });

  it("refuses someone else's uploaded photo and changes nothing", async () => {
    const annasPhoto = await storeImageBuffer(app.ctx, anna.user.id, await solidJpeg(300, 300));
    const before = await rowOf(ben.user.id);
    const res = await call('PATCH', '/api/users/me', ben.cookie, { profileImageUrl: annasPhoto });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You can only use photos you uploaded');
    expect(await rowOf(ben.user.id)).toEqual(before);
    // The owner may use it.
    const own = await call('PATCH', '/api/users/me', anna.cookie, { profileImageUrl: annasPhoto });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a handle someone else has, ignoring case', async () => {
    const before = await rowOf(ben.user.id);
    const res = await call('PATCH', '/api/users/me', ben.cookie, { handle: anna.user.handle.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('That handle is already taken');
    expect(await rowOf(ben.user.id)).toEqual(before);
    // Changing the case of one's own handle is fine.
    const own = await call('PATCH', '/api/users/me', anna.cookie, { handle: anna.user.handle.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('refuses bad input with the shared messages and changes nothing', async () => {
    const before = await rowOf(ben.user.id);
    const cases: [object, string][] = [
      [{}, 'Nothing to update'],
      [{ handle: 'ab' }, 'Handle must be at least 3 characters'],
      [{ handle: 'has space' }, 'Handle can only use letters, numbers and underscores'],
      [{ display: '   ' }, 'Display name is required'],
      [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
      [
        { profileImageUrl: 'https://evil.example/me.png' },
        'Profile photo must be a photo uploaded to Rethread',
      ],
      [
        { profileImageUrl: '/uploads/CCCCCCCCCCCCCCCCCCCCCC/1280.webp' },
        'Profile photo must be a photo uploaded to Rethread',
      ],
      [{ email: 'new@example.com' }, 'Unrecognized key: "email"'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PATCH', '/api/users/me', ben.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await rowOf(ben.user.id)).toEqual(before);
  });
});
