// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { NavBar } from './nav-bar';
import { anna } from '../../test/fixtures';
import { cleanupPage } from '../../test/dom-stubs';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => stubFetch({ 'GET /api/auth/user': [() => json(200, anna)] }, []));
afterEach(cleanupPage);

describe('the signed-in navigation', () => {
  it('reaches Orders, Likes and Settings from the account menu, keeping the spec items', async () => {
    const memory = renderPage('/trending', <NavBar />);
    const toggle = await screen.findByRole('button', { name: 'Account menu' });
    // The spec's items stay: @handle to the profile, Offers, Sell, Logout.
    expect(screen.getByRole('link', { name: '@anna_vintage' }).getAttribute('href')).toBe(
      '/profile/anna_vintage',
    );
    expect(screen.getByRole('link', { name: 'Offers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/api/logout');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['Orders', '/orders'],
        ['Likes', '/likes'],
        ['Settings', '/settings'],
      ]),
    );

    fireEvent.click(within(menu).getByRole('link', { name: 'Orders' }));
    expect(memory.history.at(-1)).toBe('/orders');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('closes the menu on Escape, returning focus to its button', async () => {
    renderPage('/trending', <NavBar />);
    const toggle = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('navigation', { name: 'Account' }), { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
