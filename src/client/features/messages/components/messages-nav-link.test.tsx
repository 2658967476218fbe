// @vitest-environment jsdom
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage } from '#client/test/dom-stubs';
import { expectNothingForVisitor, FakeEventSource, freshLivePage } from '#client/test/fake-event-source';
import { renderPage } from '#client/test/render-page';
import MessagesPage from '../messages-page';
import { conversation, inboxPage, message, messagePage, sam } from '../test-support';
import { MessagesNavLink } from './messages-nav-link';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  ({ routes, requests } = freshLivePage(sam));
});

afterEach(cleanupPage);

describe('the Messages entry in the navigation', () => {
  it('is not shown to a visitor and opens no stream', async () => {
    await expectNothingForVisitor({ routes, requests }, <MessagesNavLink />);
  });

  it('shows the unread total and follows the live events without a reload', async () => {
    // What the server would answer a refetch: the unread total as it stands.
    let total = 2;
    routes['GET /api/conversations'] = [() => json(200, inboxPage([conversation({ unreadCount: total })]))];
    renderPage('/', <MessagesNavLink />);
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(within(link).getByTestId('messages-badge').textContent).toBe('2');

    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/conversations/events');
    act(() => stream.open());
    total = 3;
    act(() => stream.send({ unreadCount: 3, message: message() }));
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    total = 0;
    act(() => stream.send({ unreadCount: 0 }));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    // Not a message event: ignored.
    act(() => stream.send({ hello: 'world' }));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  // Opening the stream again when the server closes it is live-stream.ts's, tested there.
  it('shares one stream with an open conversation, and closes it when the last one goes', async () => {
    routes['GET /api/conversations'] = [() => json(200, inboxPage([conversation()]))];
    routes['GET /api/conversations/c1/messages'] = [() => json(200, messagePage(conversation(), []))];
    renderPage(
      '/messages/c1',
      <>
        <MessagesNavLink />
        <Route path="/messages/:id">
          <MessagesPage />
        </Route>
      </>,
    );
    await screen.findByRole('textbox', { name: 'Message' });
    expect(FakeEventSource.opened).toHaveLength(1);
    cleanup();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
