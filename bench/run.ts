// `npm run bench`: seeds BENCH_LISTINGS (default 100,000) listings into throw-away databases and
// measures the built server (NODE_ENV=production) with autocannon: on PostgreSQL against a naive
// Express server over the same rows (bench/naive-server.ts, three alternating rounds, medians), on
// PGlite alone, and the searches again at BENCH_MILLION (default 1,000,000; 0 skips) listings. Then
// closet imports, photo uploads, durable writes, 5,000 live-show streams against the health check
// (bench/streams.ts), the client's download sizes, the first-paint-to-live window at 4× CPU
// (bench/first-paint-to-live.ts; BENCH_FIRST_TAPS=0 skips) and Lighthouse on three
// pages (scripts/lighthouse.mjs; BENCH_LIGHTHOUSE=0 skips). Everything printed is
// also written to bench/results.md (BENCH_API_ONLY=1 stops after the API figures and writes nothing).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { millionRun, pgliteRun, postgresComparison, type ApiOptions } from './api.js';
import { clientSizes } from './client-sizes.js';
import { pgReachable, resultLines, root } from './server.js';

const options: ApiOptions = {
  count: Number(process.env.BENCH_LISTINGS ?? 100_000),
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  pgUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
const MILLION = Number(process.env.BENCH_MILLION ?? 1_000_000);
const log = (line: string) => console.log(line);

async function main() {
  if (!existsSync(join(root, 'dist/server/main.js')) || process.env.BENCH_BUILD !== '0') {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const reachable = await pgReachable(options.pgUrl);
  const kinds: ('pglite' | 'postgres')[] = reachable ? ['pglite', 'postgres'] : ['pglite'];
  const lines: string[] = [
    '# Benchmark results',
    '',
    `${options.count.toLocaleString()} listings; ${options.seconds} s per measurement; p95 at 4 connections, req/s and CPU at 32;`,
    `2-core machine; servers started with NODE_ENV=production. Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`.`,
    '"Uncached" sends every request to a URL of its own (an extra `_b=n` parameter), so the in-process',
    'cache of signed-out pages cannot answer it: it measures the work a page costs when it is made.',
    '',
  ];
  if (reachable) {
    log('\npostgres, Rethread against the naive server:');
    const pg = await postgresComparison(options, log);
    lines.push('## PostgreSQL 15: Rethread against the naive version', '', ...pg.lines, '');
    lines.push('### Signed in, and long tails no shared answer serves', '', ...pg.signed.lines, '');
    if (MILLION > 0) {
      log(`\npostgres, searches and signed in at ${MILLION.toLocaleString()} listings:`);
      const million = await millionRun(options, MILLION, pg.results, pg.signed.results, log);
      lines.push(
        `## Searches and signed-in pages at ${MILLION.toLocaleString()} listings (PostgreSQL)`,
        '',
        ...million.lines,
        '',
      );
    }
  } else {
    log('PostgreSQL is not reachable: the comparison with the naive server needs it.');
  }
  if (process.env.BENCH_PGLITE !== '0') {
    log('\npglite:');
    const lite = await pgliteRun(options, log);
    lines.push('## PGlite (embedded), Rethread alone', '', ...lite.lines, '');
  }
  // BENCH_API_ONLY=1: the API figures only, printed with their tables, for trying a change
  // (results.md is left alone).
  if (process.env.BENCH_API_ONLY === '1') {
    console.log(`\n${lines.join('\n')}`);
    return;
  }
  lines.push('## Importing a closet of 200', '');
  for (const kind of kinds) {
    // Its own process: the test app picks PGlite or PostgreSQL from TEST_DATABASE_URL at load time.
    const env = kind === 'postgres' ? { ...process.env, TEST_DATABASE_URL: options.pgUrl } : process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/closet-import.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    const line =
      run.status === 0
        ? run.stdout.trim().split('\n').pop()!
        : `closet of 200 on ${kind}: failed\n${run.stderr}`;
    console.log(`\n${line}`);
    lines.push(`- ${line}`);
  }
  lines.push('');
  // Concurrent photo uploads against the built server, in its own process (it starts its own).
  const uploadLines = resultLines('bench/upload-memory.ts', 'upload memory');
  console.log(`\n${uploadLines.join('\n')}`);
  lines.push('## Uploading photos at once', '', ...uploadLines.map((l) => `- ${l}`), '');
  // What durable commits cost on the embedded database, and the fsyncs they make.
  const durabilityLines = resultLines('bench/durability.ts', 'durability');
  console.log(`\n${durabilityLines.join('\n')}`);
  lines.push('## Durable writes (embedded)', '', ...durabilityLines.map((l) => `- ${l}`), '');
  // 5,000 open live-show streams against the health check (built server, embedded database).
  const streamLines = resultLines('bench/streams.ts', 'live-show streams');
  console.log(`\n${streamLines.join('\n')}`);
  lines.push('## Live-show streams and the health check', '', ...streamLines.map((l) => `- ${l}`), '');
  const sizes = clientSizes();
  console.log(`\nclient:\n  ${sizes.join('\n  ')}`);
  lines.push('## Client', '', ...sizes.map((s) => `- ${s}`), '');
  // First paint to a live page at 4× CPU throttling on the three pages (BENCH_FIRST_TAPS=0 skips;
  // needs Chromium): the window in which a tap is kept for the app (decision 032).
  if (process.env.BENCH_FIRST_TAPS !== '0') {
    const windowLines = resultLines('bench/first-paint-to-live.ts', 'first paint to live');
    console.log(`\nfirst paint to live:\n  ${windowLines.join('\n  ')}`);
    lines.push('## First paint to a live page (4× CPU)', '', ...windowLines.map((l) => `- ${l}`), '');
  }
  // The page goals, Lighthouse mobile on the built app (BENCH_LIGHTHOUSE=0 skips; needs Chromium).
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const run = spawnSync(process.execPath, ['scripts/lighthouse.mjs'], { cwd: root, encoding: 'utf8' });
    const report = `${run.stdout}${run.status === 0 ? '' : run.stderr}`.trim();
    console.log(`
${report}`);
    lines.push('## Pages (Lighthouse mobile, median of 3)', '', '```', report, '```', '');
  }
  writeFileSync(join(root, 'bench/results.md'), lines.join('\n'));
  console.log('\nwritten to bench/results.md');
}

await main();
