import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages } from '#shared/imports.js';
import type { CsvImportReply, CsvRow } from '#shared/imports-csv.js';
import { listings } from '../../db/schema.js';
import type { JobRunner } from '../../lib/jobs/runner.js';
import { uploadsDir } from '../../lib/storage.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { submitCsvImport } from './imports.csv-jobs.js';
import * as q from './imports.csv.queries.js';
import { quietLog, secondInstance, useFixtureApp, testWorkers } from './imports.test-helpers.js';

/** A CSV import is a resumable job — no lost rows, no duplicates, no orphaned photos. */

let app: TestApp;

useFixtureApp((started) => ({ app } = started));

const post = (cookie: string, listings: CsvRow[]) =>
  app.inject({ method: 'POST', url: '/api/listings/import-csv', payload: { listings }, headers: { cookie } });

const getJob = (cookie: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/csv-import-jobs/${id}`, headers: { cookie } });

/** A file of n rows, each with its own photo (row numbers as in a file with a header line). */
const file = (n: number, prefix = 'Item'): CsvRow[] =>
  Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    title: `${prefix} ${String(i + 1).padStart(2, '0')}`,
    description: 'From a spreadsheet',
    price: 10 + i,
    imageUrl: `https://${new URL(FIXTURE_URLS.csvPhoto).host}/images/${prefix.toLowerCase()}-${i}.jpg`,
    category: 'Tops',
  }));

const sellerListings = (sellerId: string) =>
  app.ctx.db.select().from(listings).where(eq(listings.sellerId, sellerId)).orderBy(listings.title);

/** Photo folders on disk that no listing uses. */
async function orphanFolders(): Promise<string[]> {
  let onDisk: string[];
  try {
    onDisk = (await readdir(uploadsDir(app.ctx.config), { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
  const used = new Set(
    (await app.ctx.db.select({ images: listings.images }).from(listings)).flatMap((r) =>
      r.images.map((u) => u.split('/')[2]),
    ),
  );
  return onDisk.filter((d) => !used.has(d));
}

async function waitUntilDone(id: string, timeoutMs = 30_000): Promise<q.CsvJobRowRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await q.findCsvJob(app.ctx.db, id);
    if (job && !['pending', 'processing'].includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`CSV job ${id} still ${job?.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('CSV import as a job', () => {
  it('sending the same file again after it finished makes nothing new and says so', async () => {
    const { cookie, user } = await signUp(app);
    const rows = file(5, 'Again');
    const first = await post(cookie, rows);
    expect(first.statusCode).toBe(200);
    expect(first.json<CsvImportReply>()).toMatchObject({
      count: 5,
      alreadyImported: 0,
      status: 'completed',
      totalRows: 5,
      processedRows: 5,
    });

    const second = await post(cookie, rows);
    expect(second.statusCode).toBe(200);
    const body = second.json<CsvImportReply>();
    expect(body).toMatchObject({
      count: 0,
      needsPhotos: 0,
      alreadyImported: 5,
      errors: [],
      status: 'completed',
    });
    expect(body.jobId).not.toBe(first.json<CsvImportReply>().jobId);
    expect(await sellerListings(user.id)).toHaveLength(5);

    // The file with one row fixed and one added imports just those two.
    const edited = [...rows.slice(0, 4), { ...rows[4]!, price: 99 }, ...file(1, 'Extra')];
    expect((await post(cookie, edited)).json()).toMatchObject({ count: 2, alreadyImported: 4 });
    expect(await sellerListings(user.id)).toHaveLength(7);
    expect(await orphanFolders()).toEqual([]);
  });

  it('two identical rows in one file are two listings, once', async () => {
    const { cookie, user } = await signUp(app);
    const shirt = { title: 'Plain tee', description: 'Two of them', price: 8, category: 'Tops' };
    const rows = [
      { row: 2, ...shirt },
      { row: 3, ...shirt },
    ];
    expect((await post(cookie, rows)).json()).toMatchObject({ count: 2, needsPhotos: 2 });
    expect((await post(cookie, rows)).json()).toMatchObject({ count: 0, alreadyImported: 2 });
    expect(await sellerListings(user.id)).toHaveLength(2);
  });

  it('a run stopped as a crash after k rows is resumed by a new worker: exactly the file, once each', async () => {
    const { user } = await signUp(app);
    const rows = file(8, 'Crash');
    // The request hands the job straight to the workers (as when its time runs out).
    const submitted = await submitCsvImport(
      app.ctx,
      quietLog,
      user.id,
      { listings: rows },
      { inlineBudgetMs: 0 },
    );
    expect(submitted.finished).toBe(false);
    expect(submitted.reply).toMatchObject({ status: 'pending', processedRows: 0, totalRows: 8 });

    // The process "dies" on the fourth row, after its photo is stored and before its listing exists.
    let crashed: Promise<void> | undefined;
    const first: JobRunner = await testWorkers(app, {
      csvImport: {
        concurrency: 1,
        afterPhotos: async (row, signal) => {
          if (row.title !== 'Crash 04' || crashed) return;
          crashed = first.kill();
          // Dead from here on: the row goes no further than its stored photo.
          await new Promise((resolve) => signal!.addEventListener('abort', resolve));
        },
      },
    });
    // (A boolean: poll would await the promise itself.)
    await expect.poll(() => crashed !== undefined, { timeout: 20_000 }).toBe(true);
    await crashed;
    const halfway = (await q.findCsvJob(app.ctx.db, submitted.reply.jobId))!;
    expect(halfway.status).toBe('processing');
    expect(halfway.results).toHaveLength(3);
    expect(await sellerListings(user.id)).toHaveLength(3);

    // Another instance takes the job once the dead worker's heartbeat is stale, and finishes it.
    const restarted = await secondInstance(app);
    const second = await testWorkers(restarted, { csvImport: { staleSeconds: 1 } });
    try {
      const done = await waitUntilDone(submitted.reply.jobId);
      expect(done.status).toBe('completed');
      expect(done.results.map((r) => r.i).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(done.results.every((r) => r.status === 'created')).toBe(true);
    } finally {
      await second.stop();
      await restarted.close();
    }
    const stored = await sellerListings(user.id);
    expect(stored.map((l) => l.title)).toEqual(rows.map((r) => r.title));
    expect(stored.every((l) => l.images.length === 1)).toBe(true);
    // The crashed row's photo was rewritten in place on resume, not left behind.
    expect(await orphanFolders()).toEqual([]);
  });

  it('a row that fails after its photo was stored leaves no photo folder behind', async () => {
    const { user } = await signUp(app);
    const rows = file(3, 'Faulty');
    const { reply, finished } = await submitCsvImport(
      app.ctx,
      quietLog,
      user.id,
      { listings: rows },
      {
        afterPhotos: (row) => {
          if (row.title === 'Faulty 02') throw new Error('disk full');
        },
      },
    );
    expect(finished).toBe(true);
    expect(reply).toMatchObject({
      count: 2,
      errors: [{ row: 3, message: 'Something went wrong importing this row' }],
    });
    expect((await sellerListings(user.id)).map((l) => l.title)).toEqual(['Faulty 01', 'Faulty 03']);
    expect(await orphanFolders()).toEqual([]);
  });

  it('a bigger file goes on as a job the client polls; the same file sent meanwhile joins it', async () => {
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const rows = file(4, 'Polled');
    const queued = await submitCsvImport(
      app.ctx,
      quietLog,
      user.id,
      { listings: rows },
      { inlineBudgetMs: 0 },
    );
    const id = queued.reply.jobId;
    const pending = await getJob(cookie, id);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.json().job).toMatchObject({ status: 'pending', processedRows: 0, count: 0 });
    expect((await getJob(other.cookie, id)).statusCode).toBe(403);
    expect((await getJob(cookie, '00000000-0000-4000-8000-000000000000')).json().error).toBe(
      importMessages.csvJobNotFound,
    );

    // Sent again while it waits: the same job, taken up and finished by this request.
    const again = await post(cookie, rows);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ jobId: id, count: 4, status: 'completed' });
    expect((await getJob(cookie, id)).json().job).toMatchObject({
      status: 'completed',
      progressPercentage: 100,
    });
    expect(await sellerListings(user.id)).toHaveLength(4);
  });

  it('the same file sent twice at once is imported once', async () => {
    const { cookie, user } = await signUp(app);
    const rows = file(6, 'Twice');
    const [a, b] = await Promise.all([post(cookie, rows), post(cookie, rows)]);
    // One request runs the job; the other joins it (202 while it runs), or — if it came after the end —
    // finds every row already imported.
    for (const res of [a, b]) expect([200, 202]).toContain(res.statusCode);
    if (a.json().jobId !== b.json().jobId) {
      const later = [a, b].find((r) => r.json().alreadyImported > 0)!;
      expect(later.json()).toMatchObject({ count: 0, alreadyImported: 6 });
    }
    const listingsMade = await sellerListings(user.id);
    expect(listingsMade.map((l) => l.title)).toEqual(rows.map((r) => r.title));
    expect(await orphanFolders()).toEqual([]);
  });

  it('a price that is not a number is refused with that reason', async () => {
    const { cookie, user } = await signUp(app);
    const res = await post(cookie, [
      { row: 2, title: 'Words', description: 'x', price: 'abc' },
      { row: 3, title: 'Nothing', description: 'x', price: '' },
      { row: 4, title: 'Zero', description: 'x', price: '0' },
      { row: 5, title: 'Dear', description: 'x', price: '1000000' },
      { row: 6, title: 'Fine', description: 'x', price: '$1,100.50' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      errors: [
        { row: 2, message: 'Price must be a number' },
        { row: 3, message: 'Price is required' },
        { row: 4, message: 'Price must be at least $0.01' },
        { row: 5, message: 'Price must be at most $999,999.99' },
      ],
    });
    expect((await sellerListings(user.id)).map((l) => [l.title, l.priceCents])).toEqual([['Fine', 110_050]]);
  });
});
