// The API half of `npm run bench`: Rethread against the naive server at 100,000 listings on
// PostgreSQL, Rethread alone on PGlite, and the searches again at 1,000,000 listings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPgliteAt } from '../src/server/db/client.js';
import {
  compare,
  scenarios,
  titleMatchesFirst,
  type Figures,
  type Scenario,
  type Target,
} from './compare.js';
import { fill, postgresBenchDatabase } from './databases.js';
import { startBuiltServer, startNaiveServer } from './server.js';
import { filteredPagesAgree } from './fast-path-check.js';
import { signedInScenarios, signUp } from './signed-in.js';

export type ApiOptions = { count: number; seconds: number; rounds: number; pgUrl: string };
type Log = (line: string) => void;

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const port = () => 3900 + Math.floor(Math.random() * 90);

/** Waits until no query but its own runs on the benchmark's PostgreSQL (at most 60 s). */
function quietPostgres(pgUrl: string) {
  return async () => {
    const probe = postgres(pgUrl, { max: 1, onnotice: () => {} });
    try {
      for (let i = 0; i < 600; i++) {
        const [row] = await probe<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'`;
        if (!row?.n) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await probe.end();
    }
  };
}

const rethreadTargets = (server: { baseUrl: string; pid: number }, database?: string): Target[] => [
  { label: 'Rethread', ...server, postgres: Boolean(database), database, path: (s) => s.rethread },
  {
    label: 'uncached',
    ...server,
    postgres: Boolean(database),
    database,
    bust: true,
    path: (s) => s.rethread,
  },
];

const cpu = (f: Figures) =>
  `${fmt(f.cpuNodeMs + f.cpuPgMs, 2)} (${fmt(f.cpuNodeMs, 2)} + ${fmt(f.cpuPgMs, 2)})`;

// BENCH_ONLY=<regex>: only the scenarios whose names match (for trying a change; the goals then speak
// of those only).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const picked = (list: Scenario[]) => (only ? list.filter((s) => only.test(s.name)) : list);

/**
 * The signed-in scenarios against the naive server: a table, and which of their goals failed
 * (naive/Rethread p95 ≥ 1.5, req/s ≥ 1.5× and CPU per request at most the naive version's for pages;
 * ≥ 5× in p95 and req/s for searches).
 */
export function signedInTable(list: Scenario[], results: Map<string, Map<string, Figures>>) {
  const lines = [
    '| signed in | p95 ms naive | p95 ms Rethread | p95 naive / Rethread | req/s naive | req/s Rethread | req/s Rethread / naive | CPU ms per request naive (node + pg) | CPU ms per request Rethread (node + pg) | KB per answer naive / Rethread |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const failures: string[] = [];
  for (const s of list) {
    const row = results.get(s.name)!;
    const [n, r] = [row.get('naive')!, row.get('Rethread')!];
    const [latency, rate] = [n.p95 / r.p95, r.rps / n.rps];
    const [nCpu, rCpu] = [n.cpuNodeMs + n.cpuPgMs, r.cpuNodeMs + r.cpuPgMs];
    const goal = s.search ? 5 : 1.5;
    if (latency < goal) failures.push(`${s.name}: p95 ratio ${fmt(latency, 2)} (goal ${goal})`);
    if (rate < goal) failures.push(`${s.name}: req/s ratio ${fmt(rate, 2)} (goal ${goal})`);
    if (!s.search && rCpu > nCpu) failures.push(`${s.name}: CPU ${fmt(rCpu, 2)} vs ${fmt(nCpu, 2)} ms`);
    if (n.errors + r.errors) failures.push(`${s.name}: errors`);
    lines.push(
      `| ${s.name} | ${fmt(n.p95)} | ${fmt(r.p95)} | ${fmt(latency, 2)} | ${Math.round(n.rps)} | ${Math.round(r.rps)} | ${fmt(rate, 2)} | ${cpu(n)} | ${cpu(r)} | ${fmt(n.kbPerAnswer)} / ${fmt(r.kbPerAnswer)} |`,
    );
  }
  lines.push(
    '',
    failures.length
      ? `Signed-in goals not met: ${failures.join('; ')}.`
      : 'Signed-in goals met: pages ≥ 1.5× the naive version in p95 and req/s at no more CPU per request, searches ≥ 5×.',
  );
  return { lines, failures };
}

/** Both servers on one database, signed in: the naive server alternating with Rethread. */
async function signedInComparison(
  o: ApiOptions,
  db: { url: string },
  rethread: { baseUrl: string; pid: number },
  naive: { baseUrl: string; pid: number },
  log: Log,
) {
  const list = picked(await signedInScenarios(rethread.baseUrl));
  const cookie = await signUp(rethread.baseUrl);
  const targets: Target[] = [
    {
      label: 'naive',
      ...naive,
      postgres: true,
      database: db.url,
      path: (s) => s.naive,
      tail: (s) => s.tail?.naive,
    },
    {
      label: 'Rethread',
      ...rethread,
      postgres: true,
      database: db.url,
      cookie,
      path: (s) => s.rethread,
      tail: (s) => s.tail?.rethread,
    },
  ];
  const results = await compare(targets, list, o.rounds, o.seconds, log, quietPostgres(db.url));
  const table = signedInTable(list, results);
  log(`  ${table.lines.at(-1)}`);
  return { ...table, results, list };
}

/** 100,000 listings on PostgreSQL: both servers, alternating; the table and whether the goals hold. */
export async function postgresComparison(o: ApiOptions, log: Log) {
  const db = await postgresBenchDatabase(o.pgUrl, o.count, log);
  const rethread = await startBuiltServer(port(), db.env);
  const naive = await startNaiveServer(port() + 100, db.url);
  try {
    const list = picked(await scenarios(rethread.baseUrl));
    const targets: Target[] = [
      { label: 'naive', ...naive, postgres: true, database: db.url, path: (s) => s.naive },
      ...rethreadTargets(rethread, db.url),
    ];
    const results = await compare(targets, list, o.rounds, o.seconds, log, quietPostgres(db.url));
    const lines = [
      '| scenario | p95 ms naive | p95 ms Rethread | p95 naive / Rethread | req/s naive | req/s Rethread | req/s Rethread / naive | CPU ms per request naive (node + pg) | CPU ms per request Rethread (node + pg) | KB per answer naive / Rethread | Rethread uncached: p95 ms, req/s, CPU ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    const failures: string[] = [];
    for (const s of list) {
      const row = results.get(s.name)!;
      const [n, r, u] = [row.get('naive')!, row.get('Rethread')!, row.get('uncached')!];
      const latency = n.p95 / r.p95;
      const rate = r.rps / n.rps;
      const wide = s.name === 'misspelled search' || s.name === 'two-word search';
      if (latency < (wide ? 20 : 1)) failures.push(`${s.name}: p95 ratio ${fmt(latency, 2)}`);
      if (rate < 1) failures.push(`${s.name}: req/s ratio ${fmt(rate, 2)}`);
      if (n.errors + r.errors + u.errors) failures.push(`${s.name}: errors`);
      lines.push(
        `| ${s.name} | ${fmt(n.p95)} | ${fmt(r.p95)} | ${fmt(latency, 2)} | ${Math.round(n.rps)} | ${Math.round(r.rps)} | ${fmt(rate, 2)} | ${cpu(n)} | ${cpu(r)} | ${fmt(n.kbPerAnswer)} / ${fmt(r.kbPerAnswer)} | ${fmt(u.p95)}, ${Math.round(u.rps)}, ${fmt(u.cpuNodeMs + u.cpuPgMs, 2)} |`,
      );
    }
    lines.push(
      '',
      failures.length
        ? `Goals not met: ${failures.join('; ')}.`
        : 'Goals met: p95 at most the naive p95 in every scenario (≥ 20× for the two-word and misspelled searches) and req/s at least the naive req/s in every scenario.',
    );
    log(`  ${lines.at(-1)}`);
    const signed = await signedInComparison(o, db, rethread, naive, log);
    return { lines, results, list, signed };
  } finally {
    await Promise.all([rethread.stop(), naive.stop()]);
    await db.cleanup();
  }
}

/** Rethread alone on PGlite, the README's default database. */
export async function pgliteRun(o: ApiOptions, log: Log) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-bench-'));
  await fill(await openPgliteAt(join(dataDir, 'pglite')), o.count, log);
  const server = await startBuiltServer(port(), { DATA_DIR: dataDir });
  try {
    const list = picked(await scenarios(server.baseUrl));
    const results = await compare(rethreadTargets(server), list, 1, o.seconds, log);
    const signed = picked(await signedInScenarios(server.baseUrl));
    const cookie = await signUp(server.baseUrl);
    const signedTarget: Target = {
      label: 'Rethread',
      ...server,
      postgres: false,
      cookie,
      path: (s) => s.rethread,
      tail: (s) => s.tail?.rethread,
    };
    const signedResults = await compare([signedTarget], signed, 1, o.seconds, log);
    const lines = [
      '| scenario | p95 ms | req/s | CPU ms per request | uncached p95 ms | uncached req/s |',
      '|---|---|---|---|---|---|',
      ...list.map((s) => {
        const [r, u] = [results.get(s.name)!.get('Rethread')!, results.get(s.name)!.get('uncached')!];
        return `| ${s.name} | ${fmt(r.p95)} | ${Math.round(r.rps)} | ${fmt(r.cpuNodeMs, 2)} | ${fmt(u.p95)} | ${Math.round(u.rps)} |`;
      }),
      '',
      '| signed in | p95 ms | req/s | CPU ms per request |',
      '|---|---|---|---|',
      ...signed.map((s) => {
        const r = signedResults.get(s.name)!.get('Rethread')!;
        return `| ${s.name} | ${fmt(r.p95)} | ${Math.round(r.rps)} | ${fmt(r.cpuNodeMs, 2)} |`;
      }),
      '',
      `Peak server RSS: ${server.peakRssMb().toFixed(0)} MB`,
    ];
    return { lines };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The searches and the signed-in comparison again at `count` (1,000,000) listings on PostgreSQL,
 * against the 100k figures.
 */
export async function millionRun(
  o: ApiOptions,
  count: number,
  base: Map<string, Map<string, Figures>>,
  signedBase: Map<string, Map<string, Figures>>,
  log: Log,
) {
  const started = Date.now();
  const db = await postgresBenchDatabase(o.pgUrl, count, log);
  const seedSeconds = (Date.now() - started) / 1000;
  const server = await startBuiltServer(port(), db.env);
  const naive = await startNaiveServer(port() + 100, db.url);
  try {
    const fastPath = await filteredPagesAgree(db.url, server.baseUrl);
    log(`  ${fastPath}`);
    const list: Scenario[] = picked(await scenarios(server.baseUrl)).filter((s) => s.search);
    const results = await compare(
      rethreadTargets(server, db.url),
      list,
      o.rounds,
      o.seconds,
      log,
      quietPostgres(db.url),
    );
    const lines = [
      `Seeding ${count.toLocaleString()} listings (with their indexes and a VACUUM ANALYZE) took ${fmt(seedSeconds, 0)} s.`,
      '',
      '| search | p95 ms at 100k | p95 ms at 1M | growth | uncached p95 ms at 100k | uncached p95 ms at 1M | uncached growth |',
      '|---|---|---|---|---|---|---|',
    ];
    for (const s of list) {
      const [small, large] = [base.get(s.name), results.get(s.name)!];
      const [a, b] = [small?.get('Rethread')?.p95 ?? Number.NaN, large.get('Rethread')!.p95];
      const [ua, ub] = [small?.get('uncached')?.p95 ?? Number.NaN, large.get('uncached')!.p95];
      lines.push(
        `| ${s.name} | ${fmt(a)} | ${fmt(b)} | ${fmt(b / a, 2)}× | ${fmt(ua)} | ${fmt(ub)} | ${fmt(ub / ua, 2)}× |`,
      );
    }
    lines.push('', `${await titleMatchesFirst(server.baseUrl, 'leather jacket')} (1M).`, '', fastPath, '');
    log(`  ${lines.at(-2)}`);
    const signed = await signedInComparison(o, db, server, naive, log);
    lines.push(...signed.lines, '');
    lines.push('| signed in | p95 ms at 100k | p95 ms at 1M | growth (goal ≤ 2×) |', '|---|---|---|---|');
    const growthFailures: string[] = [];
    for (const s of signed.list) {
      const a = signedBase.get(s.name)?.get('Rethread')?.p95 ?? Number.NaN;
      const b = signed.results.get(s.name)!.get('Rethread')!.p95;
      if (b / a > 2) growthFailures.push(`${s.name}: ${fmt(b / a, 2)}×`);
      lines.push(`| ${s.name} | ${fmt(a)} | ${fmt(b)} | ${fmt(b / a, 2)}× |`);
    }
    lines.push(
      '',
      growthFailures.length
        ? `Growth goal not met: ${growthFailures.join('; ')}.`
        : 'Growth goal met: every signed-in p95 at 1M is at most twice its 100k figure.',
    );
    log(`  ${lines.at(-1)}`);
    return { lines };
  } finally {
    await Promise.all([server.stop(), naive.stop()]);
    await db.cleanup();
  }
}
