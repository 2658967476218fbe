import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/client.js';
import type { RunnerLog } from './runner.js';
import * as q from './schedule.queries.js';

/** What time it is; tests pass their own to move time without sleeping. */
export type Clock = () => Date;

/** A periodic job: `run` must be safe to repeat (a sweep), and answers how many rows it changed. */
export type ScheduledJob = {
  name: string;
  everySeconds: number;
  run(): Promise<number | void>;
};

export type SchedulerOptions = {
  clock?: Clock;
  /** How often to look for due jobs; a job runs at most this late. */
  tickMs?: number;
  instanceId?: string;
};

export type Scheduler = {
  readonly instanceId: string;
  /** Runs the jobs due now, then keeps looking every tickMs. */
  start(): Promise<void>;
  /** No further ticks; waits for the jobs running now. */
  stop(): Promise<void>;
  /** Claims and runs the jobs due now (tests call it after moving their clock); answers their names. */
  tick(): Promise<string[]>;
};

const DEFAULT_TICK_MS = 5_000;

/**
 * Runs each due job once per due time across every app instance sharing the database
 * (docs/decisions/012-background-jobs.md): a job's row in `job_schedules` holds its next run, and
 * only the instance whose UPDATE moves that time forward runs it. SKIP LOCKED makes a second
 * instance pass over a row the first is claiming instead of waiting for it; once the first has
 * committed, the row is no longer due. A run is claimed before it starts, so an instance that dies
 * mid-run does not have it repeated until the job's next due time: every job here is a sweep that
 * the next run completes.
 */
export function createScheduler(
  db: Db,
  jobs: ScheduledJob[],
  log: RunnerLog,
  options: SchedulerOptions = {},
): Scheduler {
  const clock = options.clock ?? (() => new Date());
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const runningHere = new Set<string>();
  let registered = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<string[]> = Promise.resolve([]);

  /** A new job is due at once; a job already known keeps its next run. */
  async function register(now: Date) {
    if (registered || jobs.length === 0) return;
    const names = jobs.map((j) => j.name);
    await q.registerSchedules(db, names, now);
    registered = true;
  }

  async function claimDue(now: Date): Promise<ScheduledJob[]> {
    // A job still running here from an earlier tick is not started a second time alongside itself.
    const candidates = jobs.filter((j) => !runningHere.has(j.name));
    if (candidates.length === 0) return [];
    const claimed = await q.claimDueSchedules(db, candidates, now, instanceId);
    return claimed.flatMap((name) => byName.get(name) ?? []);
  }

  async function runOne(job: ScheduledJob) {
    runningHere.add(job.name);
    let error: string | null = null;
    try {
      const changed = await job.run();
      if (changed) log.info({ job: job.name, changed }, 'scheduled job done');
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      runningHere.delete(job.name);
    }
    await q
      .recordScheduledRun(db, job.name, clock(), error)
      .catch((err: unknown) => log.error({ err, job: job.name }, 'recording a scheduled run failed'));
  }

  async function tickOnce(): Promise<string[]> {
    const now = clock();
    let due: ScheduledJob[];
    try {
      await register(now);
      due = await claimDue(now);
    } catch (err) {
      log.error({ err }, 'looking for due scheduled jobs failed');
      return [];
    }
    // One after another: each is a short sweep, and together they stay one connection's work.
    for (const job of due) await runOne(job);
    return due.map((j) => j.name);
  }

  const tick = () => {
    current = current.then(tickOnce, tickOnce);
    return current;
  };

  function loop() {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(loop);
    }, tickMs);
    timer.unref();
  }

  return {
    instanceId,
    async start() {
      stopped = false;
      await tick();
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
    tick,
  };
}
