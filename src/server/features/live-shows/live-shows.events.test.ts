import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, startSecondInstance } from '../../test/event-stream-reader.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

/**
 * Real HTTP, real streams: the app listens on a free port and two clients talk to it with fetch,
 * one reading the event stream while the other asks a question or the host goes live.
 */
let app: TestApp;
let base: string;
let host: Awaited<ReturnType<typeof signUp>>;
let viewer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  [host, viewer] = [await signUp(app), await signUp(app)];
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  base = address;
});
afterAll(async () => {
  await app.dispose();
});

type Frame = { event: string; data: unknown };

/** Opens a show's event stream and collects its frames as they arrive. */
const openStream = (showId: string) =>
  openEventStream<Frame>(
    `${base}/api/live-shows/${showId}/events`,
    (block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return event && data ? { event, data: JSON.parse(data) } : undefined;
    },
    { waitMs: 3000 },
  );

const json = (method: string, path: string, cookie: string, body?: object) =>
  fetch(`${base}${path}`, {
    method,
    // A browser names its page's origin on every state-changing request; the app refuses one without.
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function newShow() {
  const res = await json('POST', '/api/live-shows', host.cookie, {
    title: 'Streamed show',
    startAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { show: { id: string } }).show.id;
}

describe('GET /api/live-shows/:id/events', () => {
  it('pushes status, questions and viewer counts to every open stream within a second', async () => {
    const showId = await newShow();
    const hostStream = await openStream(showId);
    expect(hostStream.res.status).toBe(200);
    expect(hostStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(hostStream.res.headers.get('content-encoding')).toBeNull();
    await hostStream.waitFor(
      (f) => f.event === 'status' && (f.data as { status: string }).status === 'scheduled',
    );

    const viewerStream = await openStream(showId);
    // Both streams hear that there are now two viewers, and the API reports the same figure.
    await hostStream.waitFor(
      (f) => f.event === 'viewers' && (f.data as { viewerCount: number }).viewerCount === 2,
    );

    expect((await json('PATCH', `/api/live-shows/${showId}/start`, host.cookie)).status).toBe(200);
    await viewerStream.waitFor(
      (f) => f.event === 'status' && (f.data as { status: string }).status === 'live',
    );
    const show = (await (await fetch(`${base}/api/live-shows/${showId}`)).json()) as {
      show: { viewerCount: number };
    };
    expect(show.show.viewerCount).toBe(2);

    const asked = await json('POST', `/api/live-shows/${showId}/questions`, viewer.cookie, {
      body: 'Is it lined?',
    });
    expect(asked.status).toBe(201);
    const heard = await hostStream.waitFor((f) => f.event === 'question');
    expect(heard.data).toMatchObject({
      type: 'question',
      question: { showId, body: 'Is it lined?', author: { handle: viewer.user.handle } },
    });

    await viewerStream.close();
    await hostStream.waitFor(
      (f) =>
        f.event === 'viewers' &&
        (f.data as { viewerCount: number }).viewerCount === 1 &&
        hostStream.frames.indexOf(f) > hostStream.frames.indexOf(heard),
    );
    await hostStream.close();
  });

  it('keeps shows apart: a question on one show is not sent to another', async () => {
    const [a, b] = [await newShow(), await newShow()];
    const streamB = await openStream(b);
    await streamB.waitFor((f) => f.event === 'status');
    await json('POST', `/api/live-shows/${a}/questions`, viewer.cookie, { body: 'For show A' });
    await json('POST', `/api/live-shows/${b}/questions`, viewer.cookie, { body: 'For show B' });
    const heard = await streamB.waitFor((f) => f.event === 'question');
    expect((heard.data as { question: { body: string } }).question.body).toBe('For show B');
    expect(streamB.frames.filter((f) => f.event === 'question')).toHaveLength(1);
    await streamB.close();
  });

  it('reaches viewers connected to another app instance on the same database', async () => {
    const { other, base: otherBase } = await startSecondInstance(app);
    try {
      const showId = await newShow();
      const here = await openStream(showId);
      await here.waitFor((f) => f.event === 'status');
      const savedBase = base;
      base = otherBase;
      const there = await openStream(showId);
      base = savedBase;
      // Each instance counts the other's viewer: the total is 2 on both.
      await here.waitFor(
        (f) => f.event === 'viewers' && (f.data as { viewerCount: number }).viewerCount === 2,
      );
      const viaOther = (await (await fetch(`${otherBase}/api/live-shows/${showId}`)).json()) as {
        show: { viewerCount: number };
      };
      expect(viaOther.show.viewerCount).toBe(2);

      const asked = await fetch(`${otherBase}/api/live-shows/${showId}/questions`, {
        method: 'POST',
        headers: { cookie: viewer.cookie, origin: otherBase, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Asked on the other server' }),
      });
      expect(asked.status).toBe(201);
      const heard = await here.waitFor((f) => f.event === 'question');
      expect((heard.data as { question: { body: string } }).question.body).toBe('Asked on the other server');
      await there.close();
      await here.close();
    } finally {
      await other.close();
    }
  });
});
