// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage } from '#client/test/dom-stubs';
import { freshLivePage } from '#client/test/fake-event-source';
import { renderPage } from '#client/test/render-page';
import MessagesPage from './messages-page';
import { anna, conversation, inboxPage, message, sam } from './test-support';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;

beforeEach(() => {
  ({ routes } = freshLivePage(sam));
});

afterEach(cleanupPage);

const leo = { id: 'leo', handle: 'leo_threads', displayName: 'Leo Park', avatarUrl: null };
const withAnna = conversation({
  id: 'c1',
  unreadCount: 2,
  lastMessage: message({ body: 'Yes, still here!\nWant more photos?', senderId: anna.id }),
});
const withLeo = conversation({
  id: 'c2',
  otherUser: leo,
  role: 'seller',
  about: {
    kind: 'order',
    listingId: 'l2',
    orderId: 'o2',
    title: 'Silk scarf',
    imageUrl: null,
    url: '/orders',
  },
  lastMessage: message({ conversationId: 'c2', body: 'Shipped it today', senderId: sam.id }),
});
const older = conversation({ id: 'c3', otherUser: { ...leo, id: 'priya', displayName: 'Priya N' } });

describe('/messages', () => {
  it('lists conversations newest first with who, what about, the first line and the unread count; loads more', async () => {
    routes['GET /api/conversations'] = [
      () => json(200, inboxPage([withAnna, withLeo], { nextCursor: 'n2' })),
    ];
    routes['GET /api/conversations?cursor=n2'] = [() => json(200, inboxPage([older]))];
    renderPage('/messages', <MessagesPage />);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = () => within(list).getAllByRole('link');
    expect(rows()).toHaveLength(2);
    const first = rows()[0]!;
    expect(first.getAttribute('href')).toBe('/messages/c1');
    expect(first.textContent).toContain('Anna Kim');
    expect(first.textContent).toContain('Denim jacket');
    expect(first.textContent).toContain('Yes, still here!');
    expect(first.textContent).not.toContain('Want more photos?');
    expect(first.textContent).toContain('2 unread');
    expect(rows()[1]!.textContent).toContain('You: Shipped it today');
    expect(rows()[1]!.textContent).toContain('Silk scarf');
    expect(rows()[1]!.textContent).not.toContain('unread');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]!.textContent).toContain('Priya N');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are none', async () => {
    routes['GET /api/conversations'] = [() => json(200, inboxPage([]))];
    renderPage('/messages', <MessagesPage />);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Items' }).getAttribute('href')).toBe('/trending');
  });

  it('offers to try again when the inbox cannot be loaded', async () => {
    routes['GET /api/conversations'] = [
      () => json(500, { error: 'Internal Server Error', code: 'INTERNAL' }),
      () => json(200, inboxPage([withLeo])),
    ];
    renderPage('/messages', <MessagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
  });
});
