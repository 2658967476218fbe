// @vitest-environment node
// A server has no window, document or storage: rendering here, outside a DOM, is what catches a
// component that reaches for them while rendering (hydrate.test.tsx then hydrates in a DOM).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './server-entry';
import { annaProfile, browsePage, listingDetail } from './test/fixtures';

const visitor = { '/api/auth/user': null };

beforeEach(() => {
  vi.spyOn(console, 'error');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** What the server logged while rendering (a component that threw logs 'server render:'). */
const renderErrors = () => vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(' '));

describe("a visitor's page rendered on the server", () => {
  it('renders a listing with its title, price and photo from the first data alone', async () => {
    const { html, unusedData, queryState } = await renderPage('/listing/l1', {
      ...visitor,
      '/api/listings/l1': { listing: listingDetail() },
    });
    expect(html).toContain('Barbour waxed jacket');
    expect(html).toContain('$89.00');
    expect(html).toContain('/uploads/abcdefghijklmnopqrstuv/640.webp');
    expect(unusedData).toEqual({});
    expect(queryState.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['/api/auth/user', '/api/listings/l1']),
    );
    expect(renderErrors()).toEqual([]);
  });

  it('renders what has no first data as loading, and keeps unused first data for the browser', async () => {
    const { html, unusedData, queryState } = await renderPage('/trending', {
      ...visitor,
      '/api/other': { kept: true },
    });
    expect(html).toContain('Trending');
    expect(html).not.toContain('href="/listing/l0"');
    expect(unusedData).toEqual({ '/api/other': { kept: true } });
    expect(queryState.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it('keeps every Suspense boundary in place: no script swaps content in (the CSP forbids inline scripts)', async () => {
    const { html } = await renderPage('/trending', { ...visitor, '/api/listings': browsePage(24) });
    expect(html).toContain('href="/listing/l23"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('escapes what people wrote', async () => {
    const { html } = await renderPage('/listing/l1', {
      ...visitor,
      '/api/listings/l1': { listing: listingDetail({ title: '<img src=x onerror=alert(1)> $` jacket' }) },
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; $` jacket');
  });

  it('keeps concurrent renders apart: each reads only its own first data', async () => {
    const [a, b] = await Promise.all([
      renderPage('/listing/l1', {
        ...visitor,
        '/api/listings/l1': { listing: listingDetail({ title: 'Coat A' }) },
      }),
      renderPage('/listing/l1', {
        ...visitor,
        '/api/listings/l1': { listing: listingDetail({ title: 'Coat B' }) },
      }),
    ]);
    expect(a.html).toContain('Coat A');
    expect(a.html).not.toContain('Coat B');
    expect(b.html).toContain('Coat B');
  });

  it.each([
    ['/', { '/api/listings?limit=6': browsePage(6) }],
    ['/trending', { '/api/listings': browsePage(24) }],
    ['/profile/anna_vintage', { '/api/users/handle/anna_vintage': { user: annaProfile } }],
    ['/new-arrivals', {}],
    ['/categories', {}],
    ['/live-shows', {}],
    ['/start-selling', {}],
    ['/help-center', {}],
    ['/safety', {}],
    ['/contact-us', {}],
    ['/terms-of-service', {}],
    ['/privacy', {}],
    ['/no-such-page', {}],
  ])('renders %s without a component failing on the server', async (url, data) => {
    const { html } = await renderPage(url, { ...visitor, ...data });
    expect(html).toContain('<main');
    expect(renderErrors()).toEqual([]);
  });
});
