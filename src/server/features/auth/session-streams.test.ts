import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { openEventStream, startSecondInstance } from '../../test/event-stream-reader.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

/**
 * A person's private streams (notifications, messages) end with the session that opened them, on
 * every instance: two app servers on one database, real HTTP, a stream of each kind on each.
 */
let app: TestApp;
let other: Awaited<ReturnType<typeof startSecondInstance>>['other'];
let here: string;
let there: string;

beforeAll(async () => {
  app = await createTestApp();
  here = await app.listen({ port: 0, host: '127.0.0.1' });
  ({ other, base: there } = await startSecondInstance(app));
});
afterAll(async () => {
  await other.close();
  await app.dispose();
});

type Person = Awaited<ReturnType<typeof signUp>>;

/** A notification stream on one instance and a message stream on the other, both opened and answering. */
async function privateStreams(cookie: string) {
  const streams = await Promise.all([
    openEventStream(`${here}/api/notifications/events`, (block) => (block.startsWith('data:') ? block : undefined), {
      headers: { cookie },
      waitMs: 2000,
    }),
    openEventStream(`${there}/api/conversations/events`, (block) => (block.startsWith('data:') ? block : undefined), {
      headers: { cookie },
      waitMs: 2000,
    }),
  ]);
  for (const stream of streams) {
    expect(stream.res.status).toBe(200);
    await stream.waitFor(() => true);
  }
  return streams;
}

type Stream = Awaited<ReturnType<typeof privateStreams>>[number];

/** Resolves once the server has ended the stream; fails if it is still open after `ms`. */
async function endsWithin(stream: Stream, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([stream.pump, late]);
  } finally {
    clearTimeout(timer);
  }
  expect(stream.isEnded()).toBe(true);
}

const post = (base: string, path: string, body: object, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function secondSession(person: Person): Promise<string> {
  const res = await post(here, '/api/auth/login', { email: person.email, password: person.password });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe("a person's private streams end with their session, on every instance", () => {
  it('logout ends the streams of that session within 2 s, and leaves another device signed in', async () => {
    const person = await signUp(app);
    const otherDevice = await secondSession(person);
    const streams = await privateStreams(person.cookie);
    const kept = await privateStreams(otherDevice);

    expect((await post(there, '/api/auth/logout', {}, person.cookie)).status).toBe(204);
    await Promise.all(streams.map((s) => endsWithin(s, 2000)));
    expect(kept.map((s) => s.isEnded())).toEqual([false, false]);
    for (const s of kept) await s.close();
  });

  it('a password reset ends every stream of the person within 2 s', async () => {
    const person = await signUp(app);
    const otherDevice = await secondSession(person);
    const streams = [...(await privateStreams(person.cookie)), ...(await privateStreams(otherDevice))];

    expect((await post(here, '/api/auth/forgot-password', { email: person.email })).status).toBe(200);
    const token = /token=([\w-]+)/.exec(app.inbox.filter((m) => m.to === person.email).at(-1)?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await post(there, '/api/auth/reset-password', { token, password: 'brand-new-1' })).status).toBe(200);
    await Promise.all(streams.map((s) => endsWithin(s, 2000)));
  });

  it('a suspension ends every stream of the person within 2 s', async () => {
    const person = await signUp(app);
    const operator = await signUp(app);
    await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.user.id));
    const streams = await privateStreams(person.cookie);

    const suspended = await post(
      here,
      `/api/admin/users/${person.user.id}/suspend`,
      { note: 'Sells fakes' },
      operator.cookie,
    );
    expect(suspended.status).toBe(200);
    await Promise.all(streams.map((s) => endsWithin(s, 2000)));
  });

  it('a session that expired (or whose end was not heard) loses its streams at the next check', async () => {
    const person = await signUp(app);
    const streams = await privateStreams(person.cookie);
    await app.ctx.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, person.user.id));
    // The check every instance runs each keep-alive period (15 s), run now.
    await Promise.all([app.sessionStreams.recheck(), other.sessionStreams.recheck()]);
    await Promise.all(streams.map((s) => endsWithin(s, 2000)));
  });
});
