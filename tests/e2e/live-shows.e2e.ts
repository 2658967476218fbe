import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  newContext,
  signInContext,
  watchConsole,
  type RunningApp,
  useJourney,
} from './harness';

let app: RunningApp;
let browser: Browser;
useJourney((started) => ({ app, browser } = started));

/** "2026-11-24T19:30" in this machine's zone, which is also the browser's. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// Well under the 5-second polling fallback: a question that arrives this fast came over the stream.
const LIVE_MS = 3_000;

describe('live show journey', () => {
  it('a host schedules and goes live; a viewer’s question reaches the host without a reload', async () => {
    const hostContext = await newContext(browser, DESKTOP);
    await signInContext(hostContext, app.baseUrl, 'leo@rethread.test');
    const host = await hostContext.newPage();
    const hostProblems = watchConsole(host);

    await host.goto(`${app.baseUrl}/live-shows`);
    await host.getByRole('heading', { name: 'Live Shows', level: 1 }).waitFor();
    // The demo data has a show on air and one coming up.
    await host.getByText('Sneaker Sunday: rare pairs under $100').waitFor();

    // Required fields first, with the spec's message.
    await host.getByRole('button', { name: 'Schedule Show' }).click();
    await host.getByText('Please fill in all required fields').first().waitFor();

    const title = 'Leo’s E2E Workwear Live';
    await host.getByLabel('Show title *').fill(title);
    await host.getByLabel('Date & time *').fill(localInput(new Date(Date.now() + 10 * 60_000)));
    await host.getByLabel('Stream URL (optional)').fill('not a link');
    await host.getByRole('button', { name: 'Schedule Show' }).click();
    await host.getByText('Stream URL must be a valid https:// link').waitFor();
    await host.getByLabel('Stream URL (optional)').fill('https://stream.example.com/leo');
    await host.getByRole('button', { name: 'Schedule Show' }).click();
    await host.getByText('Live show scheduled successfully!').first().waitFor();

    await host.getByRole('link', { name: new RegExp(title) }).click();
    await host.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await host.getByRole('link', { name: 'Watch stream' }).getAttribute('href')).toBe(
      'https://stream.example.com/leo',
    );
    await host.getByRole('button', { name: 'Go Live' }).click();
    await host.getByRole('button', { name: 'End Show' }).waitFor();
    await host.getByText('LIVE', { exact: true }).waitFor();
    const showUrl = host.url();

    // A second person, on a phone, joins and asks.
    const viewerContext = await newContext(browser, PHONE);
    await signInContext(viewerContext, app.baseUrl, 'sam@rethread.test');
    const viewer = await viewerContext.newPage();
    const viewerProblems = watchConsole(viewer);
    await viewer.goto(showUrl);
    await viewer.getByRole('heading', { name: title, level: 1 }).waitFor();
    await viewer.getByText('Live updates').waitFor();
    // Both open pages are counted as viewers, on both screens.
    await host.getByText('2 watching').waitFor({ timeout: LIVE_MS });

    const question = 'Do the chore jackets run large?';
    await viewer.getByLabel('Ask the host a question').fill(`   ${question}  `);
    await viewer.getByRole('button', { name: 'Ask Question' }).click();
    await viewer.getByText(question).waitFor();
    await host.getByText(question).waitFor({ timeout: LIVE_MS });
    await host.getByText('@sam_shops').waitFor();

    // Ending the show closes the ask box on the viewer's screen, again without a reload.
    await host.getByRole('button', { name: 'End Show' }).click();
    await viewer.getByText('Ended', { exact: true }).waitFor({ timeout: LIVE_MS });
    await viewer.getByText('This show has ended and is no longer taking questions.').waitFor();
    expect(await viewer.getByLabel('Ask the host a question').count()).toBe(0);

    expect(hostProblems).toEqual([]);
    expect(viewerProblems).toEqual([]);
    await viewerContext.close();
    await hostContext.close();
  });

  it('a visitor can watch but is asked to log in before asking or scheduling', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/live-shows`);
    await page.getByRole('link', { name: /Sneaker Sunday/ }).click();
    await page.getByRole('heading', { name: 'Sneaker Sunday: rare pairs under $100', level: 1 }).waitFor();
    await page.getByText('Are the Jordans deadstock or worn?').waitFor();
    await page.getByRole('link', { name: 'Log In to Ask' }).waitFor();
    expect(await page.getByLabel('Ask the host a question').count()).toBe(0);

    await page.goto(`${app.baseUrl}/live-shows`);
    await page.getByLabel('Show title *').fill('Visitor show');
    await page.getByLabel('Date & time *').fill(localInput(new Date(Date.now() + 60 * 60_000)));
    await page.getByRole('button', { name: 'Schedule Show' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please log in to schedule a show' }).waitFor();
    await context.close();
  });
});
