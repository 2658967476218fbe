// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageMessages } from '#shared/messages';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '#client/test/dom-stubs';
import { listingCard } from '#client/test/fixtures';
import { renderPage } from '#client/test/render-page';
import { MessageSellerButton, OrderMessageButton } from './message-buttons';
import { conversation, message } from './messages.fixtures';
import { ProfileMessageButton } from './profile-message-button';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam_shops', bio: '', profileImageUrl: null };
const listing = { id: 'l1', title: 'Denim jacket', sellerId: 'anna', seller: { handle: 'anna_vintage' } };
const opened = () =>
  json(201, { conversation: conversation({ id: 'c9' }), message: message({ conversationId: 'c9' }) });

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, sam)],
    'GET /api/conversations': [() => json(200, { conversations: [], nextCursor: null, unreadCount: 0 })],
  }));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(cleanupPage);

const sent = (key: string) => requests.filter((r) => r.key === key);
/** The button once we know who is asking (it waits for that, disabled). */
const ready = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('Message seller on a listing', () => {
  it('writes the first message in a small dialog, then goes to the conversation', async () => {
    routes['POST /api/conversations'] = [opened];
    const memory = renderPage('/listing/l1', <MessageSellerButton listing={listing} />);
    fireEvent.click(await ready('Message seller'));
    const dialog = await screen.findByRole('dialog', { name: 'Message @anna_vintage' });
    expect(dialog.textContent).toContain('Denim jacket');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(messageMessages.bodyRequired);
    expect(sent('POST /api/conversations')).toHaveLength(0);

    const box = within(dialog).getByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: '  Does it run small?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(memory.history.at(-1)).toBe('/messages/c9'));
    expect(sent('POST /api/conversations')[0]?.body).toEqual({
      listingId: 'l1',
      body: '  Does it run small?  ',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s reason inside the dialog and keeps the text', async () => {
    routes['POST /api/conversations'] = [
      () => json(400, { error: messageMessages.listingUnavailable, code: 'VALIDATION_ERROR' }),
    ];
    renderPage('/listing/l1', <MessageSellerButton listing={listing} />);
    fireEvent.click(await ready('Message seller'));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messageMessages.listingUnavailable);
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('asks a visitor to sign in, and is not shown to the seller', async () => {
    routes['GET /api/auth/user'] = [() => json(401, { error: 'You need to be signed in' })];
    renderPage('/listing/l1', <MessageSellerButton listing={listing} />);
    fireEvent.click(await ready('Message seller'));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Flisting%2Fl1',
    );
    cleanupPage();

    ({ routes, requests } = freshFakeApi({
      'GET /api/auth/user': [() => json(200, { ...sam, id: 'anna' })],
    }));
    renderPage('/listing/l1', <MessageSellerButton listing={listing} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Message seller' })).toBeNull());
  });
});

describe('Message buyer on an order', () => {
  it('opens the conversation about the order', async () => {
    routes['POST /api/conversations'] = [opened];
    const order = { id: 'o1', listing: { title: 'Silk scarf' }, counterparty: { handle: 'sam_shops' } };
    const memory = renderPage('/orders?tab=sales', <OrderMessageButton order={order} role="seller" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Message buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message @sam_shops' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Shipping tomorrow!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/messages/c9'));
    expect(sent('POST /api/conversations')[0]?.body).toEqual({ orderId: 'o1', body: 'Shipping tomorrow!' });
  });
});

describe('Message on a profile', () => {
  const anna = { id: 'anna', handle: 'anna_vintage' };

  it('opens the conversation there already is with this person', async () => {
    routes['GET /api/conversations?withUser=anna'] = [
      () => json(200, { conversations: [conversation({ id: 'c4' })], nextCursor: null, unreadCount: 0 }),
    ];
    const memory = renderPage('/profile/anna_vintage', <ProfileMessageButton profile={anna} />);
    fireEvent.click(await ready('Message'));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/messages/c4'));
  });

  it('otherwise lets the person pick which listing to ask about', async () => {
    routes['GET /api/conversations?withUser=anna'] = [
      () => json(200, { conversations: [], nextCursor: null, unreadCount: 0 }),
    ];
    routes['GET /api/listings?sellerId=anna&sort=newest'] = [
      () =>
        json(200, {
          listings: [
            listingCard({ id: 'l1', title: 'Denim jacket' }),
            listingCard({ id: 'l2', title: 'Wool coat' }),
            listingCard({ id: 'l3', title: 'Sold boots', isSold: true }),
          ],
          nextCursor: null,
          total: 3,
        }),
    ];
    routes['POST /api/conversations'] = [opened];
    const memory = renderPage('/profile/anna_vintage', <ProfileMessageButton profile={anna} />);
    fireEvent.click(await ready('Message'));
    const dialog = await screen.findByRole('dialog', { name: 'Message @anna_vintage' });
    const group = await within(dialog).findByRole('group', { name: 'Which item is it about?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(group).getByRole('radio', { name: /Wool coat/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Is the coat lined?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/messages/c9'));
    expect(sent('POST /api/conversations')[0]?.body).toEqual({ listingId: 'l2', body: 'Is the coat lined?' });
  });

  it('says there is nothing to message about when the seller has nothing for sale', async () => {
    routes['GET /api/conversations?withUser=anna'] = [
      () => json(200, { conversations: [], nextCursor: null, unreadCount: 0 }),
    ];
    routes['GET /api/listings?sellerId=anna&sort=newest'] = [
      () => json(200, { listings: [], nextCursor: null, total: 0 }),
    ];
    renderPage('/profile/anna_vintage', <ProfileMessageButton profile={anna} />);
    fireEvent.click(await ready('Message'));
    expect(await screen.findByText(/nothing to message them about yet/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
