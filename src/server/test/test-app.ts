import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import postgres from 'postgres';
import { buildApp, type App, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, pingDatabase, type DatabaseHandle } from '../db/client.js';
import type { OutgoingMail } from '../lib/mailer.js';
import { pgliteTemplate, POSTGRES_TEMPLATE_ENV } from './template-database.js';

// The one place tests read the environment: `npm run test:pg` sets it, `npm test` does not.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const testDatabaseKind = TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** For tests that start a real server process on a database of their own. */
export const testDatabaseUrl = TEST_DATABASE_URL;

/** Named by the global setup (global-setup.ts) when it made one for this run; else each database migrates. */
const POSTGRES_TEMPLATE = process.env[POSTGRES_TEMPLATE_ENV];

/**
 * A migrated, empty database: in-memory PGlite, or a throw-away database on TEST_DATABASE_URL.
 * Both start as a copy of the migrated template (template-database.ts) rather than migrating again.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const handle = openPglite({ loadDataDir: await pgliteTemplate() });
    // Wait here for the copy to start: inside buildApp it would count against Fastify's plugin timeout.
    await pingDatabase(handle.db);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `rethread_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    `create database "${name}"${POSTGRES_TEMPLATE ? ` template "${POSTGRES_TEMPLATE}"` : ''}`,
  );
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 25 });
  if (!POSTGRES_TEMPLATE) await handle.migrate();
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return {
    ...base,
    sessionSecret: 'test-secret-'.padEnd(40, 'x'),
    dataDir: join(tmpdir(), `rethread-test-${randomBytes(4).toString('hex')}`),
    // Argon2id at its smallest cost: a real hash and check, without 19 MiB and two passes per sign-up.
    passwordHashing: { memoryKiB: 8, iterations: 1 },
    ...overrides,
    // Links follow a test's PUBLIC_URL, as loadConfig would make them.
    origin: overrides.origin ?? overrides.publicUrl ?? base.origin,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app refuses a state-changing request without Origin (browsers always send one), so `inject`
 * speaks as a same-origin page unless a test names the origin itself; `origin: undefined` sends none.
 */
export function sameOriginByDefault<T extends FastifyInstance>(app: T): T {
  const inject = app.inject.bind(app) as (opts?: unknown, callback?: unknown) => unknown;
  const withOrigin = (opts?: unknown, callback?: unknown) => {
    if (opts && typeof opts === 'object') {
      const options = opts as InjectOptions;
      if (!SAFE_METHODS.has((options.method ?? 'GET').toUpperCase())) {
        const headers: Record<string, unknown> = { ...options.headers };
        const key = Object.keys(headers).find((k) => k.toLowerCase() === 'origin');
        if (key === undefined) headers.origin = `http://${String(headers.host ?? 'localhost:80')}`;
        else if (headers[key] === undefined) delete headers[key];
        return inject({ ...options, headers }, callback);
      }
    }
    return inject(opts, callback);
  };
  app.inject = withOrigin as T['inject'];
  return app;
}

export type TestApp = App & {
  dispose(): Promise<void>;
  /** Every e-mail the app delivered, in order, in full (the outbox keeps them without secrets). */
  inbox: OutgoingMail[];
};

/** What a test may put in place of the configured adapters, e.g. storage that fails like a full disk. */
export type TestAppDeps = Pick<AppDeps, 'storage' | 'payments' | 'labels' | 'clientDir' | 'renderApp'>;

/** The whole app on a fresh database, ready for `app.inject()`. Call `dispose()` in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: TestAppDeps = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const inbox: OutgoingMail[] = [];
  const app = await buildApp(testConfig(overrides), {
    ...deps,
    database,
    clientDir: deps.clientDir ?? join(tmpdir(), 'rethread-no-client'),
    mailTransport: async (mail) => {
      inbox.push(mail);
    },
  });
  await app.ready();
  return Object.assign(sameOriginByDefault(app), {
    inbox,
    dispose: async () => {
      await app.close();
      await database.drop();
    },
  });
}

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${counter++}@example.com`;

/** Registers a new account and answers its session cookie header and user. */
export async function signUp(app: App, email = uniqueEmail(), password = 'secret123') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'rethread_session');
  if (!cookie) throw new Error('sign-up set no session cookie');
  const user = (res.json() as { user: { id: string; handle: string; display: string } }).user;
  return { cookie: `rethread_session=${cookie.value}`, user, email, password };
}
