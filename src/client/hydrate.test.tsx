// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './boot';
import { resetInitialData } from './lib/initial-data';
import { renderPage } from './server-entry';
import { stubListingFormBrowser } from './test/dom-stubs';
import { annaProfile, browsePage, listingDetail } from './test/fixtures';

let app: Root | undefined;

/** What the server sends: the page's markup in #root and the query answers beside it; then the browser starts. */
async function serveAndHydrate(
  url: string,
  initialData: Record<string, unknown>,
  tamper: (html: string) => string = (html) => html,
) {
  const rendered = await renderPage(url, { '/api/auth/user': null, ...initialData });
  // From here on this is the browser: first data comes from the document again.
  resetInitialData();
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<script type="application/json" id="rethread-query-state">${JSON.stringify(
    rendered.queryState,
  )}</script><div id="root">${tamper(rendered.html)}</div>`;
  const root = document.getElementById('root')!;
  const recoverable = vi.fn();
  const firstHeading = root.querySelector('main h1');
  await act(async () => {
    app = startApp(root, recoverable);
  });
  return { root, recoverable, firstHeading };
}

/**
 * What the browser logged. The server's renderer and the browser's share this test's one JavaScript
 * realm, which React's development build notices once per context ("multiple renderers"); a real
 * server and browser never share one.
 */
const browserErrors = () =>
  vi
    .mocked(console.error)
    .mock.calls.map((args) => args.map(String).join(' '))
    .filter((line) => !line.includes('multiple renderers concurrently rendering the same context'));

const isReacts = (node: Element | null) =>
  !!node && Object.keys(node).some((k) => k.startsWith('__reactFiber'));

beforeEach(() => {
  stubListingFormBrowser(() => '/uploads/abcdefghijklmnopqrstuv/1280.webp');
  vi.spyOn(console, 'error');
});
afterEach(() => {
  act(() => app?.unmount());
  app = undefined;
  cleanup();
  vi.restoreAllMocks();
  resetInitialData();
  document.body.innerHTML = '';
});

describe('a page the server rendered, in the browser', () => {
  it.each([
    ['/', { '/api/listings?limit=6': browsePage(6) }],
    ['/trending', { '/api/listings': browsePage(24) }],
    ['/listing/l1', { '/api/listings/l1': { listing: listingDetail() } }],
    ['/profile/anna_vintage', { '/api/users/handle/anna_vintage': { user: annaProfile } }],
  ])('%s hydrates without a mismatch, keeping the server\u2019s nodes', async (url, data) => {
    const { root, recoverable, firstHeading } = await serveAndHydrate(url, data);
    expect(firstHeading).not.toBeNull();
    await waitFor(() => expect(isReacts(root.querySelector('main h1'))).toBe(true));
    // The same element the server sent, now React's: hydrated, not thrown away and drawn again.
    expect(root.querySelector('main h1')).toBe(firstHeading);
    await waitFor(() => expect(document.documentElement.dataset.pageLive).toBe('true'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(browserErrors()).toEqual([]);
  });

  it('is drawn again, and says so, when its markup is not what the browser renders', async () => {
    const { root, recoverable, firstHeading } = await serveAndHydrate(
      '/listing/l1',
      { '/api/listings/l1': { listing: listingDetail() } },
      (html) => html.replace('>Barbour waxed jacket<', '>Something else<'),
    );
    await waitFor(() => expect(recoverable).toHaveBeenCalled());
    expect(root.querySelector('main h1')).not.toBe(firstHeading);
    expect(root.querySelector('main h1')?.textContent).toBe('Barbour waxed jacket');
  });
});
