import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  newContext,
  PHONE,
  signInContext,
  watchVisitorConsole,
  type RunningApp,
  useJourney,
} from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

const query = (page: Page) => new URL(page.url()).searchParams;

/** Prices of the cards on the page, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article [data-testid="card-price"]').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

async function waitForCards(page: Page) {
  await page.locator('main article').first().waitFor();
}

describe('discovering listings', () => {
  it('a visitor searches, filters by size and price, sorts, goes back and forward, and opens a listing', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/`);
    const box = page.getByRole('search').getByPlaceholder('Search items...');
    await box.fill('jacket');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Search Results for "jacket"' }).waitFor();
    await waitForCards(page);
    expect(await page.title()).toContain('Search Results for "jacket"');

    // Size M (toggle button) then a price preset: both land in the URL.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Size M' }).click();
    await expect.poll(() => query(page).get('sizes')).toBe('M');
    expect(await filters.getByRole('button', { name: 'Size M' }).getAttribute('aria-pressed')).toBe('true');
    await filters.getByRole('button', { name: 'Under $25' }).click();
    await expect.poll(() => query(page).get('priceRange')).toBe('under-25');

    // A custom range overrides the preset; an upside-down one shows the spec's message.
    await filters.getByLabel('Min price ($)').fill('300');
    await filters.getByLabel('Max price ($)').fill('20');
    await filters.getByRole('alert').filter({ hasText: 'Invalid price range' }).waitFor();
    await filters.getByLabel('Min price ($)').fill('20');
    await filters.getByLabel('Max price ($)').fill('300');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect.poll(() => query(page).get('minPrice')).toBe('20');
    expect(query(page).get('priceRange')).toBeNull();
    await waitForCards(page);

    // Sort by price, lowest first: the cards come back in order.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: Low to High' }).click();
    await expect.poll(() => query(page).get('sort')).toBe('price-low');
    await waitForCards(page);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(20);
      expect(price).toBeLessThanOrEqual(300);
    }
    const sortedUrl = page.url();

    // Back restores the unsorted filters (and the page shows them); forward brings the sort back.
    await page.goBack();
    await expect.poll(() => query(page).get('sort')).toBeNull();
    expect(query(page).get('sizes')).toBe('M');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain('Most Trending');
    await page.goBack();
    await expect.poll(() => query(page).get('minPrice')).toBeNull();
    await expect.poll(() => query(page).get('priceRange')).toBe('under-25');
    expect(await filters.getByRole('button', { name: 'Under $25' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.goForward();
    await page.goForward();
    await expect.poll(() => page.url()).toBe(sortedUrl);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain(
      'Price: Low to High',
    );
    expect(await filters.getByLabel('Min price ($)').inputValue()).toBe('20');

    // Open the first result.
    await waitForCards(page);
    const link = page.locator('main article').first().getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(problems()).toEqual([]);
    await context.close();
  });

  it('the mobile filter sheet opens at 390 px and applies filters', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);
    await page.goto(`${app.baseUrl}/trending`);
    await waitForCards(page);
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Size S' }).click();
    await expect.poll(() => query(page).get('sizes')).toBe('S');
    await sheet.getByRole('button', { name: /^Show .*results$/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await waitForCards(page);
    const details = await page.locator('main article').allTextContents();
    expect(details.length).toBeGreaterThan(0);
    for (const text of details) expect(text).toContain('Size S');

    expect(problems()).toEqual([]);
    await context.close();
  });

  it('the filter selects, loaded on first use, work from the keyboard and keep focus', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);
    await page.goto(`${app.baseUrl}/trending`);
    await waitForCards(page);

    const condition = page.getByRole('combobox', { name: 'Condition' });
    await condition.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    await listbox.getByRole('option', { name: 'Used' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).get('condition')).toBe('Used');
    await listbox.waitFor({ state: 'hidden' });
    // Focus returns to the (now real) select, which shows the choice and reopens from the keyboard.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('combobox');
    expect(await condition.textContent()).toContain('Used');
    await page.keyboard.press('Enter');
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });

    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe('likes', () => {
  it('a signed-in buyer sees a liked item under Liked items and can remove it (stored on the server)', async () => {
    const context = await newContext(browser, DESKTOP);
    await signInContext(context, app.baseUrl, 'sam@rethread.test');
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    const list = await context.request.get(`${app.baseUrl}/api/listings?limit=1`);
    const listing = ((await list.json()) as { listings: { id: string; title: string }[] }).listings[0]!;
    const liked = await context.request.post(`${app.baseUrl}/api/listings/${listing.id}/like`, {
      headers: { origin: app.baseUrl },
    });
    expect(liked.ok()).toBe(true);

    await page.goto(`${app.baseUrl}/likes`);
    await page.getByRole('heading', { name: 'Liked items', exact: true }).waitFor();
    await waitForCards(page);
    const card = page.locator('li').filter({ has: page.locator(`a[href="/listing/${listing.id}"]`) });
    await card.getByRole('button', { name: 'Remove from liked items' }).click();
    await page.getByText('Removed from favorites').first().waitFor();
    await card.waitFor({ state: 'detached' });

    const mine = await context.request.get(`${app.baseUrl}/api/me/likes`);
    expect(((await mine.json()) as { listingIds: string[] }).listingIds).not.toContain(listing.id);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('a visitor asking for Liked items is asked to sign in', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/likes`);
    const link = page.getByRole('link', { name: 'Sign in or create an account' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/login?returnTo=%2Flikes');
    await context.close();
  });
});

describe('profiles', () => {
  it('the share panel copies the profile link', async () => {
    const context = await newContext(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);
    await page.goto(`${app.baseUrl}/profile/anna_vintage`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('@anna_vintage').first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Follow' }).waitFor();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Profile link copied to clipboard!').first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${app.baseUrl}/profile/anna_vintage`);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('an unknown handle shows User not found', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/profile/no_such_person_here`);
    await page.getByRole('heading', { name: 'User not found' }).waitFor();
    await context.close();
  });
});
