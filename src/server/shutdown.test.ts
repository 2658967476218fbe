import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteAt } from './db/client.js';
import { rowsOf } from './db/rows.js';
import { freePort, send, startServerProcess, throwAwayPostgres, type Answer } from './test/server-process.js';
import { testDatabaseKind, testDatabaseUrl } from './test/test-app.js';

const WRITES = 20;
const IDLE = 5;
const IN_FLIGHT = 100;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Sockets the agent keeps open with no request on them. */
function freeSockets(agent: Agent): Socket[] {
  return Object.values(agent.freeSockets).flatMap((list) => (list ?? []) as Socket[]);
}

/** Signs a seller up, schedules a show and opens its event stream; `ended` settles when it closes. */
async function openShowStream(url: string): Promise<{ ended: Promise<'ended' | 'reset'> }> {
  const agent = new Agent({ keepAlive: true });
  const headers = { 'content-type': 'application/json', origin: url };
  const email = `shutdown.seller.${Date.now().toString(36)}@example.com`;
  const signedUp = await send(url, {
    method: 'POST',
    path: '/api/auth/register',
    agent,
    headers,
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  if (!signedUp.ok || signedUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signedUp)}`);
  const cookie = String(signedUp.headers['set-cookie']?.[0]).split(';')[0] ?? '';
  const scheduled = await send(url, {
    method: 'POST',
    path: '/api/live-shows',
    agent,
    headers: { ...headers, cookie },
    body: JSON.stringify({ title: 'Closing time', startAt: new Date(Date.now() + 3_600_000).toISOString() }),
  });
  if (!scheduled.ok || scheduled.status !== 201)
    throw new Error(`scheduling failed: ${JSON.stringify(scheduled)}`);
  const showId = (JSON.parse(scheduled.body) as { show: { id: string } }).show.id;
  agent.destroy();
  return new Promise((resolve, reject) => {
    const req = httpGet(`${url}/api/live-shows/${showId}/events`, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      const ended = new Promise<'ended' | 'reset'>((settle) => {
        res.on('end', () => settle('ended'));
        res.on('error', () => settle('reset'));
      });
      res.resume();
      // Open once the first event (the show's status) has arrived.
      res.once('data', () => resolve({ ended }));
    });
    req.on('error', reject);
  });
}

describe(`SIGTERM with writes in flight (${testDatabaseKind})`, () => {
  it('answers every request, closes idle connections and the database, and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rethread-shutdown-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const pg = testDatabaseUrl ? await throwAwayPostgres(testDatabaseUrl) : undefined;
    if (pg) cleanups.push(() => pg.drop());

    const server = await startServerProcess({
      PORT: await freePort(),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'shutdown-test-secret-'.padEnd(40, 'x'),
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    });
    cleanups.push(() => void server.child.kill('SIGKILL'));

    // A viewer watching a live show: its event stream never ends by itself, so shutdown must end it.
    const stream = await openShowStream(server.url);

    // Connections the server has already accepted: some stay idle, the others carry the writes.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: IDLE });
    const writeAgent = new Agent({ keepAlive: true, maxSockets: WRITES });
    cleanups.push(() => (idleAgent.destroy(), writeAgent.destroy()));
    const warm = (agent: Agent, n: number) =>
      Promise.all(range(n).map(() => send(server.url, { path: '/api/health', agent })));
    expect((await warm(idleAgent, IDLE)).every((a) => a.ok && a.status === 200)).toBe(true);
    expect((await warm(writeAgent, WRITES)).every((a) => a.ok && a.status === 200)).toBe(true);
    const idle = freeSockets(idleAgent);
    expect(idle).toHaveLength(IDLE);
    const idleClosed = Promise.all(idle.map((socket) => once(socket, 'close')));

    // Twenty sign-ups at once. Half are still uploading their body when SIGTERM comes: it is sent on
    // the first answer, and those bodies are finished once the server says it is shutting down.
    const emails = range(WRITES).map((i) => `shutdown.${Date.now().toString(36)}.${i}@example.com`);
    const held = (i: number) => i % 2 === 0;
    let signalledAt = 0;
    let sigterm = () => {};
    const shuttingDown = new Promise<void>((resolve) => {
      sigterm = () => {
        if (signalledAt) return;
        signalledAt = Date.now();
        server.child.kill('SIGTERM');
        void server.waitForOutput('shutting down').then(resolve);
      };
    });
    const writes = emails.map((email, i) =>
      send(
        server.url,
        {
          method: 'POST',
          path: '/api/auth/register',
          agent: writeAgent,
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email, password: 'secret123' }),
        },
        held(i) ? shuttingDown : undefined,
      ).then((answer) => {
        sigterm();
        return answer;
      }),
    );
    const answers = await Promise.all(writes);
    const exit = await server.exited;
    const stoppedAfterMs = Date.now() - signalledAt;

    // Every request got a whole HTTP answer: its sign-up, or 503 once the server was closing.
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    const statuses = answers.map((a) => (a.ok ? a.status : 0));
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    // The uploads finished after SIGTERM were served in full, and their replies closed the connection.
    const late = answers.filter((_, i) => held(i));
    expect(late.map((a) => a.ok && [a.status, a.headers.connection])).toEqual(late.map(() => [201, 'close']));
    await idleClosed;
    expect(await stream.ended).toBe('ended');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedAfterMs).toBeLessThan(8000);
    expect(server.output()).toContain('stopped: requests answered, database closed');

    // Every acknowledged sign-up is in the database, which opens again cleanly.
    const acknowledged = emails.filter((_, i) => statuses[i] === 201).sort();
    expect(acknowledged.length).toBeGreaterThan(0);
    let stored: string[];
    if (pg) {
      const client = postgres(pg.url, { max: 1, onnotice: () => {} });
      stored = (await client<{ email: string }[]>`select email from users`).map((r) => r.email);
      await client.end();
    } else {
      const reopened = await openPgliteAt(join(dataDir, 'pglite'));
      const rows = rowsOf<{ email: string }>(await reopened.db.execute(sql`select email from users`));
      stored = rows.map((r) => r.email);
      await reopened.close();
    }
    expect(stored.sort()).toEqual(expect.arrayContaining(acknowledged));
  }, 90_000);
});

describe(`SIGTERM with 100 requests in flight (${testDatabaseKind})`, () => {
  it('answers every request sent before the signal, and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rethread-shutdown-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const pg = testDatabaseUrl ? await throwAwayPostgres(testDatabaseUrl) : undefined;
    if (pg) cleanups.push(() => pg.drop());
    const server = await startServerProcess({
      PORT: await freePort(),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'shutdown-test-secret-'.padEnd(40, 'x'),
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    });
    cleanups.push(() => void server.child.kill('SIGKILL'));

    // A hundred clients, each sending its next request as soon as the last is answered: half over
    // kept-alive connections, half on a new connection each time. The third request of every fourth
    // client, in flight at the signal, is a sign-up (25: within the address's sign-up budget).
    const kept = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const fresh = new Agent({ keepAlive: false, maxSockets: IN_FLIGHT });
    cleanups.push(() => (kept.destroy(), fresh.destroy()));
    const stamp = Date.now().toString(36);
    let signalled = false;
    let started = 0;
    const sent: Promise<void>[] = [];
    const client = async (c: number) => {
      const answers: Answer[] = [];
      for (let n = 0; !signalled; n++) {
        const agent = c % 2 === 0 ? kept : fresh;
        let onSent = () => {};
        sent[c] = new Promise<void>((resolve) => (onSent = resolve));
        const request =
          n === 2 && c % 4 === 0
            ? {
                method: 'POST',
                path: '/api/auth/register',
                agent,
                headers: { 'content-type': 'application/json', origin: server.url },
                body: JSON.stringify({
                  email: `in.flight.${stamp}.${c}.${n}@example.com`,
                  password: 'secret123',
                }),
                onSent,
              }
            : { path: `/api/listings?q=coat${c}`, agent, onSent };
        const answer = send(server.url, request);
        // Once every client has started its third request, the server is busy: no client starts
        // another, and SIGTERM goes once all 100 requests in flight have reached the server's kernel.
        if (n === 2 && ++started === IN_FLIGHT) {
          signalled = true;
          void Promise.all(sent).then(() => server.child.kill('SIGTERM'));
        }
        answers.push(await answer);
      }
      return answers;
    };
    const answers = (await Promise.all(range(IN_FLIGHT).map(client))).flat();
    const exit = await server.exited;

    expect(answers.length).toBeGreaterThanOrEqual(IN_FLIGHT * 3);
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    const statuses = answers.map((a) => (a.ok ? a.status : 0));
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 180_000);
});
