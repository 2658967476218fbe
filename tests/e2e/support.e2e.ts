import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  newContext,
  PHONE,
  signInContext,
  watchVisitorConsole,
  type RunningApp,
  useJourney,
} from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

const faqQuestions = (page: Page) =>
  page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button');

describe('help, safety and contact', () => {
  it('the help search filters the FAQ, shows the empty text, and a category card filters too', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/help-center`);
    await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
    expect(await page.title()).toContain('Help Center');
    expect(await faqQuestions(page).count()).toBe(8);

    const search = page.getByLabel('Search the help center');
    await search.fill('SHIP');
    await expect.poll(() => faqQuestions(page).count()).toBeLessThan(8);
    expect(await faqQuestions(page).count()).toBeGreaterThan(0);
    await search.fill('offers');
    await expect.poll(() => faqQuestions(page).count()).toBeGreaterThan(0);
    await faqQuestions(page).filter({ hasText: 'How do offers work?' }).click();
    await page.getByText(/nobody answers expires after 48 hours/).waitFor();

    await search.fill('bitcoin refund voucher');
    await page.getByText('No FAQs found matching your search.').waitFor();
    expect(await faqQuestions(page).count()).toBe(0);

    await search.fill('');
    await page.getByRole('button', { name: /Selling\s*15 articles/ }).click();
    await expect.poll(() => faqQuestions(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect.poll(() => faqQuestions(page).count()).toBe(8);

    await page.getByRole('link', { name: 'Safety Center' }).click();
    await page.waitForURL(/\/safety$/);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('the contact form shows each validation message, then succeeds with a reference', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/contact-us`);
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    expect(await page.title()).toContain('Contact Us');

    await page.getByLabel('Name').fill('M');
    await page.getByLabel('Email').fill('maya.example.com');
    await page.getByLabel('Subject').fill('Help');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Please select a category',
      'Message must be at least 10 characters',
    ]) {
      await page.getByText(message).waitFor();
    }

    await page.getByLabel('Name').fill('Maya Chen');
    await page.getByLabel('Email').fill('maya@example.com');
    await page.getByLabel('Subject').fill('Where is my parcel?');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Shipping Problems' }).click();
    await page
      .getByLabel('Message', { exact: true })
      .fill('My order shipped five days ago and tracking has not moved since.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByRole('status', { name: 'Message sent' });
    await confirmation.waitFor();
    const text = (await confirmation.textContent()) ?? '';
    expect(text).toMatch(/Thanks — we received your message\. Your reference is RT-[2-9A-HJ-NP-Z]{6}/);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("'Report Safety Issue' opens the contact form preset to Safety Concerns; Emergency Contact opens help", async () => {
    const context = await newContext(browser, PHONE);
    await signInContext(context, app.baseUrl, 'sam@rethread.test');
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/safety`);
    await page.getByRole('heading', { name: 'Safety Center', level: 1 }).waitFor();
    expect(await page.title()).toContain('Safety Center');

    await page.getByRole('button', { name: 'Emergency Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emergency contact' });
    await dialog.getByText('call your local emergency services first').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Report Safety Issue' }).click();
    await page.waitForURL(/\/contact-us\?category=Safety%20Concerns$/);
    await expect.poll(() => page.getByLabel('Category').textContent()).toContain('Safety Concerns');

    // A signed-in member's message goes through with the preset category.
    await page.getByLabel('Name').fill('Sam Buyer');
    await page.getByLabel('Email').fill('sam@rethread.test');
    await page.getByLabel('Subject').fill('Seller asked me to pay by bank transfer');
    await page
      .getByLabel('Message', { exact: true })
      .fill('A seller messaged me a bank account and asked me to pay outside Rethread.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status', { name: 'Message sent' }).waitFor();
    expect(problems()).toEqual([]);
    await context.close();
  });
});
