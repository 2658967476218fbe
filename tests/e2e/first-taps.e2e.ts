import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, watchVisitorConsole, type RunningApp, useJourney } from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/**
 * A visitor's page arrives rendered and its app starts only after `load` (decision 020). These taps
 * land in that window, on a phone-speed CPU (4× throttling), and must still take effect once the app
 * is up: nothing a person taps at first paint is lost (decision 032).
 *
 * The contexts here are made directly, not with the harness's newContext: that one waits for the
 * page to be live after every load, which is exactly the wait a person does not make.
 */
async function slowPhonePage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

/**
 * Holds the app's scripts (every script but the small loader) until `release` is called, so the tap
 * provably comes before the app starts, however fast this machine happens to be.
 */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/start-after-load-/.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.pageLive === 'true');

/** Opens `path`, taps what `target` finds as soon as it is on screen, then lets the app start. */
async function tapAtFirstPaint(
  page: Page,
  path: string,
  target: (page: Page) => ReturnType<Page['locator']>,
) {
  const release = await holdTheApp(page);
  await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'commit' });
  await target(page).click();
  // The tap really was made on the dead page: the app had not started yet.
  const liveAtTap = await isLive(page).catch(() => false);
  release();
  return liveAtTap;
}

async function firstListingId(): Promise<string> {
  const answer = (await (await fetch(`${app.baseUrl}/api/listings?limit=1`)).json()) as {
    listings?: { id: string }[];
    items?: { id: string }[];
  };
  const id = (answer.listings ?? answer.items ?? [])[0]?.id;
  if (!id) throw new Error('no listing in the demo data');
  return id;
}

describe('taps before the app has started', () => {
  it("a visitor's Like on a trending card, tapped at first paint, opens the sign-in dialog", async () => {
    const { page, close } = await slowPhonePage(PHONE);
    const problems = watchVisitorConsole(page);
    const liveAtTap = await tapAtFirstPaint(page, '/trending', (p) =>
      p.locator('main article').first().getByRole('button', { name: 'Add to favorites' }),
    );
    expect(liveAtTap).toBe(false);
    await page
      .getByRole('dialog')
      .filter({ hasText: 'You need to be logged in to save items to your favorites.' })
      .waitFor({ timeout: 15_000 });
    expect(problems()).toEqual([]);
    await close();
  });

  it('a price filter tapped at first paint changes the URL and the results', async () => {
    const { page, close } = await slowPhonePage(DESKTOP);
    const problems = watchVisitorConsole(page);
    const liveAtTap = await tapAtFirstPaint(page, '/trending', (p) =>
      p.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Under $25' }),
    );
    expect(liveAtTap).toBe(false);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('priceRange'), { timeout: 15_000 })
      .toBe('under-25');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect
      .poll(() => filters.getByRole('button', { name: 'Under $25' }).getAttribute('aria-pressed'), {
        timeout: 15_000,
      })
      .toBe('true');
    // Every card shown is under $25.
    await page.locator('main article').first().waitFor();
    const prices = await page.locator('main article [data-testid="card-price"]').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/[^0-9.]/g, ''))).toBeLessThan(25);
    expect(problems()).toEqual([]);
    await close();
  });

  it("a visitor's Make Offer on a listing, tapped at first paint, opens the sign-in prompt", async () => {
    const id = await firstListingId();
    const { page, close } = await slowPhonePage(PHONE);
    const problems = watchVisitorConsole(page);
    const liveAtTap = await tapAtFirstPaint(page, `/listing/${id}`, (p) =>
      p.getByRole('button', { name: 'Make Offer' }),
    );
    expect(liveAtTap).toBe(false);
    await page
      .getByRole('dialog')
      .filter({ hasText: 'You need to be logged in to make offers and post comments.' })
      .waitFor({ timeout: 15_000 });
    expect(problems()).toEqual([]);
    await close();
  });
});
