import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMessages } from '#shared/reports.js';
import { makeComment, makeConversation } from '../admin/admin.test-helpers.js';
import { caller, makeListing, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let reporter: Person;
beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, reporter] = [await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});

const report = (who: Person | undefined, body: Record<string, unknown>) =>
  call('POST', '/api/reports', who, { reason: 'scam', ...body });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`POST /api/reports (${testDatabaseKind})`, () => {
  it('files a report of each kind once; the reporter must be signed in', async () => {
    const listing = await makeListing(app, seller.user.id);
    const comment = await makeComment(app, listing.id, seller.user.id);
    const conversation = await makeConversation(app, listing.id, reporter.user.id, seller.user.id);
    expect((await report(undefined, { kind: 'user', id: seller.user.id })).statusCode).toBe(401);
    for (const [kind, id] of [
      ['listing', listing.id],
      ['user', seller.user.id],
      ['comment', comment],
      ['conversation', conversation],
    ] as const) {
      const res = await report(reporter, { kind, id, message: `  About this ${kind}  ` });
      expect(res.statusCode, kind).toBe(201);
      expect(res.json().report).toEqual({ id: expect.any(String), kind, status: 'open' });
      const again = await report(reporter, { kind, id, reason: 'spam' });
      expect([again.statusCode, again.json().error], kind).toEqual([409, reportMessages.alreadyReported]);
    }
  });

  it('answers 404 for what does not exist or the reporter cannot see, 400 for oneself', async () => {
    const listing = await makeListing(app, seller.user.id);
    const hidden = await makeListing(app, seller.user.id, { isActive: false });
    const stranger = await signUp(app);
    const theirs = await makeConversation(app, listing.id, stranger.user.id, seller.user.id);
    const cases: [string, string][] = [
      ['listing', UNKNOWN],
      ['user', UNKNOWN],
      ['comment', UNKNOWN],
      ['conversation', UNKNOWN],
      ['listing', 'not-a-uuid'],
      ['listing', hidden.id],
      ['conversation', theirs],
    ];
    for (const [kind, id] of cases) {
      const res = await report(reporter, { kind, id });
      expect([res.statusCode, res.json().error], `${kind} ${id}`).toEqual([404, reportMessages.notFound]);
    }
    const own = await makeComment(app, listing.id, seller.user.id);
    for (const [kind, id] of [
      ['listing', listing.id],
      ['user', seller.user.id],
      ['comment', own],
    ]) {
      const res = await report(seller, { kind, id });
      expect([res.statusCode, res.json().error], kind).toEqual([400, reportMessages.notYourself]);
    }
  });

  it('refuses bad input with 400', async () => {
    const bad = [
      { kind: 'order', id: seller.user.id },
      { kind: 'user', id: seller.user.id, reason: 'boring' },
      { kind: 'user', id: seller.user.id, message: 'Hello\u0000' },
      { kind: 'user', id: seller.user.id, message: 'x'.repeat(1001) },
      { kind: 'user', id: 'x'.repeat(10_000) },
      { kind: 'user', id: seller.user.id, extra: true },
    ];
    for (const body of bad) {
      const res = await report(reporter, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('files one of two identical reports sent at once', async () => {
    const target = await signUp(app);
    const who = await signUp(app);
    const [a, b] = await Promise.all([
      report(who, { kind: 'user', id: target.user.id }),
      report(who, { kind: 'user', id: target.user.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('limits how many reports one person sends in an hour', async () => {
    const who = await signUp(app);
    for (let i = 0; i < 10; i++) {
      const target = await signUp(app);
      expect((await report(who, { kind: 'user', id: target.user.id })).statusCode).toBe(201);
    }
    const target = await signUp(app);
    const res = await report(who, { kind: 'user', id: target.user.id });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(
      /^You have sent a lot of reports in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});
