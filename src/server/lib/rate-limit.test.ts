import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '../test/market.fixtures.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';
import { rowsOf } from '../db/rows.js';
import { RATE_LIMITS, type RateLimitedAction } from './rate-limit.js';

/**
 * Everything a person can repeat is limited per user and per address. Time moves by
 * ageing the limiter's rows (it counts with the database's clock), never by sleeping.
 */

type Person = Awaited<ReturnType<typeof signUp>>;
let app: TestApp;
let seller: Person;
let listingId: string;
let showId: string;

beforeAll(async () => {
  app = await createTestApp();
  seller = await signUp(app);
  listingId = (await makeListing(app, seller.user.id, { priceCents: 5000 })).id;
  const show = await app.inject({
    method: 'POST',
    url: '/api/live-shows',
    headers: { cookie: seller.cookie },
    payload: { title: 'Sunday denim', startAt: new Date(Date.now() + 3_600_000).toISOString() },
    remoteAddress: '192.0.2.250',
  });
  showId = show.json().show.id;
});
afterAll(async () => {
  await app.dispose();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await app.ctx.db.execute(query))[0]!.n);

/** Moves every window of `action` into the past, as if `seconds` had gone by. */
const age = (action: RateLimitedAction, seconds: number) =>
  app.ctx.db.execute(sql`
    update rate_limits set window_start = window_start - make_interval(secs => ${seconds})
    where key like ${`${action}:%`}`);

type Case = {
  action: RateLimitedAction;
  perMinuteOrHour: number;
  window: number;
  send: (who: Person, i: number, ip: string) => Promise<LightMyRequestResponse>;
  rows: (who: Person) => Promise<number>;
  message: RegExp;
};

/** A signed-in POST from the address `ip`. */
const post = (who: Person, url: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload, remoteAddress: ip });

let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;

const cases: Case[] = [
  {
    action: 'offer',
    perMinuteOrHour: 10,
    window: 60,
    send: (who, i, ip) =>
      post(who, '/api/offers', { listingId, buyerId: who.user.id, offerCents: 1000 + i }, ip),
    rows: (who) => count(sql`select count(*)::int as n from offers where buyer_id = ${who.user.id}`),
    message: /^You have made a lot of offers in a short time\. Please wait a minute and try again\.$/,
  },
  {
    action: 'comment',
    perMinuteOrHour: 10,
    window: 60,
    send: (who, i, ip) =>
      post(who, `/api/listings/${listingId}/comments`, { message: `Is this still available? (${i})` }, ip),
    rows: (who) =>
      count(sql`select count(*)::int as n from listing_comments where author_id = ${who.user.id}`),
    message: /^You are commenting very quickly\. Please wait a minute and try again\.$/,
  },
  {
    action: 'question',
    perMinuteOrHour: 10,
    window: 60,
    send: (who, i, ip) =>
      post(who, `/api/live-shows/${showId}/questions`, { body: `What size is the jacket? (${i})` }, ip),
    rows: (who) => count(sql`select count(*)::int as n from qa_questions where author_id = ${who.user.id}`),
    message: /^You are asking very quickly\. Please wait a minute and try again\.$/,
  },
  {
    action: 'show',
    perMinuteOrHour: 10,
    window: 3600,
    send: (who, i, ip) =>
      post(
        who,
        '/api/live-shows',
        { title: `Closet sale ${i}`, startAt: new Date(Date.now() + 86_400_000).toISOString() },
        ip,
      ),
    rows: (who) => count(sql`select count(*)::int as n from live_shows where host_id = ${who.user.id}`),
    message: /^You have scheduled several shows in a short time\. Please wait 60 minutes and try again\.$/,
  },
  {
    // Signed in, writing from a new address each time: the per-user rule still holds.
    action: 'contact',
    perMinuteOrHour: 5,
    window: 600,
    send: (who, i) =>
      post(
        who,
        '/api/contact',
        {
          name: 'Maya Chen',
          email: 'maya@example.com',
          subject: `Order question ${i}`,
          category: 'Buying Questions',
          message: 'Where is my parcel? It has been a week.',
        },
        freshIp(),
      ),
    rows: (who) => count(sql`select count(*)::int as n from contact_messages where user_id = ${who.user.id}`),
    message: /^You have sent several messages in a short time\. Please wait 10 minutes and try again\.$/,
  },
];

describe.each(cases)('$action', ({ action, perMinuteOrHour, window, send, rows, message }) => {
  it('matches the table', () => {
    expect(RATE_LIMITS[action].rules).toContainEqual({
      per: 'user',
      limit: perMinuteOrHour,
      windowSeconds: window,
    });
  });

  it('refuses the one past the limit with 429 and the message, writes nothing, leaves others alone, resets', async () => {
    const [me, other] = [await signUp(app), await signUp(app)];
    const ip = freshIp();
    for (let i = 0; i < perMinuteOrHour; i++) expect((await send(me, i, ip)).statusCode).toBe(201);
    const before = await rows(me);
    const refused = await send(me, 99, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.json().error).toMatch(message);
    expect(await rows(me)).toBe(before);

    // Someone else, from the same address, is not affected.
    expect((await send(other, 0, ip)).statusCode).toBe(201);

    // The window passes.
    await age(action, window + 1);
    expect((await send(me, 100, ip)).statusCode).toBe(201);
    expect(await rows(me)).toBe(before + 1);
  });
});

describe('per address', () => {
  it.each(['offer', 'comment', 'question', 'show'] as const)(
    '%s: fresh accounts from one address meet the address limit',
    async (action) => {
      const c = cases.find((x) => x.action === action)!;
      const ipRule = RATE_LIMITS[action].rules.find((r) => r.per === 'ip')!;
      const ip = freshIp();
      // The address has already spent its budget (as many accounts would), one short of the end.
      await app.ctx.db.execute(sql`
        insert into rate_limits (key, window_start, count)
        values (${`${action}:ip:${ipRule.windowSeconds}:${ip}`}, now(), ${ipRule.limit - 1})`);
      const fresh = await signUp(app);
      expect((await c.send(fresh, 0, ip)).statusCode).toBe(201);
      const second = await signUp(app);
      const refused = await c.send(second, 1, ip);
      expect(refused.statusCode).toBe(429);
      expect(await c.rows(second)).toBe(0);
      // The same account from another address is fine.
      expect((await c.send(second, 2, freshIp())).statusCode).toBe(201);
    },
  );
});

describe('offers per day', () => {
  it('stop at the daily limit even when every minute is calm, and say how long to wait', async () => {
    const me = await signUp(app);
    const daily = RATE_LIMITS.offer.rules.find((r) => r.windowSeconds === 86_400)!;
    await app.ctx.db.execute(sql`
      insert into rate_limits (key, window_start, count)
      values (${`offer:user:86400:${me.user.id}`}, now() - interval '1 hour', ${daily.limit})`);
    const refused = await cases[0]!.send(me, 0, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'You have made a lot of offers in a short time. Please wait 23 hours and try again.',
    );
    expect(await cases[0]!.rows(me)).toBe(0);
  });
});
