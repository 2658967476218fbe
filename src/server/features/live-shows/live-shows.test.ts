import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveShows, qaQuestions } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let viewer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  [host, viewer] = [await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});
// One host schedules many shows here; the limits themselves are tested in lib/rate-limit.test.ts.
beforeEach(async () => {
  await app.ctx.db.execute(sql`delete from rate_limits`);
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const schedule = (payload: object, cookie = host.cookie) => call('POST', '/api/live-shows', cookie, payload);
const showCount = async () => (await app.ctx.db.select().from(liveShows)).length;
const questionsOf = (showId: string) =>
  app.ctx.db.select().from(qaQuestions).where(eq(qaQuestions.showId, showId));

async function newShow(title = 'Sunday vintage drop', cookie = host.cookie) {
  const res = await schedule({ title, startAt: inHours(2) }, cookie);
  expect(res.statusCode).toBe(201);
  return res.json().show as { id: string; status: string };
}

describe('POST /api/live-shows', () => {
  it('needs an account', async () => {
    const before = await showCount();
    const res = await call('POST', '/api/live-shows', undefined, { title: 'Nope', startAt: inHours(1) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Please log in to schedule a show');
    expect(await showCount()).toBe(before);
  });

  it('schedules a show for the caller, trimmed, with its host', async () => {
    const startAt = inHours(24);
    const res = await schedule({
      title: '  Denim drop  ',
      startAt,
      streamUrl: 'https://stream.example.com/denim',
      hostId: host.user.id,
    });
    expect(res.statusCode).toBe(201);
    const show = res.json().show;
    expect(show).toMatchObject({
      title: 'Denim drop',
      startAt,
      streamUrl: 'https://stream.example.com/denim',
      status: 'scheduled',
      hostId: host.user.id,
      host: { id: host.user.id, handle: host.user.handle, display: host.user.display },
      viewerCount: 0,
      questionCount: 0,
    });
    const [row] = await app.ctx.db.select().from(liveShows).where(eq(liveShows.id, show.id));
    expect(row).toMatchObject({ hostId: host.user.id, title: 'Denim drop', status: 'scheduled' });
    expect(row!.startAt.toISOString()).toBe(startAt);
  });

  it.each([
    [{ startAt: inHours(1) }, 'Please fill in all required fields'],
    [{ title: '   ', startAt: inHours(1) }, 'Please fill in all required fields'],
    [{ title: 'Denim' }, 'Please fill in all required fields'],
    [{ title: 'Denim', startAt: '' }, 'Please fill in all required fields'],
    [{ title: 'ab', startAt: inHours(1) }, 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(121), startAt: inHours(1) }, 'Title must be at most 120 characters'],
    [{ title: 'Denim', startAt: 'next tuesday' }, 'Please choose a valid date and time'],
    [{ title: 'Denim', startAt: inHours(-1) }, 'The show cannot start in the past'],
    [
      { title: 'Denim', startAt: inHours(1), streamUrl: 'http://insecure.example.com' },
      'Stream URL must be a valid https:// link',
    ],
    [
      { title: 'Denim', startAt: inHours(1), streamUrl: 'javascript:alert(1)' },
      'Stream URL must be a valid https:// link',
    ],
    [
      { title: 'Denim', startAt: inHours(1), streamUrl: 'not a url' },
      'Stream URL must be a valid https:// link',
    ],
  ])('refuses bad input #%# with its message and stores nothing', async (payload, message) => {
    const before = await showCount();
    const res = await schedule(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await showCount()).toBe(before);
  });

  it('accepts a start time a few seconds ago (clock skew) and an empty stream URL', async () => {
    const res = await schedule({
      title: 'Right now',
      startAt: new Date(Date.now() - 20_000).toISOString(),
      streamUrl: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().show.streamUrl).toBeNull();
  });

  it('refuses to schedule in someone else’s name', async () => {
    const before = await showCount();
    const res = await schedule(
      { title: 'Impostor', startAt: inHours(1), hostId: host.user.id },
      viewer.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(await showCount()).toBe(before);
  });
});

describe('show lifecycle', () => {
  it('only the host starts and ends, in order', async () => {
    const show = await newShow();
    expect((await call('PATCH', `/api/live-shows/${show.id}/start`)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/live-shows/${show.id}/start`, viewer.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/live-shows/${show.id}/end`, host.cookie)).statusCode).toBe(409);

    const started = await call('PATCH', `/api/live-shows/${show.id}/start`, host.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json().show).toMatchObject({ status: 'live' });
    expect(started.json().show.startedAt).toEqual(expect.any(String));
    expect((await call('PATCH', `/api/live-shows/${show.id}/start`, host.cookie)).statusCode).toBe(409);

    const active = (await call('GET', '/api/live-shows/active')).json().shows;
    expect(active.map((s: { id: string }) => s.id)).toContain(show.id);
    expect(active.every((s: { status: string }) => s.status === 'live')).toBe(true);

    expect((await call('PATCH', `/api/live-shows/${show.id}/end`, viewer.cookie)).statusCode).toBe(403);
    const ended = await call('PATCH', `/api/live-shows/${show.id}/end`, host.cookie);
    expect(ended.statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(liveShows).where(eq(liveShows.id, show.id));
    expect(row!.status).toBe('ended');
    expect(row!.endedAt).toBeInstanceOf(Date);
    expect((await call('PATCH', `/api/live-shows/${show.id}/start`, host.cookie)).statusCode).toBe(409);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call('GET', `/api/live-shows/${id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/live-shows/${id}/questions`)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/live-shows/${id}/start`, host.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/live-shows/${id}/events`)).statusCode).toBe(404);
    }
  });

  it('lists live first, then upcoming soonest first, then ended', async () => {
    const later = (await schedule({ title: 'Later show', startAt: inHours(48) })).json().show;
    const sooner = (await schedule({ title: 'Sooner show', startAt: inHours(3) })).json().show;
    const live = await newShow('Live show');
    await call('PATCH', `/api/live-shows/${live.id}/start`, host.cookie);
    const res = await call('GET', '/api/live-shows');
    expect(res.statusCode).toBe(200);
    const list: { id: string; status: string }[] = res.json().shows;
    const rank = { live: 0, scheduled: 1, ended: 2 } as const;
    const ranks = list.map((s) => rank[s.status as keyof typeof rank]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids[0]).toBeDefined();
    expect(list.find((s) => s.id === live.id)!.status).toBe('live');
  });
});

describe('questions', () => {
  it('are asked signed in, trimmed, and listed with their author', async () => {
    const show = await newShow();
    const url = `/api/live-shows/${show.id}/questions`;
    const anon = await call('POST', url, undefined, { body: 'Hi' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toBe('Please log in to ask a question');

    const res = await call('POST', url, viewer.cookie, {
      body: '  What size is the blazer?  ',
      authorId: viewer.user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().question).toMatchObject({
      showId: show.id,
      body: 'What size is the blazer?',
      author: { handle: viewer.user.handle, display: viewer.user.display },
    });
    await call('POST', url, host.cookie, { body: 'It is a UK 12.' });

    const list = (await call('GET', url)).json().questions;
    expect(list.map((q: { body: string }) => q.body)).toEqual(['What size is the blazer?', 'It is a UK 12.']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      showId: show.id,
      body: 'What size is the blazer?',
      createdAt: expect.any(String),
      author: { handle: viewer.user.handle, display: viewer.user.display },
    });
    expect((await call('GET', `/api/live-shows/${show.id}`)).json().show.questionCount).toBe(2);
  });

  it.each([
    [{ body: '   ' }, 400, 'Please type a question'],
    [{}, 400, 'Please type a question'],
    [{ body: 'x'.repeat(501) }, 400, 'Question must be at most 500 characters'],
  ])('refuses question #%#', async (payload, status, message) => {
    const show = await newShow();
    const res = await call('POST', `/api/live-shows/${show.id}/questions`, viewer.cookie, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    expect(await questionsOf(show.id)).toHaveLength(0);
  });

  it('refuses another author id and questions on an ended show', async () => {
    const show = await newShow();
    const url = `/api/live-shows/${show.id}/questions`;
    expect((await call('POST', url, viewer.cookie, { body: 'Hi', authorId: host.user.id })).statusCode).toBe(
      403,
    );
    await call('PATCH', `/api/live-shows/${show.id}/start`, host.cookie);
    await call('PATCH', `/api/live-shows/${show.id}/end`, host.cookie);
    const res = await call('POST', url, viewer.cookie, { body: 'Too late?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This show has ended and is no longer taking questions');
    expect(await questionsOf(show.id)).toHaveLength(0);
  });

  it('are rate limited per person', async () => {
    const asker = await signUp(app);
    const show = await newShow();
    const url = `/api/live-shows/${show.id}/questions`;
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', url, asker.cookie, { body: `Question ${i}` })).statusCode).toBe(201);
    }
    const res = await call('POST', url, asker.cookie, { body: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(await questionsOf(show.id)).toHaveLength(10);
    // Someone else is not held back by it.
    expect((await call('POST', url, viewer.cookie, { body: 'Mine' })).statusCode).toBe(201);
  });
});
