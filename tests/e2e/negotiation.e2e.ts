import type { APIRequestContext, Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningApp, useJourney } from './harness';
import { createListing, payWith, pressAndConfirm, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

async function readListing(request: APIRequestContext, id: string) {
  const res = await request.get(`${app.baseUrl}/api/listings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { listing: { isSold: boolean } }).listing;
}

describe('negotiation: offer → counter → counter → accept → checkout', () => {
  it('sells a $50 listing at $40 after Sam offers $30, Anna counters $45 and Sam counters $40', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);

    const title = `E2E wool coat ${Date.now()}`;
    const id = await createListing(sellerContext.request, app.baseUrl, title);
    // createListing makes $40 listings; this thread needs room above $40 for the seller's counter.
    const priced = await sellerContext.request.patch(`${app.baseUrl}/api/listings/${id}`, {
      headers: { origin: app.baseUrl },
      data: { priceCents: 5000 },
    });
    expect(priced.status()).toBe(200);

    // Sam offers $30; the listing then shows his offer instead of Make Offer.
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByRole('heading', { name: title }).waitFor();
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const offerDialog = buyer.getByRole('dialog', { name: 'Make an Offer' });
    await offerDialog.getByLabel('Your offer ($)').fill('30');
    await offerDialog.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText('Offer sent!', { exact: true }).waitFor();
    await buyer.getByText('Your offer: $30.00 · 47 h left').waitFor();
    expect(await buyer.getByRole('button', { name: 'Make Offer' }).count()).toBe(0);

    // Anna sees what she would earn at $30 ($30 − $2.40 − $0.30) and counters $45.
    await seller.goto(`${app.baseUrl}/offers?tab=received`);
    const sellerThread = seller.getByRole('listitem').filter({ hasText: title });
    await sellerThread.getByText('$27.30', { exact: true }).waitFor();
    await sellerThread.getByRole('button', { name: `Counter offer on ${title}` }).click();
    const sellerCounter = seller.getByRole('dialog', { name: 'Counter-offer' });
    await sellerCounter.getByLabel('Your counter ($)').fill('45');
    await sellerCounter.getByLabel('Message (optional)').fill('It is nearly new: $45?');
    await sellerCounter.getByRole('button', { name: 'Send Counter' }).click();
    await seller.getByText('Counter-offer sent', { exact: true }).waitFor();
    await sellerThread.getByText(/^You countered/).waitFor();

    // Sam sees Anna's counter on the listing and answers it from the thread: $40.
    await buyer.reload();
    await buyer.getByText('Anna countered: $45.00 · answer within 47 h').waitFor();
    await buyer.getByRole('link', { name: 'Answer the offer' }).click();
    await buyer.waitForURL('**/offers#thread-*');
    const buyerThread = buyer.getByRole('listitem').filter({ hasText: title });
    await buyerThread.getByText('“It is nearly new: $45?”').waitFor();
    await buyerThread.getByRole('button', { name: `Counter offer on ${title}` }).click();
    const buyerCounter = buyer.getByRole('dialog', { name: 'Counter-offer' });
    await buyerCounter.getByLabel('Your counter ($)').fill('40');
    await buyerCounter.getByRole('button', { name: 'Send Counter' }).click();
    await buyer.getByText('Counter-offer sent', { exact: true }).waitFor();

    // Anna sees $40 would earn her $36.50 ($40 − $3.20 − $0.30) and accepts.
    await seller.reload();
    await sellerThread.getByText('$36.50', { exact: true }).waitFor();
    await pressAndConfirm(
      seller,
      sellerThread.getByRole('button', { name: `Accept offer on ${title}` }),
      'Accept $40.00',
    );
    await seller.getByText('Offer accepted', { exact: true }).waitFor();
    await sellerThread.getByText(/: waiting for them to complete the purchase\.$/).waitFor();

    // Sam checks out at $40 from the listing page and pays $40 + $12.99 shipping.
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByRole('link', { name: 'Offer accepted: check out at $40.00' }).click();
    await buyer.waitForURL(`**/checkout/${id}/buyer?offerId=*`);
    await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();
    await buyer.getByText('Accepted offer', { exact: true }).waitFor();
    await payWith(buyer, '4242 4242 4242 4242', '$52.99');
    await buyer.waitForURL(`**/?payment=success&listing=${id}`);
    expect((await readListing(buyerContext.request, id)).isSold).toBe(true);

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });

  it("sends one price to the listing's likers, and a liker buys at it", async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);

    const title = `E2E linen shirt ${Date.now()}`;
    const id = await createListing(sellerContext.request, app.baseUrl, title);
    const liked = await buyerContext.request.post(`${app.baseUrl}/api/listings/${id}/like`, {
      headers: { origin: app.baseUrl },
    });
    expect(liked.ok()).toBe(true);

    // Anna offers $36 (10% below $40, the dialog's prefilled price) to the one person who liked it.
    await seller.goto(`${app.baseUrl}/listing/${id}`);
    await seller.getByRole('button', { name: 'Offer to likers' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Offer to likers' });
    expect(await dialog.getByLabel('Price for likers ($)').inputValue()).toBe('36.00');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await seller.getByText('Offer sent to 1 person who liked this', { exact: true }).waitFor();

    // Sam sees it on the listing, accepts it on /offers and checks out at $36 + $12.99 shipping.
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByText('Offer to people who liked this: $36.00 · answer within 47 h').waitFor();
    await buyer.getByRole('link', { name: 'Answer the offer' }).click();
    const thread = buyer.getByRole('listitem').filter({ hasText: title });
    await pressAndConfirm(
      buyer,
      thread.getByRole('button', { name: `Accept offer on ${title}` }),
      'Accept $36.00',
    );
    await thread.getByRole('link', { name: 'Complete Purchase' }).click();
    await buyer.waitForURL(`**/checkout/${id}/buyer?offerId=*`);
    await payWith(buyer, '4242 4242 4242 4242', '$48.99');
    await buyer.waitForURL(`**/?payment=success&listing=${id}`);
    expect((await readListing(buyerContext.request, id)).isSold).toBe(true);

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });
});
