import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { throwAwayPostgres } from '../../test/server-process.js';
import { createTestApp, signUp, testConfig, testDatabaseUrl } from '../../test/test-app.js';

const UNAVAILABLE = {
  error: 'The service is temporarily unavailable. Please try again in a moment.',
  code: 'UNAVAILABLE',
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/** A TCP relay in front of PostgreSQL that the test can pull the plug on. */
async function relayTo(target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  return {
    port: address.port,
    cut: async () => {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

async function signedInGet(app: App, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
}

describe('a signed-in request while the database is down', () => {
  it('answers 503 with Retry-After once the database is closed', async () => {
    const app = await createTestApp();
    cleanups.push(() => app.dispose());
    const { cookie } = await signUp(app);
    expect((await signedInGet(app, cookie)).statusCode).toBe(200);

    await app.ctx.database.close();
    const res = await signedInGet(app, cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
    // The health check answers its own 503, with a session cookie or without.
    for (const headers of [{}, { cookie }]) {
      const health = await app.inject({ method: 'GET', url: '/api/health', headers });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toMatchObject({ status: 'unavailable', code: 'UNAVAILABLE' });
    }
  });

  it.runIf(testDatabaseUrl)('answers 503 when PostgreSQL goes away mid-session', async () => {
    const pg = await throwAwayPostgres(testDatabaseUrl ?? '');
    cleanups.push(() => pg.drop());
    const relay = await relayTo(new URL(pg.url));
    const viaRelay = new URL(pg.url);
    viaRelay.port = String(relay.port);
    const database = openPostgres(viaRelay.toString(), { max: 2 });
    cleanups.push(() => database.close());
    await database.migrate();
    const app = await buildApp(testConfig(), { database, clientDir: join(tmpdir(), 'rethread-no-client') });
    cleanups.push(() => app.close());
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:80' },
      payload: { email: 'down@example.com', password: 'secret123' },
    });
    expect(registered.statusCode).toBe(201);
    const session = registered.cookies.find((c) => c.name === 'rethread_session');
    const cookie = `rethread_session=${session?.value}`;
    expect((await signedInGet(app, cookie)).statusCode).toBe(200);

    await relay.cut();
    const res = await signedInGet(app, cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
    for (const headers of [{}, { cookie }]) {
      const health = await app.inject({ method: 'GET', url: '/api/health', headers });
      expect([health.statusCode, health.headers['retry-after']]).toEqual([503, '5']);
    }
  });
});
