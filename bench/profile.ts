// `npx tsx bench/profile.ts [scenario path]`: where a request's milliseconds go in the server. It seeds
// 100,000 listings into a throw-away PostgreSQL database, runs the built server under V8's sampling
// profiler (--cpu-prof), drives one uncached URL at 32 connections for 10 s, and prints the functions
// and packages with the most self time. The .cpuprofile it keeps opens as a flame graph in Chrome
// DevTools (Performance → Load profile) or speedscope.app.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBenchDatabase } from './databases.js';
import { drive } from './load.js';
import { startBuiltServer } from './server.js';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const path = process.argv[2] ?? '/api/listings?limit=24';

/** node_modules/<package> (or the app's own code, or Node's internals) a frame belongs to. */
function packageOf(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes('/dist/server/')) return 'rethread (dist/server)';
  return url ? 'node internals' : '(native, GC, idle)';
}

function top(totals: Map<string, number>, all: number, n: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, hits]) => `  ${((100 * hits) / all).toFixed(1).padStart(5)}%  ${name}`);
}

const db = await postgresBenchDatabase(PG_URL, 100_000, console.log, 'rethread_profile');
try {
  const profileDir = mkdtempSync(join(tmpdir(), 'rethread-profile-'));
  const server = await startBuiltServer(3990, db.env, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const load = await drive(server.baseUrl + path, 32, 10, true);
  await server.stop();
  const file = join(
    profileDir,
    readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))!,
  );
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    all += hits;
    const where = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + hits);
    const pkg = packageOf(node.callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
  console.log(`${path}, uncached, 32 connections, 10 s: ${Math.round(load.rps)} req/s, p95 ${load.p95} ms`);
  console.log(`\nbusy samples by package:\n${top(byPackage, all, 12).join('\n')}`);
  console.log(`\nbusy samples by function (self time):\n${top(byFunction, all, 25).join('\n')}`);
  console.log(`\nflame graph: ${file}`);
} finally {
  await db.cleanup();
}
