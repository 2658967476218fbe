import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates the account, derives a handle and signs the user in', async () => {
    const email = `anna.k+${Date.now()}@example.com`;
    const res = await post('/api/auth/register', { email, password: 'secret123' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ display: 'Anna K', bio: '', profileImageUrl: null });
    expect(user.handle).toMatch(/^anna_k/);
    const cookie = res.cookies.find((c) => c.name === 'rethread_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined(); // browser-session cookie without 'Stay signed in'
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.email).toBe(email);
  });

  it('sets a 30-day cookie with staySignedIn', async () => {
    const res = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'secret123',
      staySignedIn: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'rethread_session')!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('marks the cookie Secure when served over https', async () => {
    const res = await post(
      '/api/auth/register',
      { email: uniqueEmail(), password: 'secret123' },
      { 'x-forwarded-proto': 'https' },
    );
    // Only trusted behind a proxy; PUBLIC_URL=https also forces it (checked below).
    expect(res.statusCode).toBe(201);
    const secureApp = await createTestApp({ publicUrl: 'https://rethread.example' });
    try {
      const r = await secureApp.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'secret123' },
      });
      expect(r.cookies.find((c) => c.name === 'rethread_session')!.secure).toBe(true);
    } finally {
      await secureApp.dispose();
    }
  });

  it('gives two people with the same e-mail name different handles', async () => {
    const a = await post('/api/auth/register', { email: 'twin@one.example', password: 'secret123' });
    const b = await post('/api/auth/register', { email: 'twin@two.example', password: 'secret123' });
    expect(a.json().user.handle).toBe('twin');
    expect(b.json().user.handle).toBe('twin_2');
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '', password: 'secret123' }, 'Email is required'],
    [{ email: '   ', password: 'secret123' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret123' }, 'Please enter a valid email address'],
    [{ email: 'a@b', password: 'secret123' }, 'Please enter a valid email address'],
    [{ email: 'ok@example.com' }, 'Password is required'],
    [{ email: 'ok@example.com', password: '' }, 'Password is required'],
    [{ email: 'ok@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 42, password: 'secret123' }, 'Email is required'],
  ])('refuses %j with "%s" and creates nothing', async (payload, message) => {
    const before = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    const after = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a duplicate e-mail, ignoring case, with 409', async () => {
    const email = uniqueEmail('dup');
    await post('/api/auth/register', { email, password: 'secret123' });
    const res = await post('/api/auth/register', { email: email.toUpperCase(), password: 'other123' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/already exists/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and rotates the session', async () => {
    const { email, password, cookie: first } = await signUp(app);
    const res = await post('/api/auth/login', { email: email.toUpperCase(), password }, { cookie: first });
    expect(res.statusCode).toBe(200);
    const second = res.cookies.find((c) => c.name === 'rethread_session')!.value;
    expect(`rethread_session=${second}`).not.toBe(first);
    // The session that was presented at login no longer works.
    const old = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `rethread_session=${second}` },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await signUp(app);
    const wrong = await post('/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('validates with the spec messages', async () => {
    expect((await post('/api/auth/login', { email: '', password: 'x' })).json().error).toBe(
      'Email is required',
    );
    expect((await post('/api/auth/login', { email: 'x@y.z', password: '' })).json().error).toBe(
      'Password is required',
    );
  });
});

describe('rate limits', () => {
  it('limits attempts per e-mail and per IP with 429', async () => {
    const limited = await createTestApp();
    limited.ctx.config.limits = { authPerIpPer15Min: 5, authPerEmailPer15Min: 3 };
    try {
      const email = uniqueEmail('target');
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (
            await limited.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email, password: 'guess' + i },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const blocked = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'guess' },
      });
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().error).toMatch(/Too many attempts/);
      // Per IP: a sixth attempt from the same address is refused whatever the e-mail.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'x' },
      });
      expect(other.statusCode).toBe(429);
      const fromElsewhere = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'x' },
        remoteAddress: '10.9.8.7',
      });
      expect(fromElsewhere.statusCode).toBe(401);
    } finally {
      await limited.dispose();
    }
  });

  it('limits how often one address is told an e-mail is taken, as sign-in limits failures', async () => {
    const limited = await createTestApp();
    limited.ctx.config.limits = { authPerIpPer15Min: 30, authPerEmailPer15Min: 3 };
    try {
      const register = (email: string, remoteAddress = '10.1.2.3') =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email, password: 'secret123' },
          remoteAddress,
        });
      const [first, second] = [await signUp(limited), await signUp(limited)];
      const codes = [];
      for (const email of [first.email, second.email, first.email]) codes.push((await register(email)).statusCode);
      expect(codes).toEqual([409, 409, 409]);
      // Past the limit the address is refused before the e-mail is looked up: a free one is refused too.
      const probe = await register(second.email);
      expect(probe.statusCode).toBe(429);
      expect(probe.json().error).toMatch(/Too many attempts/);
      expect((await register(uniqueEmail('fresh'))).statusCode).toBe(429);
      expect((await register(uniqueEmail('fresh'), '10.9.9.9')).statusCode).toBe(201);
    } finally {
      await limited.dispose();
    }
  });
});

describe('GET /api/auth/user and /api/auth/me', () => {
  it('answer 401 when anonymous', async () => {
    for (const url of ['/api/auth/user', '/api/auth/me']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answer the current user with exactly the spec fields', async () => {
    const { cookie, user } = await signUp(app);
    for (const url of ['/api/auth/user', '/api/auth/me']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['bio', 'display', 'handle', 'id', 'profileImageUrl']);
      expect(res.json().id).toBe(user.id);
    }
  });

  it('ignore a forged or expired cookie', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: 'rethread_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
    const { cookie, user } = await signUp(app);
    await app.ctx.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('never stores the raw token', async () => {
    const { cookie, user } = await signUp(app);
    const token = cookie.split('=')[1]!;
    const rows = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).not.toContain(token);
    expect(rows[0]!.sid).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('logout', () => {
  it('POST /api/auth/logout deletes the session row and clears the cookie', async () => {
    const { cookie, user } = await signUp(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'rethread_session')!.value).toBe('');
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('GET /api/logout ends the session and redirects home; GET /api/login redirects to /login', async () => {
    const { cookie } = await signUp(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const login = await app.inject({ method: 'GET', url: '/api/login?staySignedIn=true&returnTo=/offers' });
    expect(login.headers.location).toBe('/login?staySignedIn=true&returnTo=%2Foffers');
    const evil = await app.inject({ method: 'GET', url: '/api/login?returnTo=//evil.example' });
    expect(evil.headers.location).toBe('/login');
  });
});

describe('cross-origin refusal', () => {
  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const email = uniqueEmail('csrf');
    const res = await post(
      '/api/auth/register',
      { email, password: 'secret123' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN');
    const rows = await app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    const fetchSite = await post(
      '/api/auth/login',
      { email, password: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    const res = await post(
      '/api/auth/register',
      { email: uniqueEmail(), password: 'secret123' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(201);
  });
});
