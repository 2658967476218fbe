import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BagReply } from '../../src/shared/bundles';
import { formatCents } from '../../src/shared/money';
import { shipmentMessages } from '../../src/shared/shipments';
import { type RunningApp, useJourney } from './harness';
import { createListing, payWith, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

describe('a bundle: two items, one payment, one parcel', () => {
  it('the buyer at 390 px bags two of Anna’s items, sees the discount and pays once; Anna sees one order with both', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);
    const stamp = Date.now();
    const titles = [`E2E bundle jacket ${stamp}`, `E2E bundle shirt ${stamp}`];
    const ids: string[] = [];
    for (const title of titles) ids.push(await createListing(sellerContext.request, app.baseUrl, title));

    // Sam adds both from their listing pages.
    for (const [i, id] of ids.entries()) {
      await buyer.goto(`${app.baseUrl}/listing/${id}`);
      await buyer.getByRole('heading', { name: titles[i] }).waitFor();
      await buyer.getByRole('button', { name: 'Add to bag', exact: true }).click();
      await buyer.getByRole('link', { name: 'In your bag', exact: true }).waitFor();
    }

    // The bag shows Anna's 10% for two items and what paying now costs.
    const bag = (await (await buyerContext.request.get(`${app.baseUrl}/api/bag`)).json()) as BagReply;
    const group = bag.groups.find((g) => g.items.some((item) => item.listingId === ids[0]))!;
    expect(group.discountCents).toBe(800);
    await buyer.goto(`${app.baseUrl}/bag`);
    await buyer.getByText('Bundle discount (10%)').first().waitFor();
    await buyer.getByRole('link', { name: 'Check out 2 items' }).first().click();

    // One checkout for both, one shipping line, paid once.
    await buyer.getByText('Bundle discount (10%)').first().waitFor();
    await payWith(buyer, '4242 4242 4242 4242', formatCents(group.totalCents));
    await buyer.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = buyer.url().split('/').pop()!;
    await buyer.getByRole('heading', { name: 'Items (2)' }).waitFor();

    for (const id of ids) {
      const listing = await buyerContext.request.get(`${app.baseUrl}/api/listings/${id}`);
      expect(((await listing.json()) as { listing: { isSold: boolean } }).listing.isSold).toBe(true);
    }

    // Anna at 1280 px: one order holding both items, one label to print.
    await seller.goto(`${app.baseUrl}/orders/${orderId}`);
    await seller.getByRole('heading', { name: 'Items (2)' }).waitFor();
    for (const title of titles) await seller.getByRole('link', { name: title }).first().waitFor();
    await seller.getByRole('link', { name: shipmentMessages.downloadLabel }).waitFor({ timeout: 30_000 });
    expect(await seller.getByRole('link', { name: shipmentMessages.downloadLabel }).count()).toBe(1);

    expect(buyerProblems).toEqual([]);
    expect(sellerProblems).toEqual([]);
  });
});
