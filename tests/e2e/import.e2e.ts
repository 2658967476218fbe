import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_URLS,
  startFixtureServer,
  type FixtureServer,
} from '../../src/server/features/imports/fixtures/fixture-server';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newContext,
  signInContext,
  startApp,
  watchConsole,
  type RunningApp,
} from './harness';

let fixtures: FixtureServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  // Poshmark, Mercari and the photo hosts are answered by the local fixture server (no network).
  fixtures = await startFixtureServer();
  app = await startApp({ IMPORT_HOST_OVERRIDE: JSON.stringify(fixtures.hostOverride) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fixtures?.close();
});

async function openImport(
  email: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext(browser, viewport);
  await signInContext(context, app.baseUrl, email);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${app.baseUrl}/import`);
  await page.getByRole('heading', { name: 'Import listings' }).waitFor();
  return { page, problems };
}

describe('import page', () => {
  it('imports one listing by URL: host warning, preview, Add to My Closet, link to the new listing', async () => {
    const { page, problems } = await openImport('anna@rethread.test');
    const field = page.getByLabel('Listing URL');
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);

    await field.fill('https://poshmark.com.evil.test/listing/x');
    await page.getByText('Only poshmark.com and mercari.com listings').waitFor();
    await field.fill(FIXTURE_URLS.poshmarkWithPictures);
    expect(await page.getByText('Only poshmark.com and mercari.com listings').count()).toBe(0);

    await importButton.click();
    const preview = page.getByLabel('Listing preview');
    await preview.getByRole('heading', { name: 'Madewell Wool Coat' }).waitFor();
    await preview.getByText('Poshmark', { exact: true }).waitFor();
    await page.getByText('Listing scraped').first().waitFor();
    const photo = await preview.getByRole('img').getAttribute('src');
    expect(photo).toMatch(/^\/uploads\//);

    await page.getByRole('button', { name: 'Add to My Closet' }).click();
    await page.getByText('Listing imported').first().waitFor();
    await page.getByRole('link', { name: 'View listing' }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const res = await page.request.get(`${app.baseUrl}/api/listings/${id}`);
    const { listing } = (await res.json()) as { listing: Record<string, unknown> };
    expect(listing).toMatchObject({ title: 'Madewell Wool Coat', sourcePlatform: 'poshmark' });
    expect(String(listing.originalUrl)).toContain('a1b2c3d4e5f6a7b8c9d0e1f2');
    await page.getByRole('heading', { name: 'Madewell Wool Coat' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('discovers a closet, imports selected active items and shows the job to completion', async () => {
    const { page, problems } = await openImport('marcus@rethread.test');
    await page.getByRole('tab', { name: 'Bulk Import' }).click();
    await page.getByLabel('Profile URL').fill('https://poshmark.com/listing/not-a-closet');
    await page.getByText('Please paste a Poshmark closet').waitFor();
    await page.getByLabel('Profile URL').fill(FIXTURE_URLS.closet);
    await page.getByRole('button', { name: 'Find Listings' }).click();

    // 100 items over three closet pages, every third one sold.
    await page.getByText('67 of 67 selected').waitFor({ timeout: 30_000 });
    await page.getByText('Listings discovered').first().waitFor();
    expect(await page.getByText('Total Found').locator('..').innerText()).toContain('100');
    expect(await page.getByText('Sold', { exact: true }).first().locator('..').innerText()).toContain('33');
    expect(await page.getByText('Sold', { exact: true }).count()).toBe(1); // only the tile: sold items hidden

    await page.getByLabel('Active Only').click();
    await page.getByText('100 of 100 selected').waitFor();
    await page.getByLabel('Active Only').click();
    await page.getByRole('button', { name: 'Deselect All' }).click();
    await page.getByText('0 of 67 selected').waitFor();
    await page.getByRole('button', { name: 'Import Selected (0)' }).click();
    await page.getByText('No listings selected').first().waitFor();

    const boxes = page.getByRole('checkbox');
    for (const i of [0, 1, 2]) await boxes.nth(i).click();
    await page.getByText('3 of 67 selected').waitFor();
    await page.getByRole('button', { name: 'Import Selected (3)' }).click();

    const progress = page.getByLabel('Import progress');
    await progress.getByText(/^Step 3\. Job #[0-9a-f]{8}$/).waitFor();
    await progress.getByText(/^(Queued|Processing listings)\.\.\.$/).waitFor();
    await progress.getByText(/^[0-3]\/3$/).waitFor();

    const result = page.getByLabel('Import result');
    await result.getByText('Job Completed').waitFor({ timeout: 45_000 });
    await page.getByText('Import completed').first().waitFor();
    expect(await result.getByText('Success Rate').locator('..').innerText()).toContain('100%');
    const rows = result.getByRole('list', { name: 'Results per listing' }).getByRole('listitem');
    expect(await rows.count()).toBe(3);
    expect(await rows.getByText('Imported', { exact: true }).count()).toBe(3);
    await result.getByText(/^Finished /).waitFor();

    await page.getByRole('button', { name: 'Start Over' }).click();
    expect(await page.getByLabel('Import result').count()).toBe(0);
    expect(await page.getByLabel('Profile URL').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('imports a CSV: the preview counts every row once, an unknown category becomes a draft that asks for one', async () => {
    const { page, problems } = await openImport('leo@rethread.test', PHONE);
    await page.getByRole('tab', { name: 'CSV' }).click();
    await page.getByRole('link', { name: 'Download template CSV' }).waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByText('Please select a CSV file first').first().waitFor();

    const csv = [
      'title,description,price,imageUrl,category',
      `Linen Shirt,"Relaxed fit, size L",38,${FIXTURE_URLS.csvPhoto},Tops`,
      'Moon Boots,Never worn,25,,Spaceships',
      'Only two,cells',
      '',
      'Canvas Tote,Sturdy everyday tote,$19.50,,Bags',
    ].join('\n');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'closet.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // Every row is counted once: two ready, one whose category is not ours (a draft), one too short.
    await page.getByText('4 rows: 2 ready to import · 1 need attention · 1 error').waitFor();
    await page.getByRole('cell', { name: 'Moon Boots' }).waitFor();
    await page.getByText('Needs a category').first().waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).click();

    await page.getByText(/^Successfully imported \d listings!/).first().waitFor({ timeout: 30_000 });
    await page.getByText(/1 listing was saved as a draft because its category is not one of ours/).waitFor();
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
