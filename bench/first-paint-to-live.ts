// The window between a visitor's first paint and a live page (decision 020 starts the app after
// `load`; decision 032 keeps the taps made meanwhile): the built server with the demo data, Chromium
// with 4× CPU throttling (a mid-range phone), on `/`, `/trending` and a listing's page. For each page,
// RUNS loads in a fresh context: first contentful paint, the moment the app marks the page live
// (`data-page-live` on <html>, app/router.tsx), and the difference, medians printed. The goal is a
// window ≤ 300 ms, or no tap lost in it: tests/e2e/first-taps.e2e.ts taps in that window.
//
// Runs alone (`node --import tsx bench/first-paint-to-live.ts`, after `npm run build`) or from
// bench/run.ts (its own process), which copies the lines after `RESULT` into bench/results.md.
import { chromium } from 'playwright-core';
import { startDemoServer } from '../scripts/demo-server.mjs';

const RUNS = Number(process.env.BENCH_FIRST_TAPS_RUNS ?? 5);
const PORT = 3951;
const GOAL_MS = 300;
const CPU_SLOWDOWN = 4;

/** The built server with the demo data seeded (it lists before it listens: allow a few minutes). */
function startWithDemoData(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  return startDemoServer({ port: PORT, logLevel: 'error' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = await startWithDemoData();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const lines: string[] = [];
  try {
    const first = (await (await fetch(`${server.baseUrl}/api/listings?limit=1`)).json()) as {
      listings?: { id: string }[];
      items?: { id: string }[];
    };
    const listingId = (first.listings ?? first.items ?? [])[0]?.id;
    if (!listingId) throw new Error('no listing to measure');
    for (const path of ['/', '/trending', `/listing/${listingId}`]) {
      const windows: number[] = [];
      const paints: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // Notes when the app marks the page live, on the page's own clock (injected before its scripts).
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (document.documentElement.dataset.pageLive !== 'true') return;
            observer.disconnect();
            (window as unknown as { liveAt: number }).liveAt = performance.now();
            // The document, not <html>: this runs before the page's first element exists.
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-live'] });
        });
        page.on('pageerror', (error) => console.error(`${path}: ${error.message}`));
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForFunction(
          () => (window as unknown as { liveAt?: number }).liveAt !== undefined,
          null,
          {
            timeout: 60_000,
          },
        );
        const { paint, live } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          live: (window as unknown as { liveAt: number }).liveAt,
        }));
        paints.push(paint);
        windows.push(Math.max(0, live - paint));
        await context.close();
      }
      const window = median(windows);
      lines.push(
        `${path.startsWith('/listing/') ? '/listing/…' : path}: first paint ${Math.round(median(paints))} ms, ` +
          `live ${Math.round(window)} ms after it (median of ${RUNS}; runs ${windows.map(Math.round).join(', ')} ms)` +
          ` ${window <= GOAL_MS ? '≤' : '>'} ${GOAL_MS} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  lines.push(
    `Chromium with ${CPU_SLOWDOWN}× CPU throttling, loopback network. A tap in that window is kept and carried out ` +
      'once the page is live (decision 032; tests/e2e/first-taps.e2e.ts taps at first paint): no tap is lost.',
  );
  console.log('RESULT');
  console.log(lines.join('\n'));
}

await main();
