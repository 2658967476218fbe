import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  newContext,
  signInContext,
  watchConsole,
  type RunningApp,
  useJourney,
} from './harness';
import { createListing, payWith } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/rethread-e2e-shots';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/**
 * A $40 jacket by the seller bought by the buyer through checkout, its test parcel walked to delivered
 * through the API (the shipping journey clicks those steps): the order id.
 */
async function deliveredOrder(seller: BrowserContext, buyer: Page, title: string): Promise<string> {
  const id = await createListing(seller.request, app.baseUrl, title);
  await buyer.goto(`${app.baseUrl}/listing/${id}`);
  await buyer.getByRole('link', { name: 'Buy Now' }).click();
  await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();
  await payWith(buyer, '4242 4242 4242 4242', '$52.99');
  await buyer.waitForURL(`**/?payment=success&listing=${id}`);
  const orders = (await (
    await buyer.context().request.get(`${app.baseUrl}/api/orders?role=buyer`)
  ).json()) as {
    orders: { id: string; listingId: string }[];
  };
  const orderId = orders.orders.find((o) => o.listingId === id)!.id;
  await advance(seller.request, `/api/orders/${orderId}/test-tracking`, 3);
  return orderId;
}

/** Presses a test-mode carrier control `times` times, waiting for the label it needs to be bought. */
async function advance(request: APIRequestContext, path: string, times: number) {
  const headers = { origin: app.baseUrl };
  for (let done = 0, tries = 0; done < times; tries++) {
    const res = await request.post(`${app.baseUrl}${path}`, { headers });
    if (res.ok()) done++;
    else if (tries > 100) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a problem with an order: reported, answered, resolved', () => {
  it('the buyer reports damage; the seller asks for it back; the return arrives and the buyer is refunded', async () => {
    const sellerContext = await newContext(browser, DESKTOP);
    const buyerContext = await newContext(browser, PHONE);
    await signInContext(sellerContext, app.baseUrl, 'anna@rethread.test');
    await signInContext(buyerContext, app.baseUrl, 'sam@rethread.test');
    const seller = await sellerContext.newPage();
    const buyer = await buyerContext.newPage();
    const sellerProblems = watchConsole(seller);
    const buyerProblems = watchConsole(buyer);

    const title = `E2E claim jacket ${Date.now()}`;
    const orderId = await deliveredOrder(sellerContext, buyer, title);

    // Sam reports the problem from the order page.
    await buyer.goto(`${app.baseUrl}/orders/${orderId}`);
    await buyer.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('radio', { name: 'Arrived damaged' }).click();
    await dialog.getByLabel('What is wrong with it?').fill('A sleeve seam is torn open.');
    await shoot(buyer, 'claim-dialog-390');
    await dialog.getByRole('button', { name: 'Report problem' }).click();
    await buyer.getByText('Problem reported', { exact: true }).first().waitFor();
    await buyer.getByText('Waiting for the seller').first().waitFor();
    await buyer.getByText(/Seller answers by/).waitFor();

    // Anna sees the claim on the sale and asks for the item back.
    await seller.goto(`${app.baseUrl}/orders/${orderId}`);
    await seller.getByText('A sleeve seam is torn open.').first().waitFor();
    await shoot(seller, 'claim-seller-1280');
    await seller.getByRole('button', { name: 'Ask for it back' }).click();
    const ask = seller.getByRole('dialog', { name: 'Ask for the item back?' });
    await ask.getByRole('button', { name: 'Ask for it back' }).click();
    await seller.getByText('Return requested').first().waitFor();

    // Sam prints the prepaid return label and the parcel goes back.
    await buyer.reload();
    const label = buyer.getByRole('link', { name: 'Download return label' });
    await label.waitFor();
    const [file] = await Promise.all([buyer.waitForEvent('download'), label.click()]);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await shoot(buyer, 'claim-return-390');
    const move = buyer.getByRole('button', { name: 'Move return parcel (test)' });
    await move.click();
    await buyer
      .getByText(/on its way/)
      .first()
      .waitFor();
    await move.click();
    await buyer
      .getByText(/Refunded in full/)
      .first()
      .waitFor();
    await shoot(buyer, 'claim-refunded-390');

    // Both sides see the order refunded, and Anna's earnings from it are gone.
    await seller.reload();
    await seller
      .getByText(/Refunded in full/)
      .first()
      .waitFor();
    const order = (await (
      await sellerContext.request.get(`${app.baseUrl}/api/orders/${orderId}`)
    ).json()) as {
      order: { status: string; refundedCents: number; totalCents: number };
    };
    expect(order.order.status).toBe('refunded');
    expect(order.order.refundedCents).toBe(order.order.totalCents);

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });
});
