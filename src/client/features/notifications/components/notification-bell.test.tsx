// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage } from '#client/test/dom-stubs';
import { expectNothingForVisitor, FakeEventSource, freshLivePage } from '#client/test/fake-event-source';
import { renderPage } from '#client/test/render-page';
import { notification, page, sam } from '../test-support';
import { NotificationBell } from './notification-bell';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  ({ routes, requests } = freshLivePage(sam));
});

afterEach(cleanupPage);

const offer = notification({ title: 'New offer on Denim jacket' });
const sale = notification({ title: 'You sold Silk scarf', type: 'sale_made', url: '/orders?tab=sales' });

describe('the notification bell', () => {
  it('is not shown to a visitor and opens no stream', async () => {
    await expectNothingForVisitor({ routes, requests }, <NotificationBell />);
  });

  it('shows the unread count and updates it when an event arrives, without a reload', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([offer])), () => json(200, page([sale, offer]))];
    renderPage('/', <NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('1');

    expect(FakeEventSource.opened).toHaveLength(1);
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/notifications/events');
    act(() => stream.open());
    act(() => stream.send({ unreadCount: 2, notification: sale }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('You sold Silk scarf'),
      expect.stringContaining('New offer on Denim jacket'),
    ]);
  });

  it('marks all read from the popover and drops the badge', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([sale, offer]))];
    routes['POST /api/notifications/read'] = [() => json(200, { unreadCount: 0 })];
    renderPage('/', <NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    routes['GET /api/notifications'] = [
      () => json(200, page([sale, offer].map((n) => ({ ...n, readAt: n.createdAt })))),
    ];
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(requests.find((r) => r.key === 'POST /api/notifications/read')?.body).toEqual({ all: true });
  });

  it('marks one read when it is opened and goes to its page', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([sale, offer]))];
    routes['POST /api/notifications/read'] = [
      () => {
        routes['GET /api/notifications'] = [
          () => json(200, page([{ ...sale, readAt: sale.createdAt }, offer])),
        ];
        return json(200, { unreadCount: 1 });
      },
    ];
    const memory = renderPage('/', <NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /You sold Silk scarf/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.key === 'POST /api/notifications/read')?.body).toEqual({
        ids: [sale.id],
      }),
    );
    expect(memory.history.at(-1)).toBe('/orders?tab=sales');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  // Opening the stream again when the server closes it is live-stream.ts's, tested there.
  it('closes its stream when it unmounts', async () => {
    routes['GET /api/notifications'] = [() => json(200, page([]))];
    renderPage('/', <NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(FakeEventSource.opened).toHaveLength(1);
    cleanup();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
