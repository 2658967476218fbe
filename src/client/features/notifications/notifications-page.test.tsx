// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_LABELS } from '#shared/notifications';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '#client/test/dom-stubs';
import { renderPage } from '#client/test/render-page';
import NotificationsPage from './notifications-page';
import { notification, page, sam } from './test-support';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const offer = notification({ title: 'New offer on Denim jacket' });
const sale = notification({
  title: 'You sold Silk scarf',
  type: 'sale_made',
  readAt: new Date().toISOString(),
});
const older = notification({
  title: 'Your import finished',
  type: 'import_finished',
  readAt: new Date().toISOString(),
});

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, sam)],
    'GET /api/notification-preferences': [() => json(200, { email: NOTIFICATION_EMAIL_DEFAULTS })],
  }));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(cleanupPage);

const renderAt = () => renderPage('/notifications', <NotificationsPage />);

describe('/notifications', () => {
  it('lists newest first with the unread ones marked, and loads more', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([offer, sale], { nextCursor: 'c2' }))];
    routes['GET /api/notifications?cursor=c2'] = [() => json(200, page([older], { unreadCount: 1 }))];
    renderAt();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = () =>
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(items()).toEqual([
      expect.stringMatching(/^Unread: New offer on Denim jacket/),
      expect.stringMatching(/^You sold Silk scarf/),
    ]);
    expect(screen.getByText('1 unread')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]).toMatch(/^Your import finished/);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks all as read', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([offer, sale]))];
    routes['POST /api/notifications/read'] = [
      () => {
        routes['GET /api/notifications'] = [
          () => json(200, page([{ ...offer, readAt: offer.createdAt }, sale])),
        ];
        return json(200, { unreadCount: 0 });
      },
    ];
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
    expect(screen.queryByText(/^Unread:/)).toBeNull();
    expect(requests.find((r) => r.key === 'POST /api/notifications/read')?.body).toEqual({ all: true });
  });

  it('says so when there are none', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([]))];
    renderAt();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('saves an e-mail preference with one switch and says so', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([]))];
    routes['PUT /api/notification-preferences'] = [
      (body) =>
        json(200, { email: { ...NOTIFICATION_EMAIL_DEFAULTS, ...(body as { email: object }).email } }),
    ];
    renderAt();
    const toggle = await screen.findByRole('switch', { name: NOTIFICATION_LABELS.liked_price_drop });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByRole('switch', { name: NOTIFICATION_LABELS.sale_made }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(requests.find((r) => r.key === 'PUT /api/notification-preferences')?.body).toEqual({
      email: { liked_price_drop: true },
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('puts the switch back when saving fails', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([]))];
    routes['PUT /api/notification-preferences'] = [
      () => json(400, { error: 'Each e-mail preference must be true or false', code: 'VALIDATION_ERROR' }),
    ];
    renderAt();
    const toggle = await screen.findByRole('switch', { name: NOTIFICATION_LABELS.sale_made });
    fireEvent.click(toggle);
    expect(await screen.findByText('Failed to save preferences')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
