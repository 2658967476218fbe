import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './db/rows.js';
import { jobSchedules, offers, rateLimits, sessions } from './db/schema.js';
import { makeListing, makeOffer } from './test/market.fixtures.js';
import { jobScheduler, scheduledJobs, startBackgroundWork } from './jobs.js';
import { createScheduler, type ScheduledJob } from './lib/jobs/schedule.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from './test/test-app.js';

/**
 * Background work in one home (docs/decisions/012-background-jobs.md). A worker that dies mid-job
 * and a job resumed by another worker that completes once: lib/jobs/runner.test.ts for the generic
 * runner, and through this module's startWorkers for the real kinds,
 * features/imports/imports.jobs.test.ts ("resumes after a crash on a new app instance") and
 * imports.csv-job.test.ts ("a run stopped as a crash after k rows is resumed").
 */

const quiet = { info: () => {}, error: () => {} };
const SECOND = 1000;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

const scheduleRows = () => app.ctx.db.select().from(jobSchedules).orderBy(jobSchedules.name);

describe(`several app instances on one database (${testDatabaseKind})`, () => {
  it('run each due job once per due time, never twice', async () => {
    const runs = new Map<string, number>();
    const counted = (name: string, everySeconds: number): ScheduledJob => ({
      name,
      everySeconds,
      run: async () => {
        runs.set(name, (runs.get(name) ?? 0) + 1);
      },
    });
    const start = Date.parse('2026-11-24T00:00:00Z');
    let now = start;
    // Six instances whose clocks disagree by up to two seconds, as machines' clocks do.
    const instances = [0, 1, 2, 0, 1, 2].map((skew, i) =>
      createScheduler(app.ctx.db, [counted('race.minute', 60), counted('race.five-minutes', 300)], quiet, {
        clock: () => new Date(now - skew * SECOND),
        instanceId: `instance-${i}`,
      }),
    );
    // Ten minutes in 20-second ticks, every instance ticking at once (on PostgreSQL each on its own
    // connection, so the claims really race).
    for (let t = 0; t < 600; t += 20) {
      now = start + t * SECOND;
      const claimed = await Promise.all(instances.map((s) => s.tick()));
      expect(claimed.flat().filter((n) => n === 'race.minute')).toHaveLength(t % 60 === 0 ? 1 : 0);
    }
    expect(Object.fromEntries(runs)).toEqual({ 'race.minute': 10, 'race.five-minutes': 2 });
    const rows = (await scheduleRows()).filter((r) => r.name.startsWith('race.'));
    expect(rows.map((r) => [r.name, r.lastFinishedAt !== null, r.lastError])).toEqual([
      ['race.five-minutes', true, null],
      ['race.minute', true, null],
    ]);
  });

  it('a failing job is recorded and does not stop the others', async () => {
    let now = Date.parse('2026-11-24T01:00:00Z');
    const ran: string[] = [];
    const scheduler = createScheduler(
      app.ctx.db,
      [
        { name: 'fail.broken', everySeconds: 60, run: () => Promise.reject(new Error('disk on fire')) },
        { name: 'fail.fine', everySeconds: 60, run: async () => void ran.push('fine') },
      ],
      quiet,
      { clock: () => new Date(now) },
    );
    expect(await scheduler.tick()).toEqual(['fail.broken', 'fail.fine']);
    expect(ran).toEqual(['fine']);
    const rows = (await scheduleRows()).filter((r) => r.name.startsWith('fail.'));
    expect(rows.map((r) => [r.name, r.lastError])).toEqual([
      ['fail.broken', 'disk on fire'],
      ['fail.fine', null],
    ]);
    // It is tried again at its next due time, not before.
    expect(await scheduler.tick()).toEqual([]);
    now += 60 * SECOND;
    expect(await scheduler.tick()).toEqual(['fail.broken', 'fail.fine']);
  });
});

describe('the schedule', () => {
  it('names every periodic job once, with its interval', () => {
    const jobs = scheduledJobs(app.ctx);
    expect(Object.fromEntries(jobs.map((j) => [j.name, j.everySeconds]))).toEqual({
      'offers.expire': 60,
      'offers.warn-expiring': 5 * 60,
      'notifications.followed-digest': 60 * 60,
      'savedSearches.alert': 5 * 60,
      'savedSearches.digest': 60 * 60,
      'checkout.expire': 60,
      'orders.complete-delivered': 5 * 60,
      'orders.cancel-unshipped': 5 * 60,
      'claims.escalate-unanswered': 5 * 60,
      'claims.close-unreturned': 5 * 60,
      'away.end-expired': 60,
      'imports.source-check': 60,
      'listing-views.prune': 15 * 60,
      'sessions.delete-expired': 60 * 60,
      'rate-limits.delete-stale': 10 * 60,
      // Stripe Connect transfers ('payouts.transfer') run only with Stripe configured.
      // PostgreSQL vacuums itself.
      ...(testDatabaseKind === 'pglite' ? { 'database.vacuum': 6 * 3600 } : {}),
    });
  });
});

describe('clean-up jobs', () => {
  // Each test starts as a first start would: every job due at once.
  beforeEach(async () => {
    await app.ctx.db.delete(jobSchedules);
  });

  it('delete exactly the expired sessions; the others still sign their owner in', async () => {
    const [expired, current, other] = [await signUp(app), await signUp(app), await signUp(app)];
    await app.ctx.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - SECOND) })
      .where(eq(sessions.userId, expired.user.id));
    let now = new Date();
    const scheduler = jobScheduler(app.ctx, quiet, { clock: () => now });
    await scheduler.tick();
    // The test app's own sign-ups from other tests may be there too; these three say it all.
    const left = async (userId: string) =>
      (await app.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect([await left(expired.user.id), await left(current.user.id), await left(other.user.id)]).toEqual([
      0, 1, 1,
    ]);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: current.cookie } });
    expect(me.statusCode).toBe(200);
    // A session that expires later goes at the first hourly run after that.
    await app.ctx.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - SECOND) })
      .where(eq(sessions.userId, current.user.id));
    now = new Date(now.getTime() + 59 * 60 * SECOND);
    expect(await scheduler.tick()).not.toContain('sessions.delete-expired');
    expect(await left(current.user.id)).toBe(1);
    now = new Date(now.getTime() + 60 * SECOND);
    expect(await scheduler.tick()).toContain('sessions.delete-expired');
    expect([await left(current.user.id), await left(other.user.id)]).toEqual([0, 1]);
  });

  it('delete rate-limit rows whose window has ended, and keep known sign-in addresses for 30 days', async () => {
    await app.ctx.db.delete(rateLimits);
    const owner = await signUp(app);
    const ip = '198.51.100.7';
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password },
        remoteAddress: ip,
      });
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(owner.password)).statusCode).toBe(200);
    const seller = await signUp(app);
    const listing = await makeListing(app, seller.user.id);
    await makeOffer(app, owner, listing.id, 1000);
    const keys = async () =>
      (await app.ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    const all = await keys();
    const known = `login:known:${owner.user.id}:${ip}`;
    expect(all).toEqual(
      expect.arrayContaining([
        `auth:ip:${ip}`,
        `login:account:${owner.email}`,
        `login:last-failure:${owner.email}`,
        known,
        `offer:user:60:${owner.user.id}`,
        `offer:user:86400:${owner.user.id}`,
      ]),
    );
    const age = (seconds: number) =>
      app.ctx.db.execute(
        sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds})`,
      );
    let now = new Date();
    const scheduler = jobScheduler(app.ctx, quiet, { clock: () => now });
    // Nothing has ended yet: the first run keeps every row.
    expect(await scheduler.tick()).toContain('rate-limits.delete-stale');
    expect(await keys()).toEqual(all);

    // Sixteen minutes on: the minute and fifteen-minute windows have ended, the day-long ones have not.
    await age(16 * 60);
    now = new Date(now.getTime() + 10 * 60 * SECOND);
    expect(await scheduler.tick()).toContain('rate-limits.delete-stale');
    expect(await keys()).toEqual(
      [
        known,
        `login:account:${owner.email}`,
        `login:last-failure:${owner.email}`,
        `offer:user:86400:${owner.user.id}`,
      ].sort(),
    );

    // Two days on: only the address the owner signed in from is left, and it still lets them in.
    await age(2 * 86_400);
    now = new Date(now.getTime() + 10 * 60 * SECOND);
    await scheduler.tick();
    expect(await keys()).toEqual([known]);

    // Thirty days after the sign-in it goes too.
    await age(28 * 86_400);
    now = new Date(now.getTime() + 10 * 60 * SECOND);
    await scheduler.tick();
    expect(await keys()).toEqual([]);
  });
});

describe('RUN_WORKER', () => {
  const overdueOffer = async (target: TestApp) => {
    const seller = await signUp(target);
    const buyer = await signUp(target);
    const listing = await makeListing(target, seller.user.id);
    const id = await makeOffer(target, buyer, listing.id, 1500);
    await target.ctx.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - SECOND) })
      .where(eq(offers.id, id));
    return id;
  };
  const status = async (target: TestApp, id: string) =>
    (await target.ctx.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;

  it('false: this process runs no job at all', async () => {
    const web = await createTestApp({ runWorker: false });
    try {
      const id = await overdueOffer(web);
      const background = await startBackgroundWork(web.ctx, quiet);
      expect(background.running).toBe(false);
      await background.stop();
      expect(await status(web, id)).toBe('pending');
      const scheduled = rowsOf(await web.ctx.db.execute(sql`select name from job_schedules`));
      expect(scheduled).toEqual([]);
    } finally {
      await web.dispose();
    }
  });

  it('true (the default): the due jobs run as the process starts, and stop with it', async () => {
    const worker = await createTestApp();
    try {
      const id = await overdueOffer(worker);
      const background = await startBackgroundWork(worker.ctx, quiet);
      expect(background.running).toBe(true);
      expect(await status(worker, id)).toBe('expired');
      await background.stop();
      const names = (await worker.ctx.db.select().from(jobSchedules)).map((r) => r.name).sort();
      expect(names).toEqual(
        scheduledJobs(worker.ctx)
          .map((j) => j.name)
          .sort(),
      );
    } finally {
      await worker.dispose();
    }
  });
});
