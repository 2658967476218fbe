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
import { createListing, payWith, sellerAndBuyer } from './market';

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
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);

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

  it('an operator decides a claim in part and hides a reported listing, and search no longer finds it', async () => {
    const context = await newContext(browser, DESKTOP);
    await signInContext(context, app.baseUrl, 'ops@rethread.test');
    const ops = await context.newPage();
    const problems = watchConsole(ops);

    // The demo claim waits for a decision: Anna disagreed with a buyer's "not as described".
    await ops.goto(`${app.baseUrl}/admin`);
    const claim = ops.getByRole('article').filter({ hasText: 'faded patch' });
    await claim.waitFor();
    await shoot(ops, 'admin-claims-1280');
    await claim.getByRole('button', { name: /^Decide the claim on/ }).click();
    const decide = ops.getByRole('dialog', { name: 'Decide the claim' });
    await decide.getByRole('radio', { name: /Refund part/ }).click();
    await decide.getByLabel('Refund amount ($)').fill('7.50');
    await decide.getByLabel(/Reason/).fill('Fading is in photo 4 but larger than shown');
    await decide.getByRole('button', { name: 'Decide' }).click();
    await ops.getByText(/^Refunded in part: \$7\.50 back to @/).first().waitFor();
    const resolved = (await (
      await context.request.get(`${app.baseUrl}/api/admin/claims?status=resolved`)
    ).json()) as {
      claims: { refundCents: number; resolution: string; orderId: string }[];
    };
    expect(resolved.claims[0]).toMatchObject({ resolution: 'partially_refunded', refundCents: 750 });

    // The demo report: a counterfeit listing. Hiding it takes it out of search.
    await ops.goto(`${app.baseUrl}/admin?tab=reports`);
    const open = (await (await context.request.get(`${app.baseUrl}/api/admin/reports`)).json()) as {
      reports: { targetId: string; target: { label: string } }[];
    };
    const { targetId, target } = open.reports[0]!;
    const found = async () =>
      (
        (await (
          await context.request.get(`${app.baseUrl}/api/listings?search=${encodeURIComponent(target.label)}`)
        ).json()) as { listings: { id: string }[] }
      ).listings.map((l) => l.id);
    expect(await found()).toContain(targetId);
    const report = ops.getByRole('article').filter({ hasText: target.label });
    await report.getByRole('button', { name: 'Hide', exact: true }).click();
    const hide = ops.getByRole('dialog', { name: 'Hide the listing' });
    await hide.getByLabel(/Reason/).fill('Counterfeit: logo and stitching do not match');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await ops.getByText('Listing hidden: the report is closed').first().waitFor();
    expect(await found()).not.toContain(targetId);

    // Both actions are in the audit log, with who and why.
    await ops.goto(`${app.baseUrl}/admin?tab=audit`);
    await ops.getByText('Counterfeit: logo and stitching do not match').waitFor();
    await ops.getByText('Fading is in photo 4 but larger than shown').waitFor();
    await ops.setViewportSize(PHONE);
    await shoot(ops, 'admin-audit-390');

    expect(problems).toEqual([]);
    await context.close();
  });
});
