import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, newContext, watchConsole, type RunningApp, useJourney } from './harness';
import { createListing, payWith, pressAndConfirm, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/**
 * Console problems the journey did not cause on purpose. Chrome logs every 4xx answer as an error; the
 * only 4xx a signed-in journey expects here is none, so every one of them counts.
 */
function watchProblems(page: Page): () => string[] {
  const problems = watchConsole(page);
  return () => problems;
}

async function readListing(request: APIRequestContext, id: string) {
  const res = await request.get(`${app.baseUrl}/api/listings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { listing: { isSold: boolean } }).listing;
}

describe('offer → accept → checkout → orders', () => {
  it('sells a $40 listing to a $30 offer exactly once, after a declined card', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl, watchProblems);

    const title = `E2E denim jacket ${Date.now()}`;
    const id = await createListing(sellerContext.request, app.baseUrl, title);

    // The buyer offers $30 on the $40 listing.
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByRole('heading', { name: title }).waitFor();
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer ($)').fill('30');
    await dialog.getByLabel('Message (optional)').fill('Would you take $30?');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText('Offer sent!', { exact: true }).waitFor();

    // It is on the buyer's Offers Sent tab, pending, with its time left.
    await buyer.goto(`${app.baseUrl}/offers`);
    await buyer.getByRole('heading', { name: 'Your Offers' }).waitFor();
    const sentCard = buyer.getByRole('listitem').filter({ hasText: title });
    await sentCard.getByText('pending', { exact: true }).waitFor();
    await sentCard.getByText(/^1d 23h left$|^2d 0h left$/).waitFor();

    // The seller sees it received, with their earnings at $30 ($30 − $2.40 − $0.30), and accepts.
    await seller.goto(`${app.baseUrl}/offers?tab=received`);
    const receivedCard = seller.getByRole('listitem').filter({ hasText: title });
    await receivedCard.getByText('$27.30').waitFor();
    await receivedCard.getByText('“Would you take $30?”').waitFor();
    await pressAndConfirm(
      seller,
      receivedCard.getByRole('button', { name: `Accept offer on ${title}` }),
      'Accept $30.00',
    );
    await seller.getByText('Offer accepted', { exact: true }).waitFor();
    await receivedCard.getByText('accepted', { exact: true }).waitFor();

    // The buyer completes the purchase from the accepted offer.
    await buyer.reload();
    await sentCard.getByText('accepted', { exact: true }).waitFor();
    await sentCard.getByRole('link', { name: 'Complete Purchase' }).click();
    await buyer.waitForURL(`**/checkout/${id}/buyer?offerId=*`);
    await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();
    await buyer.getByText('Accepted offer', { exact: true }).waitFor();
    await buyer.getByText(/Test mode — no money moves/).waitFor();

    // A declined card: 'Payment Failed', the form stays, the listing is still for sale.
    await payWith(buyer, '4000 0000 0000 0002');
    await buyer.getByText('Payment Failed', { exact: true }).waitFor();
    await buyer.getByText('Your card was declined.', { exact: true }).waitFor();
    expect((await readListing(buyerContext.request, id)).isSold).toBe(false);

    // The test card that succeeds: back home with the success banner.
    await payWith(buyer, '4242 4242 4242 4242');
    await buyer.waitForURL(`**/?payment=success&listing=${id}`);
    await buyer.getByText('Payment successful!').waitFor();
    expect((await readListing(buyerContext.request, id)).isSold).toBe(true);

    // The listing shows Sold and no Buy Now.
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByText('Sold', { exact: true }).first().waitFor();
    expect(await buyer.getByRole('link', { name: 'Buy Now' }).count()).toBe(0);

    // The seller sees the sale with the price, fee, processing fee and earnings, and ships it.
    await seller.goto(`${app.baseUrl}/orders?tab=sales`);
    const sale = seller.getByRole('listitem').filter({ hasText: title });
    await sale.getByText('Paid', { exact: true }).waitFor();
    await sale.getByRole('link', { name: '@sam_shops' }).waitFor();
    for (const amount of ['$30.00', '−$2.40', '−$0.30', '$27.30']) {
      await sale.getByText(amount, { exact: true }).waitFor();
    }
    await sale.getByRole('button', { name: 'Mark as shipped' }).click();
    const ship = seller.getByRole('dialog', { name: 'Mark as shipped' });
    await ship.getByLabel('Carrier').fill('USPS');
    await ship.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await sale.getByText('Shipped', { exact: true }).waitFor();

    // The buyer sees the tracking number and confirms delivery.
    await buyer.goto(`${app.baseUrl}/orders`);
    const purchase = buyer.getByRole('listitem').filter({ hasText: title });
    await purchase.getByText('9400 1000 0000 0000 0000 00').waitFor();
    await purchase.getByRole('button', { name: 'I received it' }).click();
    await purchase.getByText('Delivered', { exact: true }).waitFor();

    expect(sellerProblems()).toEqual([]);
    expect(buyerProblems()).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });

  it("shows a visitor 'Please Log In' on /offers", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/offers`);
    await page.getByRole('heading', { name: 'Please Log In' }).waitFor();
    await context.close();
  });
});
