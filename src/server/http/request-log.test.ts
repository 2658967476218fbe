import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { freshDatabase, sameOriginByDefault, testConfig } from '../test/test-app.js';
import { printBelowLog } from './request-log.js';

type Line = { msg: string; reqId?: string; method?: string; path?: string; status?: number; ms?: number };
const lines: Line[] = [];
let app: App;
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
  app = sameOriginByDefault(
    await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      clientDir: join(tmpdir(), 'rethread-no-client'),
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the request log', () => {
  it('writes one line per request: method, path without its query, status and time', async () => {
    lines.length = 0;
    const search = await app.inject({ method: 'GET', url: '/api/listings?q=anna%40example.com&limit=2' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login?returnTo=/secret',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect([search.statusCode, login.statusCode]).toEqual([200, 401]);

    const requestLines = lines.filter((l) => l.reqId);
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      path: '/api/listings',
      status: 200,
      msg: expect.stringMatching(/^GET \/api\/listings 200 [\d.]+ ms$/),
    });
    expect(requestLines[1]).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 401 });
    expect(typeof requestLines[0]!.ms).toBe('number');
    const all = JSON.stringify(lines);
    expect(all).not.toContain('incoming request');
    expect(all).not.toContain('request completed');
    expect(all).not.toContain('anna');
    expect(all).not.toContain('returnTo');
    expect(all).not.toContain('nobody@example.com');
  });
});

describe('the start-up banner', () => {
  it('lands below every line logged before it, though pino writes asynchronously', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rethread-log-')), 'out.log');
    const destination = pino.destination({ dest: file, sync: false });
    const log = pino(destination);
    for (let i = 0; i < 500; i++) log.info(`start-up line ${i}`);
    printBelowLog(log, '\n  Demo log-ins (password: demo1234):\n');
    const closed = new Promise((resolve) => destination.once('close', resolve));
    destination.end();
    await closed;
    const text = readFileSync(file, 'utf8');
    expect(text.indexOf('start-up line 499')).toBeGreaterThan(0);
    expect(text.trimEnd().endsWith('Demo log-ins (password: demo1234):')).toBe(true);
  });
});
