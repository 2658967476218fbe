// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedSearchMessages, type SavedSearch } from '#shared/saved-searches';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage, renderToVisitor } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { anna } from '../../test/fixtures';
import SavedSearchesPage, { filtersSummary } from './saved-searches-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({}));
});
afterEach(cleanupPage);

const levis: SavedSearch = {
  id: 's1',
  name: "levi's 501",
  query: { search: "levi's 501", category: 'Jeans', sizes: 'M,S', maxPrice: '80' },
  emailDigest: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  url: '/trending?search=levi%27s+501&category=Jeans&maxPrice=80&sizes=M%2CS',
};
const shoes: SavedSearch = {
  id: 's2',
  name: 'Shoes',
  query: { category: 'Shoes' },
  emailDigest: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  url: '/trending?category=Shoes',
};

describe('/saved-searches', () => {
  it('lists each search with its link, filters and e-mail digest, and deletes one', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['GET /api/saved-searches'] = [() => json(200, { savedSearches: [levis, shoes] })];
    routes['DELETE /api/saved-searches/s1'] = [() => new Response(null, { status: 204 })];
    renderPage('/saved-searches', <SavedSearchesPage />);
    const link = await screen.findByRole('link', { name: "levi's 501" });
    expect(link.getAttribute('href')).toBe(levis.url);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Jeans · Size M, S · Up to $80');
    const levisSwitch = screen.getByRole('switch', { name: "E-mail me new matches: levi's 501" });
    const shoesSwitch = screen.getByRole('switch', { name: 'E-mail me new matches: Shoes' });
    expect(levisSwitch.getAttribute('aria-checked')).toBe('true');
    expect(shoesSwitch.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: "Delete saved search levi's 501" }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(savedSearchMessages.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: "levi's 501" })).toBeNull());
    expect(screen.getByRole('link', { name: 'Shoes' })).toBeTruthy();
    expect(requests.map((r) => r.key)).toContain('DELETE /api/saved-searches/s1');
  });

  it("switches a search's e-mail, and puts the switch back when the server refuses", async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    // The refusal makes the list read again: the server's word (switched on) wins.
    routes['GET /api/saved-searches'] = [
      () => json(200, { savedSearches: [levis, shoes] }),
      () => json(200, { savedSearches: [levis, { ...shoes, emailDigest: true }] }),
    ];
    routes['PATCH /api/saved-searches/s2'] = [
      () => json(200, { savedSearch: { ...shoes, emailDigest: true } }),
      () => json(404, { error: savedSearchMessages.notFound, code: 'NOT_FOUND' }),
    ];
    renderPage('/saved-searches', <SavedSearchesPage />);
    const shoesSwitch = await screen.findByRole('switch', { name: 'E-mail me new matches: Shoes' });
    fireEvent.click(shoesSwitch);
    await waitFor(() => expect(shoesSwitch.getAttribute('aria-checked')).toBe('true'));
    const patches = () => requests.filter((r) => r.key === 'PATCH /api/saved-searches/s2');
    await waitFor(() => expect(patches().map((r) => r.body)).toEqual([{ emailDigest: true }]));

    fireEvent.click(shoesSwitch);
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(savedSearchMessages.notFound)).toBeTruthy();
    await waitFor(() => expect(shoesSwitch.getAttribute('aria-checked')).toBe('true'));
    expect(patches().map((r) => r.body)).toEqual([{ emailDigest: true }, { emailDigest: false }]);
  });

  it('says what to do when there are none', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['GET /api/saved-searches'] = [() => json(200, { savedSearches: [] })];
    renderPage('/saved-searches', <SavedSearchesPage />);
    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
  });

  it('asks a visitor to sign in and reads nothing', async () => {
    await renderToVisitor({ routes, requests }, '/saved-searches', <SavedSearchesPage />);
    expect(await screen.findByText('Sign in to continue')).toBeTruthy();
    expect(requests.map((r) => r.key)).not.toContain('GET /api/saved-searches');
  });
});

describe('filtersSummary', () => {
  it('names the filters, not the words', () => {
    expect(filtersSummary({ search: 'x' })).toBe('');
    expect(filtersSummary({ color: 'Black', minPrice: '10', maxPrice: '20' })).toBe('Black · $10–$20');
    expect(filtersSummary({ minPrice: '10' })).toBe('From $10');
  });
});
