import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningApp, useJourney } from './harness';
import { createListing, payWith, pressAndConfirm, sellerAndBuyer } from './market';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/** Where the journey keeps its screenshots of the order page, for a person to look at. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/rethread-e2e-shots';

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('address → price + shipping → label → tracking → completed → paid out', () => {
  it('a buyer pays price + shipping to a new address; the seller prints the label and the parcel is delivered', async () => {
    const { sellerContext, buyerContext, seller, buyer, sellerProblems, buyerProblems } =
      await sellerAndBuyer(browser, app.baseUrl);

    // A $40 jacket: a large parcel, $12.99 shipping on top.
    const title = `E2E parcel jacket ${Date.now()}`;
    const id = await createListing(sellerContext.request, app.baseUrl, title);
    await buyer.goto(`${app.baseUrl}/listing/${id}`);
    await buyer.getByText('+ $12.99 shipping').first().waitFor();
    await buyer.getByRole('link', { name: 'Buy Now' }).click();
    await buyer.getByRole('heading', { name: 'Checkout' }).waitFor();

    // Sam's saved address is chosen; Sam ships this one to a new address instead.
    const home = buyer.getByRole('radio', { name: /Sam Taylor/ });
    await home.waitFor();
    expect(await home.isChecked()).toBe(true);
    await buyer.getByRole('button', { name: 'Add a new address' }).click();
    await buyer.getByLabel('Full name').fill('Sam at the studio');
    await buyer.getByLabel('Street address').fill('88 Alder Street');
    await buyer.getByLabel('City').fill('Portland');
    await buyer.getByRole('combobox', { name: 'State' }).click();
    await buyer.getByRole('option', { name: 'Oregon' }).click();
    await buyer.getByLabel('ZIP code').fill('97205');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    const studio = buyer.getByRole('radio', { name: /Sam at the studio/ });
    await studio.waitFor();
    expect(await studio.isChecked()).toBe(true);
    for (const text of ['$40.00', '$12.99', '$52.99'])
      await buyer.getByText(text, { exact: true }).first().waitFor();
    await shoot(buyer, 'checkout-390');
    await payWith(buyer, '4242 4242 4242 4242', '$52.99');
    await buyer.waitForURL(`**/?payment=success&listing=${id}`);

    // The seller opens the sale from their orders and waits for the prepaid label.
    await seller.goto(`${app.baseUrl}/orders?tab=sales`);
    const sale = seller.getByRole('listitem').filter({ hasText: title });
    await sale.getByRole('link', { name: 'View order' }).click();
    await seller.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = seller.url().split('/').pop()!;
    await seller.getByText('Sam at the studio').waitFor();
    await seller.getByText('88 Alder Street').waitFor();
    const download = seller.getByRole('link', { name: 'Download shipping label' });
    await download.waitFor({ timeout: 20_000 });
    await seller.getByText('Test mode', { exact: true }).first().waitFor();
    const [file] = await Promise.all([seller.waitForEvent('download'), download.click()]);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await shoot(seller, 'order-seller-1280');

    // The buyer's order page has no label to download, and the API refuses it to them.
    await buyer.goto(`${app.baseUrl}/orders/${orderId}`);
    await buyer.getByText('Shipping to').waitFor();
    expect(await buyer.getByRole('link', { name: 'Download shipping label' }).count()).toBe(0);
    expect((await buyerContext.request.get(`${app.baseUrl}/api/orders/${orderId}/label`)).status()).toBe(403);

    // The test-mode carrier: accepted, in transit, delivered.
    const advance = seller.getByRole('button', { name: 'Advance parcel (test mode)' });
    for (const step of ['Accepted by the carrier', 'In transit', 'Delivered']) {
      await advance.click();
      await seller.getByText(step, { exact: true }).first().waitFor();
    }
    await seller.getByRole('link', { name: /Track parcel/ }).waitFor();
    await advance.waitFor({ state: 'detached' });

    // The buyer confirms everything is OK: the order completes.
    await buyer.reload();
    await pressAndConfirm(buyer, buyer.getByRole('button', { name: 'Everything is OK' }), 'Everything is OK');
    await buyer.getByText('Completed', { exact: true }).first().waitFor();

    // The buyer reviews Anna from the order page: five stars and a comment.
    await buyer.getByRole('radio', { name: '5 stars' }).click();
    await buyer.getByLabel('Comment (optional)').fill('Exactly as described, shipped fast.');
    await buyer.getByRole('button', { name: 'Post review' }).click();
    await buyer.getByText('Review posted', { exact: true }).first().waitFor();
    await buyer.getByText('Exactly as described, shipped fast.').waitFor();
    await shoot(buyer, 'order-buyer-390');

    // The seller's earnings for it are available now ($40.00 − $3.20 − $0.30 = $36.50); Anna adds a
    // test bank account and pays everything out.
    await seller.goto(`${app.baseUrl}/seller-tools?tab=earnings`);
    const balances = seller.getByRole('list', { name: 'Your balances' });
    await balances.getByText('Available').waitFor();
    await seller.getByText(title).first().waitFor();
    await seller.getByLabel('Account holder').fill('Anna Kim');
    await seller.getByLabel('Routing number').fill('110000000');
    await seller.getByLabel('Account number').fill('000123456789');
    await seller.getByRole('button', { name: 'Save bank account' }).click();
    await seller.getByText(/Payouts go to .*6789/).waitFor();
    await seller.getByRole('button', { name: 'Request payout' }).click();
    const payout = seller.getByRole('dialog', { name: 'Request payout' });
    await payout.getByRole('button', { name: 'Pay out', exact: true }).click();
    await seller.getByText('Payout sent', { exact: true }).first().waitFor();
    const earnings = (await (await sellerContext.request.get(`${app.baseUrl}/api/earnings`)).json()) as {
      availableCents: number;
      paidOutCents: number;
    };
    expect(earnings.availableCents).toBe(0);
    expect(earnings.paidOutCents).toBeGreaterThanOrEqual(3650);
    await shoot(seller, 'earnings-1280');

    // The review is on Anna's profile, with her rating, and she answers it publicly from the order.
    await seller.goto(`${app.baseUrl}/orders/${orderId}`);
    await seller.getByLabel('Reply publicly').fill('Thank you, Sam!');
    await seller.getByRole('button', { name: 'Post reply' }).click();
    await seller.getByText('Reply posted', { exact: true }).first().waitFor();
    await seller.goto(`${app.baseUrl}/profile/anna_vintage?tab=reviews`);
    await seller.getByText('Exactly as described, shipped fast.').waitFor();
    await seller.getByText('Thank you, Sam!').waitFor();
    await seller
      .getByRole('img', { name: /out of 5 stars/ })
      .first()
      .waitFor();

    expect(sellerProblems).toEqual([]);
    expect(buyerProblems).toEqual([]);
    await Promise.all([sellerContext.close(), buyerContext.close()]);
  });
});
