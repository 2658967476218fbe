import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DESKTOP, newContext, PHONE, signInContext, watchConsole } from './harness';

/** What the journeys that buy and sell share: a listing made as the form makes it, and paying by card. */

/** A $40.00 listing by the signed-in seller of `request`, made through the API as the listing form would. */
export async function createListing(
  request: APIRequestContext,
  baseUrl: string,
  title: string,
): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const headers = { origin: baseUrl };
  const upload = await request.post(`${baseUrl}/api/upload-images`, {
    headers,
    multipart: { images: { name: 'jacket.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { images } = (await upload.json()) as { images: { url: string }[] };
  const created = await request.post(`${baseUrl}/api/listings`, {
    headers,
    data: {
      title,
      description: 'Mid-wash denim jacket, barely worn.',
      priceCents: 4000,
      imageUrl: images[0]!.url,
      images: images.map((i) => i.url),
      category: 'Jackets',
      size: 'M',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { listing: { id: string } }).listing.id;
}

/**
 * Fills the checkout's card form with a test card and pays `amount`, as the button says it. The
 * default is the journeys' $30 offer on a createListing jacket plus its large parcel's $12.99 shipping.
 */
export async function payWith(page: Page, number: string, amount = '$42.99') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

/**
 * The two sides of a trade: Anna selling at 1280 px and Sam buying at 390 px, each signed in with a
 * page open and its problems collected (by `watch`, watchConsole unless a journey needs its own).
 */
export async function sellerAndBuyer<Problems = string[]>(
  browser: Browser,
  baseUrl: string,
  watch: (page: Page) => Problems = watchConsole as (page: Page) => Problems,
) {
  const sellerContext = await newContext(browser, DESKTOP);
  const buyerContext = await newContext(browser, PHONE);
  await signInContext(sellerContext, baseUrl, 'anna@rethread.test');
  await signInContext(buyerContext, baseUrl, 'sam@rethread.test');
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  return {
    sellerContext,
    buyerContext,
    seller,
    buyer,
    sellerProblems: watch(seller),
    buyerProblems: watch(buyer),
  };
}

/**
 * Presses a button whose step cannot be undone ("Everything is OK", "Accept") and confirms it in the
 * dialog that asks once more, naming the amount; resolves once the dialog has closed.
 */
export async function pressAndConfirm(page: Page, button: Locator, confirm: string | RegExp) {
  await button.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: confirm, exact: typeof confirm === 'string' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The confirm button of the dialog that asks before an offer step is accepted: "Accept $40.00". */
export const ACCEPT_AMOUNT = /^Accept \$\d/;
