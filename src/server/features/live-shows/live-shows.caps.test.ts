import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SHOW_VISITOR_STREAMS, LIVE_STREAMS_PER_VIEWER, liveShowMessages } from '#shared/live-shows.js';
import { openEventStream } from '../../test/event-stream-reader.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { LiveShowHub } from './live-shows.events.js';

/**
 * A flood of live-show streams: visitors are capped per address and per show (429 beyond), and the
 * viewer count is sent at most once a second however fast people arrive. Real HTTP on a free port.
 */
let app: TestApp;
let base: string;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  host = await signUp(app);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.dispose();
});

type Frame = { event: string; data: { viewerCount?: number } };
const parse = (block: string): Frame | undefined => {
  const event = /^event: (.+)$/m.exec(block)?.[1];
  const data = /^data: (.+)$/m.exec(block)?.[1];
  return event && data ? { event, data: JSON.parse(data) as Frame['data'] } : undefined;
};
const openStream = (showId: string, cookie?: string) =>
  openEventStream<Frame>(`${base}/api/live-shows/${showId}/events`, parse, {
    waitMs: 3000,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Opens a stream once this address has a place again: the server sees a close a moment after the client. */
async function openOnceFree(showId: string) {
  for (let i = 0; ; i++) {
    const stream = await openStream(showId);
    if (stream.res.status !== 429 || i === 100) return stream;
    await stream.close();
    await new Promise((r) => setImmediate(r));
  }
}

async function newShow(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/live-shows',
    headers: { cookie: host.cookie },
    payload: { title: 'Crowded show', startAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { show: { id: string } }).show.id;
}

/** Opens a stream from another loopback address (127.0.0.x): answers its status, and a way to close it. */
function openFrom(localAddress: string, showId: string): Promise<{ status: number; close(): void }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${base}/api/live-shows/${showId}/events`);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, localAddress, agent: false },
      (res: IncomingMessage) => resolve({ status: res.statusCode ?? 0, close: () => req.destroy() }),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('live-show stream caps', () => {
  it("refuses a visitor's streams beyond the cap from one address with 429, and no one else's", async () => {
    const showId = await newShow();
    const open = [];
    for (let i = 0; i < LIVE_STREAMS_PER_VIEWER; i++) {
      const stream = await openStream(showId);
      expect(stream.res.status).toBe(200);
      open.push(stream);
    }
    const refused = await fetch(`${base}/api/live-shows/${showId}/events`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: liveShowMessages.tooManyStreams, code: 'RATE_LIMITED' });

    // Another address, and a signed-in person at this one, are not held back by it.
    const elsewhere = await openFrom('127.0.0.2', showId);
    expect(elsewhere.status).toBe(200);
    elsewhere.close();
    const member = await openStream(showId, host.cookie);
    expect(member.res.status).toBe(200);
    await member.close();

    // A closed stream gives its place back.
    await open.pop()!.close();
    const again = await openOnceFree(showId);
    expect(again.res.status).toBe(200);
    await again.close();
    for (const stream of open) await stream.close();
  });

  it('caps the visitors of one show, not its signed-in viewers', () => {
    const hub = new LiveShowHub(app.ctx.database, app.log);
    const show = '00000000-0000-4000-8000-000000000001';
    for (let i = 0; i < LIVE_SHOW_VISITOR_STREAMS; i++) hub.reserve(show, { key: `ip:${i}`, visitor: true });
    expect(() => hub.reserve(show, { key: 'ip:one-more', visitor: true })).toThrow(liveShowMessages.visitorsFull);
    expect(() => hub.reserve(show, { key: 'user:someone', visitor: false })).not.toThrow();
    // Another show's visitors are counted apart.
    expect(() =>
      hub.reserve('00000000-0000-4000-8000-000000000002', { key: 'ip:one-more', visitor: true }),
    ).not.toThrow();
  });
});

describe('viewer counts under a burst', () => {
  it('sends the count at most once a second per show, and ends on the right figure', async () => {
    const showId = await newShow();
    const first = await openOnceFree(showId);
    await first.waitFor((f) => f.event === 'viewers' && f.data.viewerCount === 1);
    const started = Date.now();
    const others = [];
    for (let i = 0; i < LIVE_STREAMS_PER_VIEWER - 1; i++) others.push(await openOnceFree(showId));
    await first.waitFor((f) => f.event === 'viewers' && f.data.viewerCount === LIVE_STREAMS_PER_VIEWER);
    const seconds = (Date.now() - started) / 1000;
    const counts = first.frames.filter((f) => f.event === 'viewers').length;
    // The first count on joining, then one per second begun at most: not one per arrival.
    expect(counts).toBeLessThanOrEqual(2 + Math.ceil(seconds));
    expect(counts).toBeLessThan(LIVE_STREAMS_PER_VIEWER);

    for (const stream of others) await stream.close();
    const last = first.frames.length;
    await first.waitFor((f) => f.event === 'viewers' && f.data.viewerCount === 1 && first.frames.indexOf(f) >= last);
    await first.close();
  });
});
