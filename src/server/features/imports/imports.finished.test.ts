import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { bulkImportJobs, notifications } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import * as csvQ from './imports.csv.queries.js';
import { finishBulkImport, finishCsvImport } from './imports.finished.js';
import * as importQ from './imports.queries.js';

/** An import job's owner hears it finished, in the transaction of its final status, once. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

const ofType = (type: 'import_finished') =>
  app.ctx.db.select().from(notifications).where(eq(notifications.type, type));

describe('import_finished', () => {
  it('tells the owner when a closet import completes or fails, once, and not when it was cancelled', async () => {
    const owner = await signUp(app);
    const run = async () => {
      const job = await importQ.insertJob(app.ctx.db, owner.user.id, ['https://poshmark.com/listing/x-1']);
      return (await importQ.claimJob(app.ctx.db, 'w1', 30)) ?? job;
    };
    const done = await run();
    await app.ctx.db
      .update(bulkImportJobs)
      .set({ successfulUrls: 1, processedUrls: 1 })
      .where(eq(bulkImportJobs.id, done.id));
    await finishBulkImport(app.ctx, done.id, 'w1', 'completed', null);
    await finishBulkImport(app.ctx, done.id, 'w1', 'completed', null); // already finished: nothing
    const failed = await run();
    await finishBulkImport(
      app.ctx,
      failed.id,
      'w1',
      'failed',
      'None of the listings could be imported: gone',
    );
    const cancelled = await run();
    await importQ.cancelOpenJob(app.ctx.db, cancelled.id, owner.user.id);
    await finishBulkImport(app.ctx, cancelled.id, 'w1', 'completed', null);

    const told = await ofType('import_finished');
    expect(told.map((n) => [n.userId, n.title, n.body, n.url])).toEqual([
      [owner.user.id, 'Your closet import finished: 1 listing imported', expect.any(String), '/import'],
      [owner.user.id, 'Your closet import failed', 'None of the listings could be imported: gone', '/import'],
    ]);
  });

  it('tells the owner of a CSV import in the transaction of its final status', async () => {
    const owner = await signUp(app);
    const job = (await csvQ.insertCsvJob(app.ctx.db, owner.user.id, 'hash-1', [{ row: 2, key: 'k' }], 'w2'))!;
    await app.ctx.db
      .transaction(async (tx) => {
        // A final status that rolls back tells nobody.
        await finishCsvImport({ ...app.ctx, db: tx as Db }, job.id, 'w2', 'completed', null);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await ofType('import_finished')).filter((n) => n.userId === owner.user.id)).toEqual([]);
    expect(await finishCsvImport(app.ctx, job.id, 'w2', 'completed', null)).toMatchObject({
      status: 'completed',
    });
    const told = (await ofType('import_finished')).filter((n) => n.userId === owner.user.id);
    expect(told.map((n) => n.title)).toEqual(['Your CSV import finished: 0 listings imported']);
  });
});
