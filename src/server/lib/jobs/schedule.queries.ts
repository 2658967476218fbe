import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The rows of `job_schedules`, one per scheduled job: the scheduler's protocol is in schedule.ts. */

/** A new job is due at `now`; a job already known keeps its next run. */
export async function registerSchedules(db: Db, names: string[], now: Date): Promise<void> {
  const rows = names.map((name) => sql`(${name}, ${now.toISOString()}::timestamptz)`);
  await db.execute(sql`
      insert into job_schedules (name, next_run_at) values ${sql.join(rows, sql`, `)}
      on conflict (name) do nothing`);
}

/**
 * Claims for this instance those of the jobs that are due at `now`, moving each one's next run
 * `everySeconds` on; answers the names it claimed.
 */
export async function claimDueSchedules(
  db: Db,
  jobs: { name: string; everySeconds: number }[],
  now: Date,
  instanceId: string,
): Promise<string[]> {
  const iso = now.toISOString();
  const next = sql.join(
    jobs.map((j) => sql`when ${j.name} then ${iso}::timestamptz + make_interval(secs => ${j.everySeconds})`),
    sql` `,
  );
  const names = sql.join(
    jobs.map((j) => sql`${j.name}`),
    sql`, `,
  );
  const rows = await db.execute(sql`
      update job_schedules set next_run_at = case name ${next} end,
        last_started_at = ${iso}::timestamptz, last_run_by = ${instanceId}
      where name in (
        select name from job_schedules
        where name in (${names}) and next_run_at <= ${iso}::timestamptz
        order by name
        for update skip locked)
      returning name`);
  return rowsOf<{ name: string }>(rows).map((r) => r.name);
}

/** When the run finished, and its error (null for a clean run). */
export async function recordScheduledRun(
  db: Db,
  name: string,
  finishedAt: Date,
  error: string | null,
): Promise<void> {
  await db.execute(
    sql`update job_schedules set last_finished_at = ${finishedAt.toISOString()}::timestamptz, last_error = ${error}
            where name = ${name}`,
  );
}
