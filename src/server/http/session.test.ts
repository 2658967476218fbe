import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { signUp, testConfig, testDatabaseKind, type TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { registerSession, SESSION_COOKIE } from './session.js';

describe('session lookup', () => {
  it('runs for pages and API calls with a session cookie, not for built files and photos', async () => {
    const looked: string[] = [];
    const app = Fastify();
    await app.register(cookie);
    registerSession(
      app,
      async (sid) => {
        looked.push(sid);
        return undefined;
      },
      testConfig(),
    );
    app.get('/*', async (request) => ({ user: request.user }));
    const headers = { cookie: `${SESSION_COOKIE}=some-token` };
    for (const url of ['/assets/index-abc.js', '/uploads/x/thumb.webp', '/api/auth/me', '/listing/1']) {
      expect((await app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    expect(looked).toHaveLength(2);
    await app.close();
  });
});

describe('sessions kept under the sessions generation', () => {
  let app: TestApp;
  useTestApp(async (started) => {
    app = started;
  });
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  // Each change is made in SQL, as another instance or an operator's script would: no in-process
  // hook of this instance hears of it, only the database's generation moves.
  it('ends a session deleted anywhere at once, though it was just looked up', async () => {
    const person = await signUp(app);
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(200);
    await app.ctx.db.execute(sql`delete from sessions where user_id = ${person.user.id}`);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it('ends the sessions of a suspended account and shows a changed name at once', async () => {
    const person = await signUp(app);
    expect((await me(person.cookie)).json()).toMatchObject({ display: person.user.display });
    await app.ctx.db.execute(sql`update users set display = 'Renamed Person' where id = ${person.user.id}`);
    expect((await me(person.cookie)).json()).toMatchObject({ display: 'Renamed Person' });
    await app.ctx.db.execute(sql`update users set suspended_at = now() where id = ${person.user.id}`);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it('does not move for what a session does not carry (a sign-in time)', async () => {
    const person = await signUp(app);
    const generation = async () =>
      Number(rowsOf<{ value: string }>(await app.ctx.db.execute(sql`select value from sessions_generation`))[0]!.value);
    const before = await generation();
    await app.ctx.db.execute(sql`update users set last_login_at = now() where id = ${person.user.id}`);
    expect(await generation()).toBe(before);
    await app.ctx.db.execute(sql`update users set role = 'admin' where id = ${person.user.id}`);
    expect(await generation()).toBe(before + 1);
  });

  it('looks a kept session up with the generation read alone', async () => {
    // Only PGlite exposes one client object every statement goes through.
    if (testDatabaseKind !== 'pglite') return;
    const person = await signUp(app);
    await me(person.cookie);
    const client = (app.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      expect((await me(person.cookie)).statusCode).toBe(200);
      const statements = spy.mock.calls.map(([text]) => String(text));
      expect(statements.filter((s) => /\bsessions\b/.test(s))).toEqual([]);
      expect(statements.filter((s) => /sessions_generation/.test(s))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
