import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { computeFees, FEE_TEXT } from '../../src/shared/fees';
import { dollarsToCents, formatCents } from '../../src/shared/money';
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

const TERMS_SECTIONS = [
  'Acceptance of Terms',
  'Description of the Service',
  'Accounts',
  'User Conduct',
  'Buying and Selling',
  'Fees',
  'Intellectual Property',
  'Privacy',
  'Dispute Resolution',
  'Limitation of Liability',
  'Termination',
  'Changes to These Terms',
];

describe('terms, privacy and start selling', () => {
  it('a visitor reads the twelve sections of the terms and follows the privacy link', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/terms-of-service`);
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(await page.title()).toContain('Terms of Service');
    await page.getByText('Last updated September 18, 2025').waitFor();
    await page.getByRole('heading', { name: 'Quick summary' }).waitFor();

    const sectionHeadings = page.locator('article section > h2');
    expect(await sectionHeadings.allTextContents()).toEqual(
      TERMS_SECTIONS.map((title, i) => `${i + 1}. ${title}`),
    );
    const fees = page.locator('section#fees');
    expect(await fees.textContent()).toContain(FEE_TEXT);
    expect(await fees.textContent()).toContain('$0.30');
    expect(await page.locator('section#dispute-resolution').textContent()).toMatch(
      /binding individual arbitration[\s\S]*Class-action waiver/,
    );
    for (const href of ['/safety', '/help-center', '/contact-us']) {
      expect(await page.locator(`article a[href="${href}"]`).count()).toBeGreaterThan(0);
    }

    // The table of contents jumps to a section.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: /Dispute Resolution/ })
      .click();
    await page.waitForURL(/#dispute-resolution$/);
    await expect
      .poll(() => page.getByRole('heading', { name: '9. Dispute Resolution' }).isVisible())
      .toBe(true);

    await page.locator('section#privacy').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('/privacy and /privacy-policy show the same policy', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    for (const path of ['/privacy', '/privacy-policy']) {
      const res = await page.goto(`${app.baseUrl}${path}`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      expect(await page.title()).toContain('Privacy Policy');
      await page.getByText(/^Last updated /).waitFor();
      await page.getByRole('heading', { name: /Information We Collect/ }).waitFor();
      expect(await page.locator('section#cookies').textContent()).toContain('rethread_session');
      expect(await page.locator('section#payments').textContent()).toContain('Stripe');
      expect(await page.locator('section#your-rights').textContent()).toMatch(/export/);
      expect(await page.getByText('Coming Soon').count()).toBe(0);
    }
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('a visitor sees both fee readings and the calculator figures, then is asked to sign in', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/start-selling#fee-calculator`);
    await page.getByRole('heading', { name: 'Turn your closet into cash', level: 1 }).waitFor();
    expect(await page.title()).toContain('Start Selling');
    const calculator = page.getByRole('region', { name: 'Fee calculator' });
    // The address's #fee-calculator brings the card into view once the lazy page has rendered.
    await expect
      .poll(() =>
        calculator.evaluate((el) => {
          const { top } = el.getBoundingClientRect();
          return top >= 0 && top < innerHeight;
        }),
      )
      .toBe(true);

    // The 8% reading (sellers keep 92%) and the selling-information reading (3.5% vs 10-15%).
    await page.getByRole('heading', { name: 'Sellers keep 92%' }).waitFor();
    await page.getByText(FEE_TEXT, { exact: false }).first().waitFor();
    await page.getByText('3.5% selling fee plus payment processing (typically 2.9% + $0.30)').waitFor();
    const comparison = page.getByRole('list', { name: 'Selling fees compared' });
    expect(await comparison.textContent()).toMatch(/3\.5%.*10%.*13%.*15%/);

    const { sellerFeeCents, processingFeeCents, earningsCents } = computeFees(dollarsToCents('100.00')!);
    await calculator.getByLabel('Item price').fill('100.00');
    const row = (label: string) =>
      calculator.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect.poll(() => row('You earn').textContent()).toBe(formatCents(earningsCents));
    expect(formatCents(earningsCents)).toBe('$91.70');
    expect(await row('Sale price').textContent()).toBe('$100.00');
    expect(await row('Seller fee').textContent()).toBe(formatCents(sellerFeeCents));
    expect(await row('Processing fee').textContent()).toBe(formatCents(processingFeeCents));
    await calculator.getByLabel('Item price').fill('');
    await expect.poll(() => row('You earn').textContent()).toBe('—');
    expect(await calculator.textContent()).not.toContain('NaN');

    await page.getByRole('link', { name: 'Sign in to start selling' }).first().click();
    await page.waitForURL(/\/login\?returnTo=%2Fstart-selling$/);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('a signed-in seller gets Create Listing and Import Your Closet, and the calculator on My Profile', async () => {
    const context = await newContext(browser, DESKTOP);
    await signInContext(context, app.baseUrl, 'anna@rethread.test');
    const page = await context.newPage();
    const problems = watchVisitorConsole(page);

    await page.goto(`${app.baseUrl}/start-selling`);
    await page.getByRole('link', { name: 'Import Your Closet' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Sign in to start selling' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Create Listing' }).first().click();
    await page.waitForURL(/\/create-listing$/);
    await page.getByRole('heading', { name: 'Create New Listing' }).waitFor();

    await page.goto(`${app.baseUrl}/?tab=profile`);
    await page.getByRole('tab', { name: 'My Profile' }).click();
    const calculator = page.getByRole('region', { name: 'Fee calculator' });
    await calculator.getByLabel('Item price').fill('10');
    await calculator.getByText(formatCents(computeFees(1000).earningsCents), { exact: true }).waitFor();
    expect(problems()).toEqual([]);
    await context.close();
  });
});
