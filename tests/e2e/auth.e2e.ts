import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, watchConsole, type RunningApp, useJourney } from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/**
 * Console problems a journey did not expect. Chrome logs every 4xx fetch as a console error: the
 * anonymous 401 from GET /api/auth/user is the spec's "not signed in" answer, and the wrong-password
 * 401 from POST /api/auth/login is this journey's own doing. Any other 401 still fails the test.
 */
function watchProblems(page: Page): () => string[] {
  const problems = watchConsole(page);
  const stray: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    if (/status of 401/.test(m.text()) && !/\/api\/auth\/(user|login)$/.test(url)) stray.push(`401: ${url}`);
  });
  return () => [...problems.filter((p) => !/status of 401 \(Unauthorized\)/.test(p)), ...stray];
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

describe('signing up and in', () => {
  it('a newcomer registers, sees their @handle, logs out and logs back in', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const email = `newcomer.${Date.now()}@example.com`;
    const password = 'correct horse 42';

    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your account' }).isVisible())
      .toBe(true);
    await fillCredentials(page, email, password);
    // The show/hide control reveals what was typed, and hides it again.
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Account created successfully!', { exact: true }).waitFor();
    await page.waitForURL(`${app.baseUrl}/`);
    const me = await page.request.get(`${app.baseUrl}/api/auth/user`);
    expect(me.status()).toBe(200);
    const { handle } = (await me.json()) as { handle: string };
    const profileLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: `@${handle}` });
    await profileLink.waitFor();
    expect(await profileLink.getAttribute('href')).toBe(`/profile/${handle}`);
    await page.getByRole('tab', { name: 'Trending Items' }).waitFor();

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect((await page.request.get(`${app.baseUrl}/api/auth/user`)).status()).toBe(401);
    await page.getByRole('heading', { name: /Buy and sell clothes/ }).waitFor();

    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
    await fillCredentials(page, email, password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Successfully logged in!', { exact: true }).waitFor();
    await page.waitForURL(`${app.baseUrl}/`);
    await profileLink.waitFor();

    expect(problems()).toEqual([]);
    await context.close();
  });

  it('a wrong password shows "Invalid email or password" and keeps the person on /login', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${app.baseUrl}/login?returnTo=%2Foffers`);
    // The spec's client-side messages come first, without a request.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await fillCredentials(page, 'anna@rethread.test', 'not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await page.request.get(`${app.baseUrl}/api/auth/user`)).status()).toBe(401);

    // The right password goes where the person was headed.
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.baseUrl}/offers`);

    expect(problems()).toEqual([]);
    await context.close();
  });
});
