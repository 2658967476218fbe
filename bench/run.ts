// `npm run bench`: seeds BENCH_LISTINGS (default 100,000) listings into a throw-away database, starts
// the built server with NODE_ENV=production on it, drives every scenario with autocannon and prints
// p50/p95/p99 at concurrency 4, req/s at concurrency 32, errors and the server's peak RSS — for PGlite
// and, when reachable, PostgreSQL. Results are also written to bench/results.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.js';
import { clientSizes } from './client-sizes.js';
import { drive, type LoadResult } from './load.js';
import { seedBenchListings } from './seed-data.js';
import { pgReachable, resultLines, root, startBuiltServer } from './server.js';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Scenario = { name: string; path: string };

async function scenarios(baseUrl: string): Promise<Scenario[]> {
  const page1 = (await (await fetch(`${baseUrl}/api/listings?limit=24`)).json()) as {
    listings: { id: string }[];
    nextCursor: string | null;
  };
  const page2 = (await (
    await fetch(`${baseUrl}/api/listings?limit=24&cursor=${page1.nextCursor}`)
  ).json()) as {
    nextCursor: string | null;
  };
  const id = page1.listings[0]?.id;
  return [
    { name: 'no filter (trending)', path: '/api/listings?sort=trending&limit=24' },
    {
      name: 'category + size + price',
      path: '/api/listings?category=Jackets&sizes=M,L&minPrice=20&maxPrice=150&limit=24',
    },
    { name: 'two-word search', path: '/api/listings?search=leather%20jacket&limit=24' },
    { name: 'misspelled search', path: '/api/listings?search=adiddas%20snekers&limit=24' },
    { name: 'broad one-word search', path: '/api/listings?search=vintage&limit=24' },
    { name: 'listing detail', path: `/api/listings/${id}` },
    { name: 'page 3 via cursor', path: `/api/listings?limit=24&cursor=${page2.nextCursor}` },
  ];
}

async function prepare(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'rethread-bench-'));
    const handle = openPglite(join(dataDir, 'pglite'));
    await fill(handle);
    return {
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `rethread_bench_${Date.now().toString(36)}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  await fill(openPostgres(url.toString()));
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-bench-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function fill(handle: DatabaseHandle) {
  const started = Date.now();
  await handle.migrate();
  await seedBenchListings(handle.db, COUNT);
  await handle.close();
  console.log(
    `  seeded ${COUNT.toLocaleString()} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

async function main() {
  if (!existsSync(join(root, 'dist/server/main.js')) || process.env.BENCH_BUILD !== '0') {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const reachable = await pgReachable(PG_URL);
  const kinds: ('pglite' | 'postgres')[] = reachable ? ['pglite', 'postgres'] : ['pglite'];
  const lines: string[] = [
    '# Benchmark results',
    '',
    `${COUNT.toLocaleString()} listings; ${SECONDS} s per measurement; 2-core machine; server started with NODE_ENV=production.`,
    `Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`.`,
    '',
  ];
  for (const kind of kinds) {
    console.log(`\n${kind}:`);
    const db = await prepare(kind);
    const server = await startBuiltServer(3900 + Math.floor(Math.random() * 90), db.env);
    const rows: [Scenario, LoadResult, LoadResult][] = [];
    try {
      for (const scenario of await scenarios(server.baseUrl)) {
        const url = server.baseUrl + scenario.path;
        await drive(url, 4, 1); // warm caches and the JIT
        const c4 = await drive(url, 4, SECONDS);
        const c32 = await drive(url, 32, SECONDS);
        rows.push([scenario, c4, c32]);
        console.log(
          `  ${scenario.name.padEnd(28)} p50 ${fmt(c4.p50)} ms  p95 ${fmt(c4.p95)} ms  p99 ${fmt(c4.p99)} ms  ` +
            `${Math.round(c32.rps)} req/s @32  errors ${c4.errors + c32.errors + c4.non2xx + c32.non2xx}`,
        );
      }
      const rss = server.peakRssMb();
      console.log(`  peak RSS ${rss.toFixed(0)} MB`);
      lines.push(`## ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}`, '');
      lines.push(
        '| scenario | p50 ms @4 | p95 ms @4 | p99 ms @4 | req/s @32 | errors |',
        '|---|---|---|---|---|---|',
      );
      for (const [s, c4, c32] of rows) {
        lines.push(
          `| ${s.name} | ${fmt(c4.p50)} | ${fmt(c4.p95)} | ${fmt(c4.p99)} | ${Math.round(c32.rps)} | ${c4.errors + c32.errors + c4.non2xx + c32.non2xx} |`,
        );
      }
      lines.push('', `Peak server RSS: ${rss.toFixed(0)} MB`, '');
    } finally {
      server.stop();
      await new Promise((r) => setTimeout(r, 500));
      await db.cleanup();
    }
  }
  lines.push('## Importing a closet of 200', '');
  for (const kind of kinds) {
    // Its own process: the test app picks PGlite or PostgreSQL from TEST_DATABASE_URL at load time.
    const env = kind === 'postgres' ? { ...process.env, TEST_DATABASE_URL: PG_URL } : process.env;
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
  const sizes = clientSizes();
  console.log(`\nclient:\n  ${sizes.join('\n  ')}`);
  lines.push('## Client', '', ...sizes.map((s) => `- ${s}`), '');
  writeFileSync(join(root, 'bench/results.md'), lines.join('\n'));
  console.log('\nwritten to bench/results.md');
}

await main();
