import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, listings, sessions, users } from '../db/schema.js';
import { signUp, uniqueEmail, type TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

const sessionCount = async (userId: string) =>
  (await app.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('state-changing requests without Origin', () => {
  it('refuses a POST, PATCH and DELETE that carry no Origin, and changes nothing', async () => {
    const email = uniqueEmail('no-origin');
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'secret123' },
      headers: { origin: undefined },
    });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual({
      error: 'This request came from another site and was refused',
      code: 'CROSS_ORIGIN',
    });
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const { cookie, user } = await signUp(app);
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { display: 'Renamed by a forger' },
      headers: { cookie, origin: undefined },
    });
    expect(patch.statusCode).toBe(403);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.display).not.toBe('Renamed by a forger');

    const seller = await signUp(app);
    const [listing] = await app.ctx.db
      .insert(listings)
      .values({ sellerId: seller.user.id, title: 'Liked', description: 'Stays liked', priceCents: 1000 })
      .returning({ id: listings.id });
    const url = `/api/listings/${listing!.id}/like`;
    expect((await app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(200);
    const unlike = await app.inject({ method: 'DELETE', url, headers: { cookie, origin: undefined } });
    expect(unlike.statusCode).toBe(403);
    expect(
      await app.ctx.db.select().from(favorites).where(eq(favorites.listingId, listing!.id)),
    ).toHaveLength(1);
  });

  it('lets webhooks through without Origin (they are signed instead)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json', origin: undefined },
    });
    expect(res.json().code).not.toBe('CROSS_ORIGIN');
  });

  it('accepts the configured origin and the Host the browser asked for, not a forwarded one', async () => {
    const asHost = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'secret123' },
      headers: { host: 'shop.example:8080', origin: 'http://shop.example:8080' },
    });
    expect(asHost.statusCode).toBe(201);
    const configured = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'secret123' },
      headers: { origin: app.ctx.config.origin },
    });
    expect(configured.statusCode).toBe(201);
    // Without TRUST_PROXY, X-Forwarded-Host is whatever the sender wrote.
    const forwarded = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'secret123' },
      headers: { 'x-forwarded-host': 'evil.test', origin: 'http://evil.test' },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('GET /api/logout', () => {
  const logout = (cookie: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });

  it('signs out on a click in the app or from the address bar', async () => {
    for (const site of ['same-origin', 'none']) {
      const { cookie, user } = await signUp(app);
      const res = await logout(cookie, { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'])).toMatch(/rethread_session=;/);
      expect(await sessionCount(user.id)).toBe(0);
    }
  });

  it('does not sign out from a link or an image on another site: it asks, with a page that posts', async () => {
    const { cookie, user } = await signUp(app);
    // Another site's link, or a browser that says neither Sec-Fetch-Site nor Referer: nobody is sent home
    // as if signed out; the page's button does it.
    const unjudged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of unjudged) {
      const res = await logout(cookie, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<form method="post" action="/api/logout">');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // In the site's look, with a sentence saying where they stand, and no script: its one inline
    // style is what the page's Content-Security-Policy allows.
    const page = await logout(cookie, {});
    expect(page.body).toContain('You are still signed in. Press the button to sign out on this device.');
    expect(page.body).toContain('<button type="submit">Sign out</button>');
    expect(page.body).toMatch(/<style>[^<]*#0f766e/);
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    // Signed out already: there is nothing to ask, home it is.
    const anonymous = await app.inject({ method: 'GET', url: '/api/logout' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/');
    await logout(cookie, { referer: 'http://localhost/settings' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("the page's button signs out; the same post from another site is refused", async () => {
    const { cookie, user } = await signUp(app);
    const post = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect(await sessionCount(user.id)).toBe(1);
    const res = await post('http://localhost');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/rethread_session=;/);
    expect(await sessionCount(user.id)).toBe(0);
  });
});

describe('Cache-Control on API answers', () => {
  it('marks every private answer no-store', async () => {
    const { cookie, user } = await signUp(app);
    const urls = [
      '/api/me/likes',
      '/api/users/me',
      `/api/users/${user.id}`,
      `/api/users/handle/${user.handle}`,
      `/api/users/${user.id}/follow`,
      `/api/users/${user.id}/followers`,
      `/api/users/${user.id}/following`,
      `/api/offers?buyerId=${user.id}`,
      '/api/orders?role=buyer',
      '/api/seller/stats',
      '/api/auth/me',
      '/api/listings',
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { display: 'New name' },
      headers: { cookie },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/me/likes' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps what public answers set for themselves', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/listings' });
    expect(res.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
  });

  it('keeps a signed-in visitor’s page shell out of shared caches', async () => {
    const { cookie } = await signUp(app);
    const signedIn = await app.inject({ method: 'GET', url: '/settings', headers: { cookie } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const visitor = await app.inject({ method: 'GET', url: '/settings' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });
});
