import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningApp, useJourney } from './harness';
import { createListing, payWith, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/** What the other person's open page must show, at the latest, after the event: no reload. */
const LIVE = { timeout: 2000 } as const;

/** One call to the API as the person signed in to `request`, with the same-site Origin it requires. */
async function act(request: APIRequestContext, method: 'POST' | 'PATCH', path: string, data?: unknown) {
  const res = await request.fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { origin: app.baseUrl },
    data: data ?? {},
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

async function notificationList(context: BrowserContext) {
  const res = await context.request.get(`${app.baseUrl}/api/notifications`);
  return (await res.json()) as { notifications: { title: string }[] };
}
const notificationsOf = async (context: BrowserContext) => (await notificationList(context)).notifications;

/**
 * Opens the bell (whatever its count: the demo data's offers may tell someone something meanwhile)
 * and clicks the newest notification about `about`.
 */
async function openNewestNotification(page: Page, about: string) {
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  const latest = page.getByRole('list', { name: 'Latest notifications' });
  await latest.getByRole('link').filter({ hasText: about }).first().click();
}

/** The thread a notification opened: highlighted, on the page, in view. */
async function linkedThread(page: Page, title: string) {
  const thread = page.locator('li[data-linked="true"]').filter({ hasText: title });
  await thread.waitFor();
  await expect.poll(() => thread.isVisible()).toBe(true);
  return thread;
}

describe('screens that are live: what the bell says, the page under it shows', () => {
  it('offer, counter, accept, sale, shipped, delivered and a message reach the other side’s open page within 2 s, and each notification opens the new state', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);
    const title = `E2E live parka ${Date.now()}`;
    const listingId = await createListing(sellerContext.request, app.baseUrl, title);
    const me = await buyerContext.request.get(`${app.baseUrl}/api/auth/user`);
    const buyerId = ((await me.json()) as { id: string }).id;

    // Offer: Anna has her received offers open; Sam offers $30 from his phone.
    await seller.goto(`${app.baseUrl}/offers?tab=received`);
    const receivedTab = seller.getByRole('tab', { name: /^Offers Received \((\d+)\)$/ });
    const before = Number(/\((\d+)\)/.exec((await receivedTab.textContent()) ?? '')?.[1]);
    const { offer } = (await act(buyerContext.request, 'POST', '/api/offers', {
      listingId,
      buyerId,
      offerCents: 3000,
    })) as { offer: { id: string } };
    await seller.getByRole('tab', { name: `Offers Received (${before + 1})` }).waitFor(LIVE);
    const sellerThread = seller.getByRole('listitem').filter({ hasText: title });
    await sellerThread.getByRole('button', { name: `Accept offer on ${title}` }).waitFor(LIVE);

    // Anna opens the notification from Sent: it lands on Received, on Sam's thread.
    await seller.getByRole('tab', { name: /^Offers Sent/ }).click();
    await openNewestNotification(seller, title);
    await seller.waitForURL(`**/offers?tab=received&offer=${offer.id}&status=pending`);
    await seller.getByRole('tab', { name: /^Offers Received/, selected: true }).waitFor();
    await linkedThread(seller, title);

    // Counter: Sam has his offers open; Anna counters $36. His thread turns to Accept at once.
    await buyer.goto(`${app.baseUrl}/offers`);
    const buyerThread = buyer.getByRole('listitem').filter({ hasText: title });
    await buyerThread.getByRole('button', { name: `Withdraw offer on ${title}` }).waitFor();
    const { offer: counter } = (await act(sellerContext.request, 'POST', `/api/offers/${offer.id}/counter`, {
      offerCents: 3600,
      message: null,
    })) as { offer: { id: string } };
    await buyerThread.getByText('@anna_vintage countered').waitFor(LIVE);
    await buyerThread.getByRole('button', { name: `Accept offer on ${title}` }).waitFor(LIVE);
    expect(await buyerThread.getByRole('button', { name: `Withdraw offer on ${title}` }).count()).toBe(0);
    await openNewestNotification(buyer, 'countered with $36.00');
    await buyer.waitForURL(`**/offers?tab=sent&offer=${counter.id}&status=pending`);
    await linkedThread(buyer, title);

    // Accept: Anna's received offers are open; Sam accepts her counter.
    await seller.goto(`${app.baseUrl}/offers?tab=received`);
    await sellerThread.getByText(/^You countered/).waitFor();
    await act(buyerContext.request, 'PATCH', `/api/offers/${counter.id}/accept`);
    await sellerThread.getByText(/: waiting for them to complete the purchase\.$/).waitFor(LIVE);

    // A stale notification says what changed: Anna's old "offered $30" now stands accepted at $36.
    await seller.goto(`${app.baseUrl}/offers?tab=received&offer=${offer.id}&status=pending`);
    await seller.getByText('This offer has changed since: @sam_shops accepted the $36.00 offer.').waitFor();

    // The sale: Anna has her sales open; Sam pays $36 + $12.99 shipping.
    await seller.goto(`${app.baseUrl}/orders?tab=sales`);
    await seller
      .getByRole('heading', { name: /Orders/ })
      .first()
      .waitFor();
    await buyer.goto(`${app.baseUrl}/checkout/${listingId}/buyer?offerId=${counter.id}`);
    await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();
    await payWith(buyer, '4242 4242 4242 4242', '$48.99');
    await buyer.waitForURL(`**/?payment=success&listing=${listingId}`);
    const sale = seller.getByRole('listitem').filter({ hasText: title });
    await sale.getByText('Paid', { exact: true }).waitFor({ timeout: 5000 });

    const orders = await buyerContext.request.get(`${app.baseUrl}/api/orders?role=buyer`);
    const orderId = (
      (await orders.json()) as { orders: { id: string; listing: { title: string } }[] }
    ).orders.find((o) => o.listing.title === title)!.id;

    // Shipped: Sam has the order open; the (test-mode) carrier scans the parcel.
    await buyer.goto(`${app.baseUrl}/orders/${orderId}`);
    await buyer.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await buyerContext.request.post(`${app.baseUrl}/api/orders/${orderId}/test-tracking`, {
              headers: { origin: app.baseUrl },
            })
          ).status(),
        { timeout: 20_000, interval: 500 },
      )
      .toBe(200);
    await buyer.getByRole('button', { name: 'I received it' }).waitFor(LIVE);

    // Delivered: the carrier's last scans; Sam's open order offers "Everything is OK".
    await act(sellerContext.request, 'POST', `/api/orders/${orderId}/test-tracking`);
    await act(sellerContext.request, 'POST', `/api/orders/${orderId}/test-tracking`);
    await buyer.getByRole('button', { name: 'Everything is OK' }).waitFor(LIVE);
    // The notification of the delivery opens the order, read again: the same page, current.
    const reads: string[] = [];
    buyer.on('request', (r) => {
      if (r.url().endsWith(`/api/orders/${orderId}`)) reads.push(r.url());
    });
    await openNewestNotification(buyer, 'was delivered');
    await buyer.waitForURL(`**/orders/${orderId}`);
    await expect.poll(() => reads.length).toBeGreaterThan(0);

    // A message: Sam has the conversation open; Anna writes.
    const { conversation } = (await act(buyerContext.request, 'POST', '/api/conversations', {
      orderId,
      body: 'Arrived today, thank you!',
    })) as { conversation: { id: string } };
    await buyer.goto(`${app.baseUrl}/messages/${conversation.id}`);
    const log = buyer.getByRole('log', { name: 'Messages' });
    await log.getByText('Arrived today, thank you!').waitFor();
    await act(sellerContext.request, 'POST', `/api/conversations/${conversation.id}/messages`, {
      body: 'Glad it fits!',
    });
    await log.getByText('Glad it fits!').waitFor(LIVE);

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });

  it('a price drop on a liked listing shows on the liker’s open listing page as the bell tells them', async () => {
    const { sellerContext, buyerContext, buyer, sellerProblems, buyerProblems } = await sellerAndBuyer(
      browser,
      app.baseUrl,
    );
    const title = `E2E live scarf ${Date.now()}`;
    const listingId = await createListing(sellerContext.request, app.baseUrl, title);
    await act(buyerContext.request, 'POST', `/api/listings/${listingId}/like`);
    await buyer.goto(`${app.baseUrl}/listing/${listingId}`);
    await buyer.getByRole('heading', { name: title }).waitFor();
    await buyer.getByText('$40.00').first().waitFor();

    await act(sellerContext.request, 'PATCH', `/api/listings/${listingId}`, { priceCents: 3000 });
    // The likers are told by a queued fan-out; once it has told Sam, his open page has the price.
    await expect
      .poll(
        async () => (await notificationsOf(buyerContext)).some((n) => n.title === `${title} is now $30.00`),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const shown = () => buyer.locator('main').innerText();
    await expect.poll(shown, { ...LIVE, interval: 100 }).toContain('$30.00');
    await openNewestNotification(buyer, `${title} is now $30.00`);
    await buyer.waitForURL(`**/listing/${listingId}`);
    expect(await shown()).not.toContain('$40.00');

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });
});
