import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { notificationFanouts, notifications, userBlocks, users } from '../../db/schema.js';
import { startWorkers } from '../../jobs.js';
import { caller, makeListing, pay, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fanoutBatch, fanoutJobDefinition, queueFanout } from './fanout.service.js';
import * as q from './fanout.queries.js';

/**
 * Fan-out notifications (likers, followers): queued with the event, told by a job in batches, each
 * person once, also when the job is resumed after a crash.
 */
let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let fans: Person[];

const quiet = { info: () => {}, error: (obj: object, msg?: string) => console.error(msg, obj) };

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  seller = await signUp(app);
  fans = [];
  for (let i = 0; i < 5; i++) fans.push(await signUp(app));
});
afterAll(async () => {
  await app.dispose();
});

const ofType = (type: NotificationType) =>
  app.ctx.db.select().from(notifications).where(eq(notifications.type, type));
const openFanouts = () =>
  app.ctx.db
    .select()
    .from(notificationFanouts)
    .where(sql`${notificationFanouts.status} <> 'completed'`);

/** Runs every queued fan-out to the end, as a worker would. */
async function drain(batchSize = 200) {
  const def = fanoutJobDefinition(app.ctx, quiet, { batchSize });
  for (;;) {
    const job = await def.claim('test-worker');
    if (!job) return;
    await def.run(job, { workerId: 'test-worker', signal: new AbortController().signal });
  }
}

const like = async (who: Person, listingId: string) =>
  expect((await call('POST', `/api/listings/${listingId}/like`, who)).statusCode).toBe(200);
const setPrice = async (listingId: string, priceCents: number) =>
  expect((await call('PATCH', `/api/listings/${listingId}`, seller, { priceCents })).statusCode).toBe(200);

describe('liked_price_drop', () => {
  it('tells every liker but the seller once when the price drops 10% or more, not for less', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Wool coat', priceCents: 10000 });
    for (const fan of fans.slice(0, 3)) await like(fan, listing.id);
    await like(seller, listing.id);

    await setPrice(listing.id, 9100); // 9% below the price before: nobody is told
    await drain();
    expect(await openFanouts()).toEqual([]);
    expect(await ofType('liked_price_drop')).toEqual([]);

    await setPrice(listing.id, 8190); // exactly 10% below 9,100
    expect(await ofType('liked_price_drop')).toEqual([]); // only queued until a worker runs it
    await drain();
    const told = await ofType('liked_price_drop');
    expect(told.map((n) => n.userId).sort()).toEqual(
      fans
        .slice(0, 3)
        .map((f) => f.user.id)
        .sort(),
    );
    expect(told[0]).toMatchObject({
      title: 'Wool coat is now $81.90',
      body: 'A listing you like dropped from $91.00 to $81.90.',
      url: `/listing/${listing.id}`,
    });
    await drain();
    expect(await ofType('liked_price_drop')).toHaveLength(3);

    // A rise is never news; neither is a drop on a listing taken off sale in the same edit.
    await setPrice(listing.id, 9000);
    const off = await call('PATCH', `/api/listings/${listing.id}`, seller, {
      priceCents: 1000,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    await drain();
    expect(await ofType('liked_price_drop')).toHaveLength(3);
  });

  it('leaves out a liker who blocked the seller and one who deleted their account', async () => {
    const [blocker, leaver, stays] = [await signUp(app), await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { title: 'Silk scarf', priceCents: 5000 });
    for (const who of [blocker, leaver, stays]) await like(who, listing.id);
    await app.ctx.db.insert(userBlocks).values({ blockerId: blocker.user.id, blockedId: seller.user.id });
    await setPrice(listing.id, 4000);
    await app.ctx.db.delete(users).where(eq(users.id, leaver.user.id));
    await drain();
    const told = (await ofType('liked_price_drop')).filter((n) => n.title.startsWith('Silk scarf'));
    expect(told.map((n) => n.userId)).toEqual([stays.user.id]);
  });

  it('a rolled-back edit queues nothing and tells nobody', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Rolled back', priceCents: 5000 });
    await like(fans[0]!, listing.id);
    const before = (await app.ctx.db.select().from(notificationFanouts)).length;
    await app.ctx.db
      .transaction(async (tx) => {
        await queueFanout(tx as Db, {
          audience: 'likers',
          subjectId: listing.id,
          actorId: seller.user.id,
          type: 'liked_price_drop',
          title: 'Rolled back is now $1.00',
          body: '',
          url: `/listing/${listing.id}`,
        });
        throw new Error('the edit failed');
      })
      .catch(() => undefined);
    expect(await app.ctx.db.select().from(notificationFanouts)).toHaveLength(before);
    await drain();
    expect((await ofType('liked_price_drop')).filter((n) => n.title.startsWith('Rolled back'))).toEqual([]);
  });
});

describe('liked_sold', () => {
  it('tells each liker except the buyer and the seller when the listing sells', async () => {
    const [buyer, a, b] = [await signUp(app), await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { title: 'Leather boots', priceCents: 7000 });
    for (const who of [buyer, a, b, seller]) await like(who, listing.id);
    const started = await startCheckout(app, buyer, listing.id);
    expect(started.statusCode).toBe(200);
    expect((await pay(app, buyer, started.json().clientSecret)).statusCode).toBe(200);
    await drain();
    const told = await ofType('liked_sold');
    expect(told.map((n) => n.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(told[0]).toMatchObject({ title: 'Leather boots sold', url: `/listing/${listing.id}` });
  });
});

describe('live_show_started', () => {
  it("tells the host's followers (not the host) once when the show goes live", async () => {
    const host = await signUp(app);
    const followers = fans.slice(0, 4);
    for (const f of followers) {
      expect((await call('POST', `/api/users/${host.user.id}/follow`, f)).statusCode).toBe(200);
    }
    const res = await call('POST', '/api/live-shows', host, {
      title: 'Denim night',
      startAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().show as { id: string };
    expect((await call('PATCH', `/api/live-shows/${id}/start`, host)).statusCode).toBe(200);
    // Pressing Go Live again is refused and queues nothing more.
    expect((await call('PATCH', `/api/live-shows/${id}/start`, host)).statusCode).toBe(409);
    await drain();
    const told = await ofType('live_show_started');
    expect(told.map((n) => n.userId).sort()).toEqual(followers.map((f) => f.user.id).sort());
    expect(told[0]).toMatchObject({
      title: `${host.user.display} is live: Denim night`,
      url: `/live-shows/${id}`,
    });
    expect((await call('PATCH', `/api/live-shows/${id}/end`, host)).statusCode).toBe(200);
    await drain();
    expect(await ofType('live_show_started')).toHaveLength(followers.length);
  });
});

describe('a fan-out job', () => {
  async function queueForFans(title: string) {
    const host = await signUp(app);
    for (const f of fans) await call('POST', `/api/users/${host.user.id}/follow`, f);
    await app.ctx.db.transaction((tx) =>
      queueFanout(tx as Db, {
        audience: 'followers',
        subjectId: host.user.id,
        actorId: host.user.id,
        type: 'live_show_started',
        title,
        body: '',
        url: '/live-shows',
      }),
    );
  }
  const toldOf = async (title: string) =>
    (await ofType('live_show_started')).filter((n) => n.title === title).map((n) => n.userId);

  it('that crashed after its first batch is resumed by another worker and tells nobody twice', async () => {
    await queueForFans('Crash test');
    const first = fanoutJobDefinition(app.ctx, quiet, { batchSize: 2 });
    const job = (await first.claim('worker-a'))!;
    const step = await fanoutBatch(app.ctx, job, 'worker-a', 2);
    expect(step).toMatchObject({ notifiedCount: 2 });
    expect(await toldOf('Crash test')).toHaveLength(2);
    // worker-a dies here: no release, no heartbeat. Once its heartbeat is stale another worker takes over.
    await app.ctx.db
      .update(notificationFanouts)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(notificationFanouts.id, job.id));
    const second = fanoutJobDefinition(app.ctx, quiet, { batchSize: 2, staleSeconds: 30 });
    const resumed = (await second.claim('worker-b'))!;
    expect(resumed).toMatchObject({ id: job.id, notifiedCount: 2 });
    // The old worker, come back to life, can no longer tell anyone: its batch rolls back.
    expect(await fanoutBatch(app.ctx, step as q.FanoutRow, 'worker-a', 2)).toBe('lost');
    await second.run(resumed, { workerId: 'worker-b', signal: new AbortController().signal });

    const told = await toldOf('Crash test');
    expect(told.sort()).toEqual(fans.map((f) => f.user.id).sort());
    expect(await q.findFanout(app.ctx.db, job.id)).toMatchObject({ status: 'completed', notifiedCount: 5 });
  });

  it('is run by the app’s workers, woken when the event commits', async () => {
    const runner = await startWorkers(app.ctx, quiet, { pollMs: 60_000, heartbeatMs: 200 });
    try {
      await queueForFans('Woken');
      for (let i = 0; i < 200 && (await toldOf('Woken')).length < fans.length; i++) {
        await new Promise((r) => setTimeout(r, 25));
      }
      expect((await toldOf('Woken')).sort()).toEqual(fans.map((f) => f.user.id).sort());
    } finally {
      await runner.stop();
    }
  });
});
