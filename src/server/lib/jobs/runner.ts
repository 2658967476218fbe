import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * A job kind: its table is the queue (docs/product/12-engineering.md §12.1). `claim` takes one runnable row for this worker
 * (FOR UPDATE SKIP LOCKED, so two workers never take the same row), `heartbeat` proves the worker is
 * alive and answers false once the job is no longer ours, `release` hands a job back on a clean stop.
 * `run` must be idempotent per step and check `signal` between steps; the signal's reason says why it
 * stopped: 'shutdown' (clean stop), 'crash' (tests simulating a killed process) or 'lost' (taken over).
 */
export type JobDefinition<J extends { id: string } = { id: string }> = {
  name: string;
  claim(workerId: string): Promise<J | undefined>;
  heartbeat(job: J, workerId: string): Promise<boolean>;
  release(job: J, workerId: string): Promise<void>;
  run(job: J, context: { workerId: string; signal: AbortSignal }): Promise<void>;
};

export type RunnerLog = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type RunnerOptions = {
  /** Jobs run at once by this worker, across every definition. */
  concurrency?: number;
  /** How often to look for work when nobody wakes the runner. */
  pollMs?: number;
  heartbeatMs?: number;
  /** Called with a wake-up callback; answers an unsubscribe (LISTEN/NOTIFY on PostgreSQL). */
  subscribe?: (wake: () => void) => Promise<() => Promise<void>>;
  workerId?: string;
};

export type JobRunner = {
  readonly workerId: string;
  start(): Promise<void>;
  /** Look for work now (a job was just created). */
  wake(): void;
  /** Clean stop: no new claims, running jobs stop between steps and are handed back. */
  stop(): Promise<void>;
  /** Tests only: stop as a crash would — no hand-back, so another worker must wait for the heartbeat to go stale. */
  kill(): Promise<void>;
  /** Resolves when nothing is running and the last look found no work. */
  idle(): Promise<void>;
};

type Running = { controller: AbortController; done: Promise<void>; release: () => Promise<void> };

export function createJobRunner(
  definitions: JobDefinition<{ id: string }>[],
  log: RunnerLog,
  options: RunnerOptions = {},
): JobRunner {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const running = new Map<string, Running>();
  let state: 'idle' | 'running' | 'stopping' = 'idle';
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let looking: Promise<void> = Promise.resolve();
  let again = false;
  let idleWaiters: (() => void)[] = [];

  const notifyIdle = () => {
    if (running.size === 0 && !again) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };

  function runJob(def: JobDefinition<{ id: string }>, job: { id: string }) {
    const controller = new AbortController();
    const beat = setInterval(() => {
      def.heartbeat(job, workerId).then(
        (ours) => {
          // Someone else holds the job now (we were presumed dead): stop touching it.
          if (!ours) controller.abort('lost');
        },
        (err: unknown) => log.error({ err, job: job.id }, 'job heartbeat failed'),
      );
    }, heartbeatMs);
    const done = def
      .run(job, { workerId, signal: controller.signal })
      .catch((err: unknown) => log.error({ err, job: job.id, kind: def.name }, 'job failed unexpectedly'))
      .finally(() => {
        clearInterval(beat);
        running.delete(job.id);
        if (state === 'running') schedule(0);
        notifyIdle();
      });
    running.set(job.id, { controller, done, release: () => def.release(job, workerId) });
  }

  async function look(): Promise<void> {
    again = false;
    for (const def of definitions) {
      while (state === 'running' && running.size < concurrency) {
        let job: { id: string } | undefined;
        try {
          job = await def.claim(workerId);
        } catch (err) {
          log.error({ err, kind: def.name }, 'claiming a job failed');
          break;
        }
        if (!job) break;
        if (state !== 'running') {
          await def.release(job, workerId);
          break;
        }
        log.info({ job: job.id, kind: def.name, workerId }, 'job claimed');
        runJob(def, job);
      }
    }
  }

  function schedule(delay: number) {
    if (state !== 'running') return;
    if (timer) clearTimeout(timer);
    // A look due now (work may be waiting) keeps idle() from resolving; the periodic poll does not.
    if (delay === 0) again = true;
    timer = setTimeout(() => {
      timer = undefined;
      looking = looking.then(look).finally(() => {
        schedule(pollMs);
        notifyIdle();
      });
    }, delay);
  }

  async function halt(release: boolean) {
    const reason = release ? 'shutdown' : 'crash';
    if (state === 'idle') return;
    state = 'stopping';
    if (timer) clearTimeout(timer);
    await unsubscribe?.().catch(() => undefined);
    await looking;
    const jobs = [...running.values()];
    for (const r of jobs) r.controller.abort(reason);
    await Promise.all(jobs.map((r) => r.done));
    if (release) await Promise.all(jobs.map((r) => r.release().catch(() => undefined)));
    state = 'idle';
    notifyIdle();
  }

  return {
    workerId,
    async start() {
      if (state !== 'idle') return;
      state = 'running';
      if (options.subscribe) {
        unsubscribe = await options
          .subscribe(() => schedule(0))
          .catch((err: unknown) => {
            log.error({ err }, 'job wake-ups unavailable; polling only');
            return undefined;
          });
      }
      schedule(0);
    },
    wake: () => schedule(0),
    stop: () => halt(true),
    kill: () => halt(false),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        if (state !== 'running') notifyIdle();
      }),
  };
}
