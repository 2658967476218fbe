import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../app.js';
import type { Config } from '../../config.js';
import type { JobRunner } from '../../lib/jobs/runner.js';
import { rowsOf } from '../../db/rows.js';
import { startWorkers, type WorkerOptions } from '../../jobs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startFixtureServer, type FixtureServer } from './fixtures/fixture-server.js';
import * as q from './imports.queries.js';

/** Test support for the import suites (not a test file itself). */

/** A test app whose importer fetches from the local fixture sites instead of the real ones. */
export interface FixtureApp {
  app: TestApp;
  fixtures: FixtureServer;
}

/**
 * Starts a FixtureApp before the tests of the file (or describe block) that calls it and hands it to
 * `onStart`; closes it after them.
 */
export function useFixtureApp(onStart: (started: FixtureApp) => unknown): void {
  let started: FixtureApp | undefined;
  beforeAll(async () => {
    const fixtures = await startFixtureServer();
    started = { app: await createTestApp({ importHostOverride: fixtures.hostOverride }), fixtures };
    await onStart(started);
  });
  afterAll(async () => {
    await started?.app.dispose();
    await started?.fixtures.close();
  });
}

export const quietLog = { info: () => {}, error: (obj: object, msg?: string) => console.error(msg, obj) };

/** A worker as fast as a test wants it: quick polls, no spacing unless asked. */
export function testWorkers(app: App, options: WorkerOptions = {}): Promise<JobRunner> {
  return startWorkers(app.ctx, quietLog, {
    pollMs: 50,
    heartbeatMs: 200,
    ...options,
    bulkImport: { gapMs: 0, ...options.bulkImport },
    csvImport: { ...options.csvImport },
  });
}

/** A second app instance on the same database, as after a restart or on another machine. */
export async function secondInstance(app: TestApp): Promise<App> {
  const config: Config = { ...app.ctx.config };
  const second = await buildApp(config, {
    database: app.ctx.database,
    clientDir: join(tmpdir(), 'rethread-no-client'),
  });
  await second.ready();
  return second;
}

export async function waitForJob(
  app: App,
  id: string,
  done: (job: q.JobRow) => boolean = (j) => !['pending', 'processing'].includes(j.status),
  timeoutMs = 30_000,
): Promise<q.JobRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await q.findJob(app.ctx.db, id);
    if (job && done(job)) return job;
    if (Date.now() > until) throw new Error(`job ${id} did not get there: ${JSON.stringify(job?.status)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** original_url → how many listings the seller has for it. */
export async function listingCountsByUrl(app: App, sellerId: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ original_url: string; n: number }>(
    await app.ctx.db.execute(
      sql`select original_url, count(*)::int as n from listings where seller_id = ${sellerId} group by original_url`,
    ),
  );
  return new Map(rows.map((r) => [r.original_url, Number(r.n)]));
}
