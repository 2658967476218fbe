import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, signInContext, type RunningApp, useJourney } from './harness';
import { ACCEPT_AMOUNT, createListing, payWith, pressAndConfirm, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/** The navigation's bell, by its accessible name: 'Notifications' or 'Notifications, 2 unread'. */
const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

/** The signed-in person's notifications, as the API answers them: types newest first, and the unread count. */
async function notificationsOf(context: BrowserContext) {
  const res = await context.request.get(`${app.baseUrl}/api/notifications`);
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { notifications: { type: string }[]; unreadCount: number };
  return { types: list.notifications.map((n) => n.type), unread: list.unreadCount };
}
const notificationTypes = async (context: BrowserContext) => (await notificationsOf(context)).types;

/**
 * The e-mail the server printed (no SMTP here) to `to` whose subject contains `subject`, once it has
 * been sent; answers its plain-text part.
 */
async function printedEmail(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const blocks = app.output().split(/^─{72}$/m);
        found = blocks.find((b) => b.includes(`To: ${to}`) && b.includes(subject));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

describe('people are told (live, by e-mail, unsubscribed signed out) and talk in private messages', () => {
  it('tells the seller of an offer within 2 s, e-mails it, tells both sides of the acceptance and the sale, and carries a message round trip', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);

    const title = `E2E notified jacket ${Date.now()}`;
    const id = await createListing(sellerContext.request, app.baseUrl, title);

    // The seller has the site open; nothing unread yet.
    await seller.goto(`${app.baseUrl}/`);
    const sellerUnread = (await notificationsOf(sellerContext)).unread;
    await bell(seller, sellerUnread).waitFor();

    // The buyer offers $30; the seller's bell shows it within 2 seconds, without a reload.
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer ($)').fill('30');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText('Offer sent!', { exact: true }).waitFor();
    await bell(seller, sellerUnread + 1).waitFor({ timeout: 2000 });
    await bell(seller, sellerUnread + 1).click();
    await seller.getByRole('list', { name: 'Latest notifications' }).getByText(title).first().waitFor();
    await seller.getByRole('button', { name: 'Mark all as read' }).click();
    await seller.keyboard.press('Escape');
    await bell(seller, 0).waitFor();

    // The offer's e-mail went out (printed: no SMTP) with a link to the offers and one to unsubscribe.
    const email = await printedEmail('anna@rethread.test', title);
    expect(email).toContain(`${app.baseUrl}/offers`);
    const unsubscribeUrl = /(http:\/\/\S+\/unsubscribe\?token=\S+)/.exec(email)?.[1];
    expect(unsubscribeUrl).toBeDefined();

    // The link works signed out: a fresh browser with no session turns off offer e-mails.
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await visitor.goto(unsubscribeUrl!);
    await visitor.getByText('someone makes an offer on your listing', { exact: true }).waitFor();
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByRole('status').filter({ hasText: 'You are unsubscribed' }).waitFor();
    const prefs = await sellerContext.request.get(`${app.baseUrl}/api/notification-preferences`);
    expect(((await prefs.json()) as { email: Record<string, boolean> }).email.offer_received).toBe(false);
    await visitorContext.close();

    // The seller accepts; the buyer's bell shows it live.
    await buyer.goto(`${app.baseUrl}/offers`);
    const buyerUnread = (await notificationsOf(buyerContext)).unread;
    await bell(buyer, buyerUnread).waitFor();
    await seller.goto(`${app.baseUrl}/offers?tab=received`);
    const received = seller.getByRole('listitem').filter({ hasText: title });
    await pressAndConfirm(
      seller,
      received.getByRole('button', { name: `Accept offer on ${title}` }),
      ACCEPT_AMOUNT,
    );
    await seller.getByText('Offer accepted', { exact: true }).waitFor();
    await bell(buyer, buyerUnread + 1).waitFor({ timeout: 2000 });
    expect((await notificationTypes(buyerContext))[0]).toBe('offer_accepted');

    // The buyer pays: the sale tells both of them.
    await buyer.reload();
    const sent = buyer.getByRole('listitem').filter({ hasText: title });
    await sent.getByRole('link', { name: 'Complete Purchase' }).click();
    await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();
    await payWith(buyer, '4242 4242 4242 4242');
    await buyer.waitForURL(`**/?payment=success&listing=${id}`);
    await expect.poll(async () => (await notificationTypes(sellerContext))[0]).toBe('sale_made');
    await expect.poll(async () => (await notificationTypes(buyerContext))[0]).toBe('purchase_paid');
    // The seller's open page counted it live: the offer was marked read, the sale is new.
    await bell(seller, 1).waitFor({ timeout: 2000 });
    await printedEmail('sam@rethread.test', title);

    // A message round trip about the order, live both ways. The seller has the inbox open.
    await seller.goto(`${app.baseUrl}/messages`);
    await seller.getByRole('heading', { name: 'Messages' }).first().waitFor();
    await buyer.goto(`${app.baseUrl}/orders`);
    const purchase = buyer.getByRole('listitem').filter({ hasText: title });
    await purchase.getByRole('button', { name: 'Message seller' }).click();
    const compose = buyer.getByRole('dialog');
    await compose.getByLabel('Your message').fill('Hi! When will it ship?');
    await compose.getByRole('button', { name: 'Send message' }).click();
    await buyer.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversationId = buyer.url().split('/').pop()!;

    const inbox = seller.getByRole('list', { name: 'Conversations' });
    await inbox.getByText('Hi! When will it ship?').waitFor({ timeout: 2000 });
    await seller.getByRole('link', { name: 'Messages, 1 unread', exact: true }).waitFor({ timeout: 2000 });
    await inbox.getByText('Hi! When will it ship?').click();
    await seller.waitForURL(`**/messages/${conversationId}`);
    await seller.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await seller.getByRole('textbox', { name: 'Message' }).fill('Tomorrow morning, tracked.');
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await buyer
      .getByRole('log', { name: 'Messages' })
      .getByText('Tomorrow morning, tracked.')
      .waitFor({ timeout: 2000 });

    // Someone else cannot read or write it: 404, as if it did not exist.
    const strangerContext = await newContext(browser, DESKTOP);
    await signInContext(strangerContext, app.baseUrl, 'priya@rethread.test');
    const url = `${app.baseUrl}/api/conversations/${conversationId}/messages`;
    expect((await strangerContext.request.get(url)).status()).toBe(404);
    const post = await strangerContext.request.post(url, {
      headers: { origin: app.baseUrl },
      data: { body: 'Let me in' },
    });
    expect(post.status()).toBe(404);
    await strangerContext.close();

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });
});
