// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ROUTE_PATTERNS } from '../../shared/routes';
import { AppRouter } from './router';
import { appRoutes } from './routes';
import { renderPage } from '../test/render-page';
import { anna } from '../test/fixtures';
import { cleanupPage } from '../test/dom-stubs';

let signedIn = false;

beforeEach(() => {
  signedIn = false;
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/user') {
        return signedIn
          ? new Response(JSON.stringify(anna), { status: 200 })
          : new Response('{"error":"You need to be signed in","code":"UNAUTHENTICATED"}', { status: 401 });
      }
      throw new Error(`unexpected request ${url}`);
    }),
  );
});

afterEach(cleanupPage);

const renderAt = (path: string) => renderPage(path, <AppRouter />);

describe('route table', () => {
  it('covers every client route the server answers with 200, and nothing else', () => {
    expect(appRoutes.map((r) => r.path).sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });

  it('shows a visitor the sign-in prompt on an account page, returning there afterwards', async () => {
    renderAt('/orders?tab=sales');
    const link = await screen.findByRole('link', { name: 'Sign in or create an account' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Forders%3Ftab%3Dsales');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Forders%3Ftab%3Dsales',
    );
  });

  it('shows a signed-in person the page, with their @handle, Offers and Logout in the nav', async () => {
    signedIn = true;
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '@anna_vintage' }).getAttribute('href')).toBe(
      '/profile/anna_vintage',
    );
    expect(screen.getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/offers');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/api/logout');
  });

  it('keeps Offers out of a visitor’s nav and shows public pages without waiting', async () => {
    renderAt('/trending');
    expect(await screen.findByRole('heading', { name: 'Trending Items' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Offers' })).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Categories' }).getAttribute('href')).toBe('/trending?category=all');
    expect(nav.getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/trending');
    expect(nav.getByRole('link', { name: 'Sell' }).getAttribute('href')).toBe('/create-listing');
    expect(nav.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/import');
  });

  it('answers an unknown path with a real Page not found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Rethread');
  });

  it('treats a trailing slash as the same page', async () => {
    renderAt('/trending/?search=boots');
    expect(
      await screen.findByRole('heading', { name: 'Search Results for "boots"' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
