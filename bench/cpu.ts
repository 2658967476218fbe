// CPU time of processes, read from /proc (Linux), so a benchmark can say what a request costs in the
// server and in PostgreSQL, not only how long it takes.
import { readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';

// Linux reports utime and stime in clock ticks of 1/100 s (getconf CLK_TCK) on every common build.
const TICK_MS = 10;

/** User + system CPU milliseconds `pid` has used so far (0 once it has gone). */
function cpuMsOfPid(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every running PostgreSQL process (server, backends, background workers). */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // It exited while we looked.
    }
  }
  return pids;
}

/**
 * The server processes of the backends connected to `databaseUrl`'s database (PostgreSQL only): on a
 * PostgreSQL shared with other work, these are the bench's servers' own, where every `postgres`
 * process would count the others' queries too. Background processes (the WAL writer, the
 * checkpointer) are left out on either side alike.
 */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const probe = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await probe<{ pid: number }[]>`
      select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
    return rows.map((r) => r.pid);
  } finally {
    await probe.end();
  }
}

/**
 * A CPU meter over the processes `pids()` names at start and at stop: a backend that starts in between
 * counts from zero, one that ends in between is lost (a pool keeps its connections, so neither happens
 * during a run).
 */
export function cpuMeter(pids: () => number[]) {
  const before = new Map(pids().map((pid) => [pid, cpuMsOfPid(pid)]));
  return () => pids().reduce((sum, pid) => sum + cpuMsOfPid(pid) - (before.get(pid) ?? 0), 0);
}
