import { describe, expect, it } from 'vitest';
import { importMessages, MAX_BULK_URLS } from '#shared/imports.js';
import { signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { closetPostId, FIXTURE_URLS, type FixtureServer } from './fixtures/fixture-server.js';
import * as q from './imports.queries.js';
import {
  listingCountsByUrl,
  secondInstance,
  useFixtureApp,
  testWorkers,
  waitForJob,
} from './imports.test-helpers.js';

let app: TestApp;
let fixtures: FixtureServer;

useFixtureApp((started) => ({ app, fixtures } = started));

const closetUrls = (n: number, from = 0) =>
  Array.from(
    { length: n },
    (_, i) => `https://poshmark.com/listing/item-${closetPostId('fixture_closet', from + i)}`,
  );

const createJob = (cookie: string, listingUrls: unknown) =>
  app.inject({ method: 'POST', url: '/api/bulk-import-jobs', payload: { listingUrls }, headers: { cookie } });

describe('POST /api/bulk-import-jobs', () => {
  it('needs sign-in and 1–500 accepted listing URLs', async () => {
    const { cookie } = await signUp(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/bulk-import-jobs', payload: { listingUrls: [] } }))
        .statusCode,
    ).toBe(401);
    expect((await createJob(cookie, [])).json().error).toBe(importMessages.noListingsSelected);
    const tooMany = await createJob(cookie, closetUrls(MAX_BULK_URLS + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(importMessages.tooManyUrls);
    const bad = await createJob(cookie, [FIXTURE_URLS.mercariOnSale, 'https://169.254.169.254/']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Not a Poshmark or Mercari listing URL');
    expect((await createJob(cookie, [FIXTURE_URLS.closet])).statusCode).toBe(400);
  });

  it('queues one job per request, each page once, visible only to its owner', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const res = await createJob(owner.cookie, [
      FIXTURE_URLS.mercariOnSale,
      'https://mercari.com/us/item/m12345678901',
      FIXTURE_URLS.poshmarkWithPictures,
    ]);
    expect(res.statusCode).toBe(201);
    const { jobId, totalUrls } = res.json();
    expect(totalUrls).toBe(2);
    const get = (cookie: string, id = jobId) =>
      app.inject({ method: 'GET', url: `/api/bulk-import-jobs/${id}`, headers: { cookie } });
    const mine = await get(owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      success: true,
      job: {
        id: jobId,
        status: 'pending',
        totalUrls: 2,
        processedUrls: 0,
        progressPercentage: 0,
        progressData: [],
      },
    });
    expect((await get(other.cookie)).statusCode).toBe(403);
    expect((await get(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(owner.cookie, 'not-a-uuid')).statusCode).toBe(404);
    const cancel = (cookie: string) =>
      app.inject({ method: 'PATCH', url: `/api/bulk-import-jobs/${jobId}/cancel`, headers: { cookie } });
    expect((await cancel(other.cookie)).statusCode).toBe(403);
    const cancelled = await cancel(owner.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().job.status).toBe('cancelled');
    expect((await cancel(owner.cookie)).statusCode).toBe(409);
    expect((await q.findJob(app.ctx.db, jobId))!.status).toBe('cancelled');
  });
});

describe('the bulk import worker', () => {
  it('imports URL by URL with per-URL results, and a second run says "Already imported"', async () => {
    const { cookie, user } = await signUp(app);
    const urls = [
      FIXTURE_URLS.mercariOnSale,
      FIXTURE_URLS.poshmarkNoPictures,
      FIXTURE_URLS.forbidden,
      FIXTURE_URLS.gone,
    ];
    const workers = await testWorkers(app);
    try {
      const { jobId } = (await createJob(cookie, urls)).json();
      const job = await waitForJob(app, jobId);
      expect(job).toMatchObject({ status: 'completed', processedUrls: 4, successfulUrls: 2, failedUrls: 2 });
      const byUrl = new Map(job.progressData.map((e) => [e.url, e]));
      expect(byUrl.get(FIXTURE_URLS.mercariOnSale)).toMatchObject({
        status: 'success',
        listing: { title: "Levi's 501 Vintage Jeans", priceCents: 4500 },
      });
      expect(byUrl.get(FIXTURE_URLS.forbidden)).toMatchObject({
        status: 'failed',
        error: importMessages.siteRefused,
      });
      expect(byUrl.get(FIXTURE_URLS.gone)).toMatchObject({
        status: 'failed',
        error: importMessages.notFound,
      });
      const api = await app.inject({
        method: 'GET',
        url: `/api/bulk-import-jobs/${jobId}`,
        headers: { cookie },
      });
      expect(api.json().job).toMatchObject({ progressPercentage: 100, status: 'completed' });
      expect(api.json().job.completedAt).toEqual(expect.any(String));

      const again = (await createJob(cookie, urls.slice(0, 2))).json();
      const second = await waitForJob(app, again.jobId);
      expect(second.progressData.map((e) => [e.status, e.error])).toEqual([
        ['skipped', importMessages.alreadyImported],
        ['skipped', importMessages.alreadyImported],
      ]);
      const counts = await listingCountsByUrl(app, user.id);
      expect([...counts.values()]).toEqual([1, 1]);
    } finally {
      await workers.stop();
    }
  });

  it('marks a job whose every URL failed as failed, with a message', async () => {
    const { cookie } = await signUp(app);
    const workers = await testWorkers(app);
    try {
      const { jobId } = (await createJob(cookie, [FIXTURE_URLS.forbidden])).json();
      const job = await waitForJob(app, jobId);
      expect(job.status).toBe('failed');
      expect(job.errorMessage).toContain(importMessages.siteRefused);
    } finally {
      await workers.stop();
    }
  });

  it('honours cancel between URLs and keeps what it imported', async () => {
    const { cookie, user } = await signUp(app);
    const workers = await testWorkers(app, { bulkImport: { gapMs: 150 } });
    try {
      const { jobId } = (await createJob(cookie, closetUrls(30))).json();
      await waitForJob(app, jobId, (j) => j.processedUrls >= 2);
      await app.inject({
        method: 'PATCH',
        url: `/api/bulk-import-jobs/${jobId}/cancel`,
        headers: { cookie },
      });
      await workers.idle();
      const job = (await q.findJob(app.ctx.db, jobId))!;
      expect(job.status).toBe('cancelled');
      expect(job.processedUrls).toBeLessThan(30);
      const imported = await listingCountsByUrl(app, user.id);
      // At most the two URLs in flight when the cancel landed finish after it, and are not recorded.
      expect(imported.size).toBeGreaterThanOrEqual(job.successfulUrls);
      expect(imported.size).toBeLessThanOrEqual(job.successfulUrls + 2);
      await new Promise((r) => setTimeout(r, 300));
      expect((await q.findJob(app.ctx.db, jobId))!.processedUrls).toBe(job.processedUrls);
    } finally {
      await workers.stop();
    }
  });

  it('paces requests: never more than two at a time to the site per job', async () => {
    const { cookie } = await signUp(app);
    fixtures.maxInFlight['poshmark.com'] = 0;
    const workers = await testWorkers(app, { bulkImport: { gapMs: 20 } });
    try {
      const { jobId } = (await createJob(cookie, closetUrls(12, 40))).json();
      await waitForJob(app, jobId);
      expect(fixtures.maxInFlight['poshmark.com']).toBeLessThanOrEqual(2);
    } finally {
      await workers.stop();
    }
  });

  for (const how of ['crash', 'clean stop'] as const) {
    it(`resumes after a ${how} on a new app instance: every URL imported exactly once`, async () => {
      const { cookie, user } = await signUp(app);
      const urls = closetUrls(16, how === 'crash' ? 60 : 80);
      const first = await testWorkers(app, { bulkImport: { gapMs: 60 } });
      const { jobId } = (await createJob(cookie, urls)).json();
      await waitForJob(app, jobId, (j) => j.processedUrls >= 3);
      if (how === 'crash') await first.kill();
      else await first.stop();
      const midway = (await q.findJob(app.ctx.db, jobId))!;
      expect(midway.status).toBe('processing');
      expect(midway.processedUrls).toBeLessThan(16);

      const restarted = await secondInstance(app);
      const second = await testWorkers(restarted, { bulkImport: { staleSeconds: 1 } });
      try {
        const job = await waitForJob(restarted, jobId);
        expect(job).toMatchObject({
          status: 'completed',
          processedUrls: 16,
          successfulUrls: 16,
          failedUrls: 0,
        });
        const recorded = job.progressData.map((e) => e.url);
        expect(new Set(recorded).size).toBe(16);
        expect(new Set(recorded)).toEqual(new Set(urls));
        const counts = await listingCountsByUrl(app, user.id);
        expect(counts.size).toBe(16);
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
      } finally {
        await second.stop();
        await restarted.close();
      }
    });
  }
});

describe('claiming', () => {
  it.skipIf(testDatabaseKind === 'pglite')(
    'two workers racing for one job: exactly one claims it (PostgreSQL only: PGlite has a single connection, so there is no race to test)',
    async () => {
      const { user } = await signUp(app);
      const job = await q.insertJob(app.ctx.db, user.id, [FIXTURE_URLS.mercariOnSale]);
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => q.claimJob(app.ctx.db, `racer-${i}`, 30)),
      );
      const winners = claims.filter((c) => c?.id === job.id);
      expect(winners).toHaveLength(1);
      expect((await q.findJob(app.ctx.db, job.id))!.lockedBy).toBe(winners[0]!.lockedBy);
      await q.cancelOpenJob(app.ctx.db, job.id, user.id);
    },
  );

  it('does not take a job whose worker is alive, and takes it once the heartbeat is stale', async () => {
    const { user } = await signUp(app);
    const job = await q.insertJob(app.ctx.db, user.id, [FIXTURE_URLS.mercariOnSale]);
    expect((await q.claimJob(app.ctx.db, 'alive', 30))?.id).toBe(job.id);
    expect(await q.claimJob(app.ctx.db, 'other', 30)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1100));
    const taken = await q.claimJob(app.ctx.db, 'other', 1);
    expect(taken?.id).toBe(job.id);
    // The first worker learns it lost the job at its next heartbeat.
    expect(await q.heartbeatJob(app.ctx.db, job.id, 'alive')).toBe(false);
    expect(await q.heartbeatJob(app.ctx.db, job.id, 'other')).toBe(true);
    await q.cancelOpenJob(app.ctx.db, job.id, user.id);
  });
});
