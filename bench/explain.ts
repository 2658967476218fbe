// `npx tsx bench/explain.ts [listings]`: the plan of every statement each benchmark scenario runs, as PostgreSQL
// executed it. It seeds 100,000 listings into a throw-away database with auto_explain on (ANALYZE and
// BUFFERS, every statement), asks the built server each scenario once (uncached: a parameter of its
// own), and takes the plans from the server log. Needs PostgreSQL on this machine, a superuser, and
// read access to its log (BENCH_PG_LOG, default the Debian cluster's). Written to bench/explain-<n>.md.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarios } from './compare.js';
import { postgresBenchDatabase } from './databases.js';
import { root, startBuiltServer } from './server.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/** The auto_explain entries the log gained since `offset`: each a query's text and its plan. */
function plansSince(offset: number): string[] {
  const text = readFileSync(LOG, 'utf8').slice(offset);
  return text
    .split(/^.*LOG: {2}duration: /m)
    .slice(1)
    .map((entry) => `duration: ${entry.replace(/^\s*\d{4}-\d\d-\d\d .*$/gm, '').trim()}`)
    .filter((entry) => !/pg_stat_activity|listings_generation g where g\.id\) as generation$/m.test(entry));
}

const COUNT = Number(process.argv[2] ?? 100_000);
const label = COUNT >= 1_000_000 ? `${COUNT / 1_000_000}m` : `${COUNT / 1_000}k`;

const uncached = (path: string, n: number) => `${path}${path.includes('?') ? '&' : '?'}_b=explain${n}`;

const db = await postgresBenchDatabase(PG_URL, COUNT, console.log, 'rethread_explain');
try {
  for (const setting of [
    `session_preload_libraries = 'auto_explain'`,
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
    'auto_explain.log_timing = on',
  ]) {
    await db.admin.unsafe(`alter database "${db.name}" set ${setting}`);
  }
  const server = await startBuiltServer(3991, db.env);
  const lines = [
    '# Query plans of the benchmark scenarios',
    '',
    `Every statement the built server ran for one uncached request of each scenario, at ${COUNT.toLocaleString()} listings`,
    `on PostgreSQL 15, as auto_explain logged it (ANALYZE, BUFFERS). Made by \`npx tsx bench/explain.ts ${COUNT}\`.`,
    '',
  ];
  try {
    for (const s of await scenarios(server.baseUrl)) {
      // Twice: the first request of a search warms the word cache; the plans of the second are the steady state.
      for (const n of [1, 2]) await fetch(server.baseUrl + uncached(s.rethread, n));
      const offset = statSync(LOG).size;
      const res = await fetch(server.baseUrl + uncached(s.rethread, 3));
      const bytes = (await res.arrayBuffer()).byteLength;
      await new Promise((r) => setTimeout(r, 300));
      const plans = plansSince(offset);
      lines.push(
        `## ${s.name}`,
        '',
        `\`GET ${s.rethread}\`: ${res.status}, ${bytes.toLocaleString()} bytes, ${plans.length} statements.`,
        '',
      );
      for (const plan of plans) lines.push('```', plan, '```', '');
      console.log(`${s.name}: ${plans.length} statements, ${bytes} bytes`);
    }
  } finally {
    await server.stop();
  }
  writeFileSync(join(root, `bench/explain-${label}.md`), lines.join('\n'));
  console.log(`written to bench/explain-${label}.md`);
} finally {
  await db.cleanup();
}
