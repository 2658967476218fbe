// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedSearchMessages } from '#shared/saved-searches';
import { json, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderPage, renderToVisitor } from '../../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../../test/dom-stubs';
import { anna } from '../../../test/fixtures';
import SaveSearchButton, { savedQueryOf } from './save-search-button';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({}));
});
afterEach(cleanupPage);

const SEARCH = "search=levi's+501&category=Jeans&sizes=M,S&sort=newest";
const posts = () => requests.filter((r) => r.key === 'POST /api/saved-searches').map((r) => r.body);
const saved = {
  id: 's1',
  name: "levi's 501",
  query: { search: "levi's 501" },
  emailDigest: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  url: '/trending?search=levi%27s+501',
};

describe('savedQueryOf', () => {
  it('keeps the saved-search fields of the URL, drops the rest, and turns a price preset into dollars', () => {
    expect(savedQueryOf(SEARCH)).toEqual({ search: "levi's 501", category: 'Jeans', sizes: 'M,S' });
    expect(savedQueryOf('category=all&sort=popular')).toEqual({});
    expect(savedQueryOf('priceRange=under-25')).toEqual({ maxPrice: '24.99' });
    expect(savedQueryOf('priceRange=50-100')).toEqual({ minPrice: '50', maxPrice: '99.99' });
    expect(savedQueryOf('priceRange=over-500')).toEqual({ minPrice: '500' });
    expect(savedQueryOf('priceRange=under-25&minPrice=3')).toEqual({ minPrice: '3' });
  });
});

describe('Save this search', () => {
  it('saves the current search and says so', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['POST /api/saved-searches'] = [() => json(201, { savedSearch: saved })];
    renderPage(`/trending?${SEARCH}`, <SaveSearchButton search={SEARCH} />);
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/auth/user'));
    fireEvent.click(await screen.findByRole('button', { name: savedSearchMessages.saveThisSearch }));
    // At once, before the server answers.
    expect((screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement).disabled).toBe(true);
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(savedSearchMessages.saved)).toBeTruthy();
    expect(within(toasts).getByText(savedSearchMessages.savedDescription)).toBeTruthy();
    expect(posts()).toEqual([{ query: { search: "levi's 501", category: 'Jeans', sizes: 'M,S' } }]);
  });

  it('offers "E-mail me new matches" right after Saved, on, and switches it off', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['POST /api/saved-searches'] = [() => json(201, { savedSearch: saved })];
    routes['PATCH /api/saved-searches/s1'] = [
      () => json(200, { savedSearch: { ...saved, emailDigest: false } }),
    ];
    renderPage(`/trending?${SEARCH}`, <SaveSearchButton search={SEARCH} />);
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/auth/user'));
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: savedSearchMessages.saveThisSearch }));
    const digest = await screen.findByRole('switch', { name: savedSearchMessages.emailSwitch });
    expect(digest.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(digest);
    await waitFor(() => expect(digest.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() =>
      expect(requests.filter((r) => r.key === 'PATCH /api/saved-searches/s1').map((r) => r.body)).toEqual([
        { emailDigest: false },
      ]),
    );
  });

  it('shows a refusal as a toast and gives the button back; an already saved search reads Saved with a note', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['POST /api/saved-searches'] = [
      () => json(409, { error: savedSearchMessages.tooMany, code: 'CONFLICT' }),
      () => json(409, { error: savedSearchMessages.alreadySaved, code: 'CONFLICT' }),
    ];
    renderPage(`/trending?${SEARCH}`, <SaveSearchButton search={SEARCH} />);
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/auth/user'));
    fireEvent.click(await screen.findByRole('button', { name: savedSearchMessages.saveThisSearch }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(savedSearchMessages.tooMany)).toBeTruthy();
    const button = await screen.findByRole('button', { name: savedSearchMessages.saveThisSearch });
    expect((button as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button);
    // The toasts' region is a status too: the note is the one beside the button.
    const note = (await screen.findByText(new RegExp(savedSearchMessages.alreadySaved))).closest('p')!;
    expect(note.getAttribute('role')).toBe('status');
    expect(within(note).getByRole('link', { name: 'Your saved searches' }).getAttribute('href')).toBe(
      '/saved-searches',
    );
    expect((screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a visitor to sign in, and saves nothing', async () => {
    await renderToVisitor({ routes, requests }, `/trending?${SEARCH}`, <SaveSearchButton search={SEARCH} />);
    fireEvent.click(await screen.findByRole('button', { name: savedSearchMessages.saveThisSearch }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login Required')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toContain(
      encodeURIComponent('/trending?'),
    );
    expect(posts()).toEqual([]);
  });

  it('is not shown when there is nothing to save', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    renderPage('/trending?sort=popular', <SaveSearchButton search="sort=popular" />);
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/auth/user'));
    expect(screen.queryByRole('button', { name: savedSearchMessages.saveThisSearch })).toBeNull();
  });
});
