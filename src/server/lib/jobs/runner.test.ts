import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { createJobRunner, type JobDefinition, type JobRunner } from './runner.js';

/**
 * The generic runner (docs/decisions/004-job-runner.md, 012-background-jobs.md) with a job kind of
 * the test's own on the real database: a worker dies mid-job, its heartbeat goes stale, another
 * worker resumes the job and it completes once, every step done once. The import suites prove the
 * same for the real kinds (imports.jobs.test.ts, imports.csv-job.test.ts).
 */

const STEPS = 6;
const STALE_SECONDS = 30;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.db.execute(sql`
    create table runner_test_jobs (
      id serial primary key,
      status text not null default 'pending',
      locked_by text,
      heartbeat_at timestamptz,
      steps_done int[] not null default '{}',
      step_writes int not null default 0,
      completions int not null default 0)`);
});
afterAll(async () => {
  await app.dispose();
});

type Job = { id: string };
type Row = {
  status: string;
  steps_done: number[];
  step_writes: number;
  completions: number;
  locked_by: string;
};

const readJob = async (id: string) =>
  rowsOf<Row>(await app.ctx.db.execute(sql`select * from runner_test_jobs where id = ${Number(id)}`))[0]!;

/**
 * A job of STEPS steps, written like the import kinds: a step is recorded only while this worker
 * holds the job and only once. `beforeStep` lets a test interfere at a given step.
 */
function stepJobs(
  beforeStep: (step: number, workerId: string, signal: AbortSignal) => Promise<void> = async () => {},
): JobDefinition<Job> {
  const db = app.ctx.db;
  return {
    name: 'runner-test',
    claim: async (workerId) =>
      rowsOf<{ id: number }>(
        await db.execute(sql`
          update runner_test_jobs set status = 'processing', locked_by = ${workerId}, heartbeat_at = now()
          where id = (
            select id from runner_test_jobs
            where status = 'pending'
               or (status = 'processing' and heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS}))
            order by id limit 1 for update skip locked)
          returning id`),
      ).map((r) => ({ id: String(r.id) }))[0],
    heartbeat: async (job, workerId) =>
      rowsOf(
        await db.execute(sql`
          update runner_test_jobs set heartbeat_at = now()
          where id = ${Number(job.id)} and locked_by = ${workerId} and status = 'processing' returning id`),
      ).length === 1,
    release: async (job, workerId) => {
      await db.execute(sql`
        update runner_test_jobs set status = 'pending', locked_by = null, heartbeat_at = null
        where id = ${Number(job.id)} and locked_by = ${workerId} and status = 'processing'`);
    },
    run: async (job, { workerId, signal }) => {
      for (let step = 1; step <= STEPS; step++) {
        if (signal.aborted) return;
        await beforeStep(step, workerId, signal);
        if (signal.aborted) return;
        await db.execute(sql`
          update runner_test_jobs
          set steps_done = array_append(steps_done, ${step}::int), step_writes = step_writes + 1,
              heartbeat_at = now()
          where id = ${Number(job.id)} and locked_by = ${workerId} and status = 'processing'
            and not (${step}::int = any(steps_done))`);
      }
      await db.execute(sql`
        update runner_test_jobs set status = 'completed', completions = completions + 1, locked_by = null
        where id = ${Number(job.id)} and locked_by = ${workerId} and status = 'processing'`);
    },
  };
}

const quiet = { info: () => {}, error: () => {} };
const runner = (def: JobDefinition<Job>, workerId: string) =>
  createJobRunner([def as unknown as JobDefinition], quiet, { pollMs: 20, heartbeatMs: 50, workerId });

describe(`a worker that dies mid-job (${testDatabaseKind})`, () => {
  for (const how of ['killed', 'its step throws'] as const) {
    it(`${how}: another worker resumes once the heartbeat is stale, and the job completes once`, async () => {
      const [{ id }] = rowsOf<{ id: number }>(
        await app.ctx.db.execute(sql`insert into runner_test_jobs default values returning id`),
      ) as [{ id: number }];
      const jobId = String(id);

      let died: Promise<void> | undefined;
      const first: JobRunner = runner(
        stepJobs(async (step, _worker, signal) => {
          if (step !== 4 || died) return;
          if (how === 'its step throws') {
            died = Promise.resolve();
            throw new Error('the machine fell over');
          }
          died = first.kill();
          // Dead from here on: step 4 is never written by this worker.
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
        }),
        'first',
      );
      await first.start();
      await expect.poll(() => died !== undefined, { timeout: 10_000 }).toBe(true);
      await died;
      await first.idle();
      const midway = await readJob(jobId);
      expect(midway).toMatchObject({ status: 'processing', locked_by: 'first', steps_done: [1, 2, 3] });
      if (how === 'its step throws') await first.stop();

      // While the heartbeat is fresh nobody else may take the job.
      const second = runner(stepJobs(), 'second');
      expect(await stepJobs().claim('probe')).toBeUndefined();
      // The dead worker's heartbeat goes stale (time moved in the database instead of waited for).
      await app.ctx.db.execute(sql`
        update runner_test_jobs set heartbeat_at = heartbeat_at - make_interval(secs => ${STALE_SECONDS + 1})
        where id = ${id}`);
      await second.start();
      try {
        await expect.poll(async () => (await readJob(jobId)).status, { timeout: 10_000 }).toBe('completed');
        await second.idle();
      } finally {
        await second.stop();
      }
      expect(await readJob(jobId)).toMatchObject({
        steps_done: [1, 2, 3, 4, 5, 6],
        step_writes: STEPS,
        completions: 1,
      });
    });
  }
});
