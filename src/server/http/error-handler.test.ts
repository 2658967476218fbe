import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp, type App } from '../app.js';
import { freshDatabase, testConfig } from '../test/test-app.js';
import { captureStdio, type StdioCapture } from '../test/log-capture.js';

/**
 * The error handler: a value PostgreSQL refuses is the sender's mistake (400, a
 * warning), and an error's log line names the route, never what the person sent.
 */

// What reaches the log, with the app at its most verbose level (trace).
let stdio: StdioCapture;
let app: App;
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  stdio = captureStdio();
  database = await freshDatabase();
  app = await buildApp(testConfig({ logLevel: 'trace' }), {
    database,
    clientDir: join(tmpdir(), 'rethread-no-client'),
  });
  // A route that hands a value to PostgreSQL unchecked, as an overlooked field would (outside /api,
  // where every route must come from an endpoint definition).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/test/cast/:type',
    {
      schema: {
        params: z.object({ type: z.enum(['int', 'date', 'jsonb']) }),
        querystring: z.object({ v: z.string() }),
      },
    },
    async (request) => {
      const v = request.query.v;
      const casts = {
        int: sql`select ${v}::int as x`,
        date: sql`select ${v}::timestamptz as x`,
        jsonb: sql`select ${`{"v": "${v}"}`}::jsonb as x`,
      };
      await app.ctx.db.execute(casts[request.params.type]);
      return { ok: true };
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  stdio.restore();
});

const logLines = () =>
  stdio.written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('values PostgreSQL refuses', () => {
  it.each([
    ['int', '99999999999', 'A number in the request is too large'],
    ['int', 'twelve', 'A value in the request is not in the expected format'],
    ['date', '2026-02-30', 'A date in the request is out of range'],
    ['date', 'soon', 'A date in the request is not valid'],
  ])('%s ← %s answers 400, logged as a warning', async (type, v, message) => {
    const res = await app.inject({ method: 'GET', url: `/test/cast/${type}?v=${encodeURIComponent(v)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    const line = logLines().find((l) => l.reqId === res.headers['x-request-id'] && l.level === 40);
    expect(line).toMatchObject({ route: '/test/cast/:type', method: 'GET', status: 400 });
    expect(JSON.stringify(line)).not.toContain(v);
  });

  it('a NUL escape that reaches PostgreSQL inside JSON is a 400 too', async () => {
    // No NUL character travels (the guard would refuse it): jsonb itself refuses the \u0000 escape.
    const res = await app.inject({
      method: 'GET',
      url: `/test/cast/jsonb?v=${encodeURIComponent('\\u0000')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Text must not contain NUL characters', code: 'VALIDATION_ERROR' });
  });
});

describe('the error log', () => {
  it('records route, method, status, code and request id, never the contact form or a query', async () => {
    const maya = {
      name: 'Maya Quintrell',
      email: 'maya.quintrell@example.com',
      subject: 'My parcel to 14 Larkspur Lane',
      category: 'Shipping Problems',
      message: 'Please call me on 07700 900123 about order 8841.',
    };
    // A same-origin page, as a browser would send it.
    const origin = 'http://localhost:80';
    const ok = await app.inject({ method: 'POST', url: '/api/contact', payload: maya, headers: { origin } });
    expect(ok.statusCode).toBe(201);
    // The table goes away mid-flight: the insert fails, and a failed query's message lists its values.
    await app.ctx.db.execute(sql`alter table contact_messages rename to contact_messages_gone`);
    try {
      const failed = await app.inject({
        method: 'POST',
        url: '/api/contact?from=maya.quintrell%40example.com',
        payload: maya,
        headers: { origin },
        remoteAddress: '203.0.113.9',
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      await new Promise((r) => setTimeout(r, 50)); // let pino flush its buffer

      const line = logLines().find((l) => l.reqId === failed.headers['x-request-id'] && l.level === 50);
      expect(line).toMatchObject({ route: '/api/contact', method: 'POST', status: 500, code: '42P01' });
      expect((line!.err as { stack: string }).stack).toMatch(/^\s+at /);
      const log = stdio.written.join('');
      for (const value of [
        ...Object.values(maya).filter((v) => v !== maya.category),
        'maya.quintrell',
        '07700',
      ]) {
        expect(log).not.toContain(value);
      }
    } finally {
      await app.ctx.db.execute(sql`alter table contact_messages_gone rename to contact_messages`);
    }
  });
});
