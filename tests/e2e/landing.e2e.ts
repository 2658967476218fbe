import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, watchConsole, type RunningApp, useJourney } from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/**
 * Console problems on a page. A visitor's GET /api/auth/user answers 401 (the spec's "anonymous"),
 * which Chrome logs as a console error; that one is expected, any other 401 or error is not.
 */
function watchProblems(page: Page): () => string[] {
  const problems = watchConsole(page);
  const stray: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    if (/status of 401/.test(m.text()) && !/\/api\/auth\/user$/.test(url)) stray.push(`401: ${url}`);
  });
  return () => [...problems.filter((p) => !/status of 401 \(Unauthorized\)/.test(p)), ...stray];
}

describe('the landing page', () => {
  for (const [name, viewport] of [
    ['phone (390 px)', PHONE],
    ['desktop (1280 px)', DESKTOP],
  ] as const) {
    it(`renders for a visitor with no console errors on a ${name}`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchProblems(page);
      const response = await page.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);

      await page.getByRole('heading', { level: 1, name: /Buy and sell clothes/ }).waitFor();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      for (const label of ['Start Selling', 'Browse Items', 'View All Items']) {
        expect(await page.getByRole('link', { name: label, exact: true }).count()).toBeGreaterThan(0);
      }
      expect(await page.getByRole('link', { name: 'Browse Items' }).getAttribute('href')).toBe('/trending');
      expect(
        await page.getByRole('link', { name: 'Start Selling', exact: true }).first().getAttribute('href'),
      ).toBe('/start-selling');
      await page.getByRole('heading', { name: 'Popular right now' }).waitFor();
      for (const figure of ['10K+', '50K+', '70%', '92%'])
        await page.getByText(figure, { exact: true }).waitFor();
      // The carousel: five labelled slides, and a pause button that stops it.
      const carousel = page.getByRole('region', { name: 'Featured on Rethread' });
      expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(5);
      await carousel.getByRole('button', { name: 'Pause slides' }).click();
      await carousel.getByRole('button', { name: 'Play slides' }).waitFor();
      // Nothing sticks out sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await page.title()).toContain('Rethread');

      expect(problems()).toEqual([]);
      await context.close();
    });
  }

  it("the hero's Sign up opens the create-account form; 'Stay signed in' carries over", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    const signUp = page.getByRole('link', { name: 'Sign up', exact: true });
    const logIn = page.getByRole('link', { name: 'Log In', exact: true });
    expect(await signUp.getAttribute('href')).toBe('/login?mode=register');
    expect(await logIn.getAttribute('href')).toBe('/login');
    await page.getByRole('checkbox', { name: 'Stay signed in' }).click();
    expect(await signUp.getAttribute('href')).toBe('/login?mode=register&staySignedIn=true');
    expect(await logIn.getAttribute('href')).toBe('/login?staySignedIn=true');
    await signUp.click();
    await page.waitForURL(`${app.baseUrl}/login?mode=register&staySignedIn=true`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    // The login page presets its own box from the address.
    const box = page.getByRole('checkbox', { name: 'Stay signed in' });
    await box.waitFor();
    expect(await box.getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('a search from the navigation bar goes to the trending page', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('searchbox', { name: 'Search items' }).fill('  denim jacket ');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/trending?search=denim%20jacket`);
    await context.close();
  });

  it('an unknown address is a real 404 page', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const response = await page.goto(`${app.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
