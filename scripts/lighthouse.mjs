// `npm run lighthouse [-- <base-url>]`: Lighthouse mobile (its default phone emulation and simulated
// slow 4G) three times on /, /trending and one listing's page, medians checked against the page goals (docs/performance.md).
// Without a base URL it starts the production build itself (run `npm run build` first) on a throw-away
// DATA_DIR with the demo data seeded, as `npm start` serves it. Exits 1 when a goal is missed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from './demo-server.mjs';

// Node's own fetch (Node ≥ 18); the lint setup only declares a few globals for scripts.
const { fetch } = globalThis;

const root = new URL('..', import.meta.url).pathname;
const RUNS = 3;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3390);

/** The page goals: each reads one median and says whether it passes. */
const GOALS = [
  { name: 'performance ≥ 95', value: (m) => m.performance, ok: (v) => v >= 95, show: (v) => `${v}` },
  {
    name: 'LCP ≤ 2.0 s',
    value: (m) => m.lcp,
    ok: (v) => v <= 2000,
    show: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  { name: 'TBT (shown)', value: (m) => m.tbt, ok: () => true, show: (v) => `${Math.round(v)} ms` },
  { name: 'CLS ≤ 0.05', value: (m) => m.cls, ok: (v) => v <= 0.05, show: (v) => v.toFixed(3) },
  { name: 'accessibility 100', value: (m) => m.accessibility, ok: (v) => v === 100, show: (v) => `${v}` },
  {
    name: 'JS ≤ 150 KB gzip',
    value: (m) => m.jsBytes,
    ok: (v) => v <= 150 * 1024,
    show: (v) => `${(v / 1024).toFixed(1)} KB`,
  },
  {
    name: 'JS sent (shown)',
    value: (m) => m.jsTransfer,
    ok: () => true,
    show: (v) => `${(v / 1024).toFixed(1)} KB`,
  },
];

/** Starts dist/server/main.js in production mode with demo data, like bench/server.ts does. */
function startServer() {
  return startDemoServer({ port: PORT });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const gzipSizes = new Map();
/** A built file's size gzipped, as the goal counts JavaScript (the server sends brotli, a little smaller). */
function gzipSize(url) {
  const file = join(root, 'dist/client', new URL(url).pathname);
  if (!gzipSizes.has(file)) gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  return gzipSizes.get(file);
}

/**
 * One run's figures. JS is every script the page fetched during the run (after-paint chunks too),
 * gzipped, as the goal counts it; "JS sent" is what Lighthouse saw on the wire: those bodies plus
 * each response's headers, about 1 KB a chunk.
 */
function figures(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts.reduce((sum, r) => sum + gzipSize(r.url), 0),
    jsTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failedA11y: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

/** One Lighthouse run; a run Chrome could not finish (it reports a runtimeError) is tried again, twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!lhr.runtimeError) return lhr;
    console.error(`  ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}`);
  }
}

async function main() {
  const given = process.argv[2]?.replace(/\/+$/, '');
  const server = given ? { baseUrl: given, stop: async () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    const first = await fetch(`${server.baseUrl}/api/listings?limit=1`).then((r) => r.json());
    const listingId = (first.listings ?? first.items ?? [])[0]?.id;
    if (!listingId) throw new Error('no listing to measure (GET /api/listings?limit=1 returned none)');
    const pages = ['/', '/trending', `/listing/${listingId}`];
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(figures(await audit(`${server.baseUrl}${path}`, chrome.port)));
      }
      console.log(`\n${path} (median of ${RUNS} mobile runs)`);
      for (const goal of GOALS) {
        const value = median(runs.map(goal.value));
        const pass = goal.ok(value);
        failed ||= !pass;
        const each = runs.map((r) => goal.show(goal.value(r))).join(', ');
        console.log(
          `  ${pass ? 'PASS' : 'FAIL'}  ${goal.name.padEnd(18)} ${goal.show(value).padStart(9)}   (runs: ${each})`,
        );
      }
      const a11y = [...new Set(runs.flatMap((r) => r.failedA11y))];
      if (a11y.length) console.log(`  failing accessibility audits: ${a11y.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(failed ? '\nSome page goals are missed.' : '\nEvery page goal is met.');
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
