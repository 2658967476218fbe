import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cancelledBySeller,
  sellerCancelCopy,
  sellerCancelReasonLabels,
} from '../../src/shared/seller-cancel';
import { type RunningApp, useJourney } from './harness';
import { createListing, payWith, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

type ListingReply = { listing: { priceCents: number; isSold: boolean; isActive: boolean } };

describe('running a closet', () => {
  it('Anna cuts two prices by 20% at once, then cancels a sale she cannot ship; Sam is refunded and told', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);
    const stamp = Date.now();
    const titles = [`E2E bulk coat ${stamp}`, `E2E bulk scarf ${stamp}`];
    const ids: string[] = [];
    for (const title of titles) ids.push(await createListing(sellerContext.request, app.baseUrl, title));
    const listingOf = async (id: string) =>
      ((await (await sellerContext.request.get(`${app.baseUrl}/api/listings/${id}`)).json()) as ListingReply)
        .listing;

    // Seller Tools › My Listings: pick both, 20% off, confirm the count.
    await seller.goto(`${app.baseUrl}/seller-tools?tab=listings`);
    for (const title of titles) await seller.getByRole('checkbox', { name: `Select ${title}` }).click();
    const bar = seller.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 listings selected').waitFor();
    await bar.getByLabel('Percent off').fill('20');
    await bar.getByRole('button', { name: '% off' }).click();
    await seller.getByRole('alertdialog').getByRole('button', { name: 'Reprice 2 listings' }).click();
    await expect.poll(async () => (await listingOf(ids[0]!)).priceCents, { timeout: 15_000 }).toBe(3200);
    expect((await listingOf(ids[1]!)).priceCents).toBe(3200);

    // Sam buys the coat at its new price.
    await buyer.goto(`${app.baseUrl}/listing/${ids[0]}`);
    await buyer.getByRole('link', { name: 'Buy Now' }).click();
    await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();
    await payWith(buyer, '4242 4242 4242 4242', '$44.99');
    await buyer.waitForURL(/payment=success/);
    const purchases = await buyerContext.request.get(`${app.baseUrl}/api/orders?role=buyer`);
    const { orders } = (await purchases.json()) as { orders: { id: string; listingId: string }[] };
    const orderId = orders.find((o) => o.listingId === ids[0])!.id;

    // Anna cannot ship it: she cancels the sale, saying why and that it sold elsewhere.
    await seller.goto(`${app.baseUrl}/orders/${orderId}`);
    await seller.getByRole('button', { name: sellerCancelCopy.button }).click();
    const dialog = seller.getByRole('dialog', { name: sellerCancelCopy.title });
    await dialog.getByRole('radio', { name: sellerCancelReasonLabels.out_of_stock }).check();
    await dialog.getByRole('radio', { name: sellerCancelCopy.afterwards.sold_elsewhere }).check();
    await dialog.getByRole('button', { name: sellerCancelCopy.confirm }).click();
    const reason = cancelledBySeller('out_of_stock');
    await seller.getByText(reason).first().waitFor();

    // Sam's order says so, and the coat stays off sale as sold elsewhere.
    await buyer.goto(`${app.baseUrl}/orders/${orderId}`);
    await buyer.getByText(reason).first().waitFor();
    const coat = await listingOf(ids[0]!);
    expect(coat.isSold).toBe(true);
    const notices = await buyerContext.request.get(`${app.baseUrl}/api/notifications`);
    expect(JSON.stringify(await notices.json())).toContain('is cancelled: $44.99 refunded');

    expect(buyerProblems).toEqual([]);
    expect(sellerProblems).toEqual([]);
  });
});
