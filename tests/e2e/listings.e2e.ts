import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let app: RunningApp;
let browser: Browser;
let photoDir: string;
let photos: string[];

/** Three small, different PNGs, as a phone would hand them over. */
async function makePhotos(dir: string): Promise<string[]> {
  const colours = [
    { name: 'red.png', background: { r: 200, g: 40, b: 40 } },
    { name: 'green.png', background: { r: 40, g: 160, b: 60 } },
    { name: 'blue.png', background: { r: 40, g: 70, b: 200 } },
  ];
  return Promise.all(
    colours.map(async ({ name, background }) => {
      const path = join(dir, name);
      await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
        .png()
        .toFile(path);
      return path;
    }),
  );
}

beforeAll(async () => {
  photoDir = mkdtempSync(join(tmpdir(), 'rethread-photos-'));
  photos = await makePhotos(photoDir);
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

/**
 * Console problems the journey did not cause on purpose. Chrome logs every 4xx fetch: a visitor's
 * 401 from GET /api/auth/user is "not signed in", and the deactivated listing's 404s are the point.
 */
function watchProblems(page: Page, expected404?: RegExp): () => string[] {
  const problems = watchConsole(page);
  const stray: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    if (/status of 401/.test(m.text()) && !/\/api\/auth\/user$/.test(url)) stray.push(`401: ${url}`);
    if (/status of 404/.test(m.text()) && !(expected404 && expected404.test(url))) stray.push(`404: ${url}`);
  });
  return () => [...problems.filter((p) => !/status of (401|404)/.test(p)), ...stray];
}

type ApiListing = {
  id: string;
  title: string;
  imageUrl: string;
  images: string[];
  styleTags: string[];
  isActive: boolean;
};

async function readListing(page: Page, id: string): Promise<ApiListing> {
  const res = await page.request.get(`${app.baseUrl}/api/listings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { listing: ApiListing }).listing;
}

async function userId(page: Page): Promise<string> {
  const res = await page.request.get(`${app.baseUrl}/api/auth/user`);
  return ((await res.json()) as { id: string }).id;
}

describe('a seller lists an item and looks after it', () => {
  it('creates with three photos, edits, deactivates, reactivates; visitors and buyers see the right thing', async () => {
    const title = `Blue denim jacket ${Date.now()}`;
    const sellerContext = await newContext(browser, DESKTOP);
    await signInContext(sellerContext, app.baseUrl, 'anna@rethread.test');
    const seller = await sellerContext.newPage();
    const sellerProblems = watchProblems(seller);

    // Create: main photo plus two extras, each uploading with its own progress, then save.
    await seller.goto(`${app.baseUrl}/create-listing`);
    await seller.getByRole('heading', { name: 'Create New Listing' }).waitFor();
    await seller.getByLabel('Title').fill(title);
    await seller.getByLabel('Description').fill('Light wash, barely worn, fits true to size.');
    await seller.getByLabel('Price ($)').fill('45.50');
    await seller.getByLabel('Color').fill('Blue');
    await seller.getByRole('combobox', { name: 'Category' }).click();
    await seller.getByRole('option', { name: 'Jackets' }).click();
    // The size list follows the category (letters and women's sizes for Jackets); then a condition.
    await seller.getByRole('combobox', { name: 'Size', exact: true }).click();
    await seller.getByRole('option', { name: 'M', exact: true }).click();
    await seller.getByRole('combobox', { name: 'Condition' }).click();
    await seller.getByRole('option', { name: 'Used', exact: true }).click();
    await seller.getByRole('textbox', { name: 'Style tags' }).fill('vintage');
    await seller.keyboard.press('Enter');
    // Fees are never a surprise: 8% of $45.50 is $3.64, plus 30¢ processing.
    await seller.getByText('You earn $41.56').waitFor();
    await seller.getByRole('button', { name: 'Create Listing' }).click();
    await seller.getByText('At least one image is required for your listing').first().waitFor();
    await seller.getByLabel('Main image').setInputFiles(photos[0]!);
    await seller.getByLabel('Additional images').setInputFiles([photos[1]!, photos[2]!]);
    await expect
      .poll(() => seller.getByText('Uploaded', { exact: true }).count(), { timeout: 30_000 })
      .toBe(3);
    await seller.getByRole('button', { name: 'Create Listing' }).click();
    await seller.getByText('Listing created successfully!', { exact: true }).waitFor();
    await seller.waitForURL(/\/listing\/[0-9a-f-]{36}$/);
    const id = seller.url().split('/').pop()!;

    // The detail page: title, price, the gallery counter and the owner's buttons.
    await seller.getByRole('heading', { name: title }).waitFor();
    await seller.getByText('$45.50', { exact: true }).waitFor();
    await seller.getByText('1 / 3', { exact: true }).waitFor();
    await seller.getByRole('button', { name: 'Next photo' }).click();
    await seller.getByText('2 / 3', { exact: true }).waitFor();
    const created = await readListing(seller, id);
    expect(created).toMatchObject({ category: 'Jackets', size: 'M', condition: 'Used' });
    expect(created.images).toHaveLength(3);
    expect(created.styleTags).toEqual(['vintage']);
    const [first, second, third] = created.images as [string, string, string];

    // Edit: move the third photo up, then make the (new) third photo the main one, add a tag.
    await seller.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = seller.getByRole('dialog', { name: 'Edit Listing' });
    await dialog.waitFor();
    // Upload more: a new photo arrives; the same file again is dropped; then it is removed unsaved.
    await dialog.getByLabel('Upload more photos').setInputFiles(photos[0]!);
    await seller.getByText('Successfully uploaded 1 image(s)', { exact: true }).waitFor();
    await dialog.getByText('Photo 4', { exact: true }).waitFor();
    await dialog.getByLabel('Upload more photos').setInputFiles(photos[0]!);
    await seller.getByText('Duplicates Removed', { exact: true }).waitFor();
    expect(await dialog.getByText('Photo 5', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Remove photo 4' }).click();
    await dialog.getByText('Photo 4', { exact: true }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Move photo 3 up' }).click(); // first, third, second
    await dialog.getByRole('button', { name: 'Set photo 3 as main' }).click(); // second, first, third
    await dialog.getByRole('textbox', { name: 'Style tags' }).fill('denim');
    await seller.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await seller.getByText('Listing updated successfully!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const edited = await readListing(seller, id);
    expect(edited.images).toEqual([second, first, third]);
    expect(edited.imageUrl).toBe(second);
    expect(edited.styleTags).toEqual(['vintage', 'denim']);

    // Deactivate: a visitor now finds nothing.
    await seller.getByRole('button', { name: 'Deactivate' }).click();
    await seller.getByText('Listing deactivated successfully!', { exact: true }).waitFor();
    await seller.getByRole('button', { name: 'Activate' }).waitFor();
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    // Both the page (HTTP 404, like any unknown path) and its API call answer 404 while it is inactive.
    const visitorProblems = watchProblems(visitor, new RegExp(`/(api/listings|listing)/${id}$`));
    await visitor.goto(`${app.baseUrl}/listing/${id}`);
    await visitor.getByRole('heading', { name: 'Listing Not Found' }).waitFor();
    await visitor.getByRole('link', { name: 'Back to Home' }).waitFor();

    // Reactivate: the visitor sees it again, with a disabled comment box and a login prompt.
    await seller.getByRole('button', { name: 'Activate' }).click();
    await seller.getByText('Listing activated successfully!', { exact: true }).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: title }).waitFor();
    expect(await visitor.getByRole('textbox', { name: 'Your question or comment' }).isDisabled()).toBe(true);
    await visitor.getByText('No questions yet', { exact: true }).waitFor();
    await visitor.getByRole('button', { name: 'Log In to Comment' }).click();
    const loginDialog = visitor.getByRole('dialog', { name: 'Login Required' });
    await loginDialog.getByText('You need to be logged in to make offers and post comments.').waitFor();
    expect(await loginDialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/listing/${id}`)}`,
    );

    // A signed-in buyer comments; the comment shows with their @handle.
    const buyerContext = await newContext(browser, DESKTOP);
    await signInContext(buyerContext, app.baseUrl, 'sam@rethread.test');
    const buyer = await buyerContext.newPage();
    const buyerProblems = watchProblems(buyer);
    await buyer.goto(`${app.baseUrl}/listings/${id}`);
    await buyer.getByRole('heading', { name: title }).waitFor();
    await buyer.getByRole('button', { name: 'Post Comment' }).click();
    await buyer.getByText('Comment cannot be empty', { exact: true }).waitFor();
    await buyer
      .getByRole('textbox', { name: 'Your question or comment' })
      .fill('Is the jacket still available?');
    await buyer.getByRole('button', { name: 'Post Comment' }).click();
    await buyer.getByText('Is the jacket still available?', { exact: true }).waitFor();
    await buyer.locator('#comments').getByText('@sam_shops', { exact: true }).waitFor();
    await buyer.getByRole('button', { name: 'Delete comment by @sam_shops' }).waitFor();

    // The buyer makes an offer within the list price.
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const offerDialog = buyer.getByRole('dialog', { name: 'Make an Offer' });
    await offerDialog.getByLabel('Your offer ($)').fill('50');
    await offerDialog.getByRole('button', { name: 'Send Offer' }).click();
    await offerDialog.getByText('Offer cannot be more than the list price of $45.50').waitFor();
    await offerDialog.getByLabel('Your offer ($)').fill('40');
    await offerDialog.getByLabel('Message (optional)').fill('Would you take $40?');
    await offerDialog.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText('Offer sent!', { exact: true }).waitFor();
    await offerDialog.waitFor({ state: 'detached' });
    const offers = await buyer.request.get(`${app.baseUrl}/api/offers?buyerId=${await userId(buyer)}`);
    const sent = ((await offers.json()) as { offers: { listingId: string; offerCents: number }[] }).offers;
    expect(sent.filter((o) => o.listingId === id).map((o) => o.offerCents)).toEqual([4000]);

    expect(sellerProblems()).toEqual([]);
    expect(visitorProblems()).toEqual([]);
    expect(buyerProblems()).toEqual([]);
    await Promise.all([sellerContext.close(), visitorContext.close(), buyerContext.close()]);
  });
});
