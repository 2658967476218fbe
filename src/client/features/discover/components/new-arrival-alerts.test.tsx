// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderPage, renderToVisitor } from '../../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../../test/dom-stubs';
import { anna } from '../../../test/fixtures';
import { NewArrivalAlerts } from './new-arrival-alerts';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({}));
});
afterEach(cleanupPage);

const posts = () => requests.filter((r) => r.key === 'POST /api/saved-searches').map((r) => r.body);
const button = () => screen.findByRole('button', { name: 'Enable Notifications' });

describe("/new-arrivals' Enable Notifications", () => {
  it('saves the chosen category as a saved search and says what the person will hear of', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['POST /api/saved-searches'] = [
      () =>
        json(201, {
          savedSearch: {
            id: 's1',
            name: 'Jeans',
            query: { category: 'Jeans' },
            emailDigest: false,
            createdAt: '2026-11-24T10:00:00.000Z',
            url: '/trending?category=Jeans',
          },
        }),
    ];
    renderPage('/new-arrivals?category=Jeans', <NewArrivalAlerts category="Jeans" />);
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/auth/user'));
    fireEvent.click(await button());
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Notifications on for Jeans')).toBeTruthy();
    expect(posts()).toEqual([{ query: { category: 'Jeans' } }]);
  });

  it('asks for a category first, and saves nothing', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    renderPage('/new-arrivals', <NewArrivalAlerts category={undefined} />);
    fireEvent.click(await button());
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Choose a category first')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('asks a visitor to sign in, and saves nothing', async () => {
    await renderToVisitor(
      { routes, requests },
      '/new-arrivals?category=Jeans',
      <NewArrivalAlerts category="Jeans" />,
    );
    fireEvent.click(await button());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login Required')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
