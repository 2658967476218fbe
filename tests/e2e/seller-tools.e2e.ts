import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../src/shared/money';
import type { SellerStats } from '../../src/shared/seller-stats';
import {
  DESKTOP,
  PHONE,
  newContext,
  signInContext,
  watchConsole,
  type RunningApp,
  useJourney,
} from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

async function statsOf(context: BrowserContext): Promise<SellerStats> {
  const res = await context.request.get(`${app.baseUrl}/api/seller/stats`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SellerStats;
}

const tile = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your figures' }).getByRole('listitem').filter({ hasText: label });

async function expectTiles(page: Page, stats: SellerStats) {
  const t = stats.totals;
  const expected: [string, string][] = [
    ['Active Listings', t.activeListings.toLocaleString('en-US')],
    ['Total Views', t.views.toLocaleString('en-US')],
    ['Offers Received', t.offersReceived.toLocaleString('en-US')],
    ['Total Earnings', formatCents(t.earningsCents)],
  ];
  for (const [label, value] of expected) {
    await tile(page, label).getByText(value, { exact: true }).waitFor();
  }
}

describe('seller tools', () => {
  it("shows a demo seller's real figures, counts a buyer's view, and every tab works", async () => {
    const seller = await newContext(browser, DESKTOP);
    await signInContext(seller, app.baseUrl, 'priya@rethread.test');
    const before = await statsOf(seller);
    // The demo data gives this seller a sale, views and likes: the dashboard is not empty.
    expect(before.totals.sales).toBeGreaterThan(0);
    expect(before.totals.views).toBeGreaterThan(0);

    // A buyer opens one of the seller's active listings: that visit counts once.
    const target = before.listings.find((l) => l.status === 'active')!;
    const buyer = await newContext(browser, DESKTOP);
    await signInContext(buyer, app.baseUrl, 'sam@rethread.test');
    const buyerPage = await buyer.newPage();
    const buyerProblems = watchConsole(buyerPage);
    const counted = buyerPage.waitForResponse((r) => r.url().endsWith(`/api/listings/${target.id}/views`));
    await buyerPage.goto(`${app.baseUrl}/listing/${target.id}`);
    expect((await counted).status()).toBe(204);
    await buyer.close();
    expect(buyerProblems).toEqual([]);

    const stats = await statsOf(seller);
    expect(stats.totals.views).toBe(before.totals.views + 1);
    expect(stats.listings.find((l) => l.id === target.id)!.views).toBe(target.views + 1);

    const page = await seller.newPage();
    const problems = watchConsole(page);
    await page.goto(`${app.baseUrl}/seller-tools`);
    await page.getByRole('heading', { level: 1, name: 'Seller Tools' }).waitFor();
    expect(await page.title()).toContain('Seller Tools');
    await expectTiles(page, stats);

    // Overview: quick actions and recent activity.
    await page.getByRole('link', { name: 'Create New Listing' }).waitFor();
    await page.getByRole('link', { name: 'Start Live Show' }).waitFor();
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    if (stats.recentActivity[0]) {
      await page.getByRole('link', { name: stats.recentActivity[0].listingTitle }).first().waitFor();
    }

    await page.getByRole('tab', { name: 'My Listings' }).click();
    await page.getByRole('heading', { name: /My Listings/ }).waitFor();
    await page.getByRole('link', { name: 'Add New Listing' }).waitFor();
    await page.getByRole('link', { name: `Edit ${target.title}` }).waitFor();
    await page.getByRole('button', { name: `Deactivate ${target.title}` }).waitFor();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('img', { name: /Sales over the last 30 days/ }).waitFor();
    await page.getByRole('heading', { name: 'Top Categories' }).waitFor();
    await page.getByRole('heading', { name: 'Seller Tips' }).waitFor();

    await page.getByRole('tab', { name: 'Tools' }).click();
    const tools = page.getByRole('list', { name: 'Seller tools' });
    await tools.waitFor();
    for (const name of [
      'Photo Studio',
      'Price Optimizer',
      'Bulk Lister',
      'Customer Messages',
      'Shipping Center',
    ]) {
      await tools.getByRole('heading', { name }).waitFor();
    }
    // Every card leads somewhere real: no tool is promised that is not there.
    expect(await tools.getByRole('button', { name: 'Not available yet' }).count()).toBe(0);
    expect(await tools.getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toBe('/messages');
    await tools.getByRole('button', { name: 'Open My Listings' }).click();
    await page.getByRole('tab', { name: 'My Listings', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Tools' }).click();
    // Bulk Lister opens the Import page on its CSV tab.
    await tools.getByRole('link', { name: 'Open Bulk Lister' }).click();
    await page.waitForURL(`${app.baseUrl}/import?tab=csv`);
    await page.getByRole('tab', { name: 'CSV', selected: true }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await tools.getByRole('link', { name: 'Import Items' }).click();
    await page.waitForURL(`${app.baseUrl}/import`);
    await page.getByRole('heading', { level: 1, name: 'Import listings' }).waitFor();
    await page.getByRole('tab', { name: 'Single Import', selected: true }).waitFor();

    expect(problems).toEqual([]);
    await seller.close();
  });

  it('deactivates a listing from My Listings with the spec toast, and activates it again', async () => {
    const seller = await newContext(browser, DESKTOP);
    await signInContext(seller, app.baseUrl, 'leo@rethread.test');
    const stats = await statsOf(seller);
    const target = stats.listings.find((l) => l.status === 'active')!;
    const page = await seller.newPage();
    const problems = watchConsole(page);
    await page.goto(`${app.baseUrl}/seller-tools`);
    await page.getByRole('tab', { name: 'My Listings' }).click();
    await page.getByRole('button', { name: `Deactivate ${target.title}` }).click();
    await page.getByText('Listing deactivated successfully!').first().waitFor();
    await page.getByRole('button', { name: `Activate ${target.title}` }).waitFor();
    const after = await statsOf(seller);
    expect(after.listings.find((l) => l.id === target.id)!.status).toBe('inactive');
    expect(after.totals.activeListings).toBe(stats.totals.activeListings - 1);
    await tile(page, 'Active Listings')
      .getByText(String(after.totals.activeListings), { exact: true })
      .waitFor();
    // Seller Tools can bring it back.
    await page.getByRole('button', { name: `Activate ${target.title}` }).click();
    await page.getByText('Listing activated successfully!').first().waitFor();
    await page.getByRole('button', { name: `Deactivate ${target.title}` }).waitFor();
    expect((await statsOf(seller)).listings.find((l) => l.id === target.id)!.status).toBe('active');
    expect(problems).toEqual([]);
    await seller.close();
  });

  it('fits a phone, sits in the home tools tab, and greets a new seller with empty states', async () => {
    const context = await newContext(browser, PHONE);
    const email = `new.seller.${Date.now()}@example.com`;
    const res = await context.request.post(`${app.baseUrl}/api/auth/register`, {
      data: { email, password: 'secret123' },
      headers: { origin: app.baseUrl },
    });
    expect(res.status()).toBe(201);
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${app.baseUrl}/?tab=tools`);
    await expectTiles(page, await statsOf(context));
    await tile(page, 'Total Earnings').getByText('$0.00', { exact: true }).waitFor();
    await page.getByText(/No activity yet/).waitFor();
    await page.getByRole('tab', { name: 'My Listings' }).click();
    await page.getByText('No listings found').waitFor();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('No sales in the last 30 days yet.').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto(`${app.baseUrl}/seller-tools`);
    await page.getByRole('heading', { level: 1, name: 'Seller Tools' }).waitFor();
    await tile(page, 'Active Listings').getByText('0', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
  it("fits a phone with a busy seller's activity, on every tab", async () => {
    const context = await newContext(browser, PHONE);
    await signInContext(context, app.baseUrl, 'anna@rethread.test');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${app.baseUrl}/seller-tools`);
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.getByRole('list', { name: 'Your figures' }).waitFor();
    for (const tab of ['Overview', 'My Listings', 'Tools', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
