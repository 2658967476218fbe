// @vitest-environment jsdom
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { messageMessages } from '#shared/messages';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage } from '#client/test/dom-stubs';
import { FakeEventSource, freshLivePage } from '#client/test/fake-event-source';
import { renderPage } from '#client/test/render-page';
import MessagesPage from '../messages-page';
import { anna, conversation, inboxPage, message, messagePage, sam } from '../test-support';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const hello = message({ body: 'Hi! Is it still available?', senderId: sam.id });
const reply = message({ body: 'Yes!\nIt fits like a US 8.', senderId: anna.id });
const open = conversation({ unreadCount: 1, lastMessage: reply });

beforeEach(() => {
  ({ routes, requests } = freshLivePage(sam, {
    'GET /api/conversations': [() => json(200, inboxPage([open]))],
    'POST /api/conversations/c1/read': [() => json(200, { unreadCount: 0 })],
  }));
});

afterEach(cleanupPage);

const renderAt = () =>
  renderPage(
    '/messages/c1',
    <Route path="/messages/:id">
      <MessagesPage />
    </Route>,
  );
const sent = (key: string) => requests.filter((r) => r.key === key);
const bubbles = async () =>
  (await within(await screen.findByRole('region', { name: 'Conversation' })).findAllByRole('listitem')).map(
    (li) => li.querySelector('p')!.textContent,
  );

describe('/messages/:id', () => {
  it('shows who and what it is about, the messages oldest first as text, and marks them read', async () => {
    const html = message({ body: '<img src=x onerror=alert(1)><b>bold</b>', senderId: anna.id });
    routes['GET /api/conversations/c1/messages'] = [() => json(200, messagePage(open, [hello, reply, html]))];
    renderAt();
    expect(await bubbles()).toEqual([hello.body, reply.body, html.body]);
    const region = screen.getByRole('region', { name: 'Conversation' });
    // Text, never markup; line breaks kept.
    expect(region.querySelector('b, img[src="x"]')).toBeNull();
    expect(within(region).getByText(/It fits like a US 8/).className).toContain('whitespace-pre-wrap');
    expect(
      within(region)
        .getByRole('link', { name: /Anna Kim/ })
        .getAttribute('href'),
    ).toBe('/profile/anna_vintage');
    expect(within(region).getByRole('link', { name: 'Denim jacket' }).getAttribute('href')).toBe(
      '/listing/l1',
    );
    await waitFor(() => expect(sent('POST /api/conversations/c1/read')).toHaveLength(1));
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and shows the sent message at the bottom', async () => {
    const mine = message({ body: 'Great, I will buy it\ntoday', senderId: sam.id });
    routes['GET /api/conversations/c1/messages'] = [
      () => json(200, messagePage({ ...open, unreadCount: 0 }, [hello, reply])),
    ];
    routes['POST /api/conversations/c1/messages'] = [() => json(201, { message: mine })];
    renderAt();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Great, I will buy it' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent('POST /api/conversations/c1/messages')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'Great, I will buy it\ntoday' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(sent('POST /api/conversations/c1/messages')[0]?.body).toEqual({
      body: 'Great, I will buy it\ntoday',
    });
    expect((await bubbles()).at(-1)).toBe(mine.body);
    // Opened with nothing unread: nothing to mark.
    expect(sent('POST /api/conversations/c1/read')).toHaveLength(0);
  });

  it('checks the shared rules before sending, counts near the limit, and shows the server’s complaint', async () => {
    routes['GET /api/conversations/c1/messages'] = [() => json(200, messagePage(open, [hello]))];
    routes['POST /api/conversations/c1/messages'] = [
      () =>
        json(429, {
          error: 'You have sent a lot of messages in a short time. Please wait a minute and try again.',
          code: 'RATE_LIMITED',
        }),
      () => json(403, { error: messageMessages.blocked, code: 'FORBIDDEN' }),
    ];
    renderAt();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messageMessages.bodyRequired);

    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messageMessages.bodyTooLong);
    expect(sent('POST /api/conversations/c1/messages')).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Hello?' } });
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^You have sent a lot of messages/);
    expect((box as HTMLTextAreaElement).value).toBe('Hello?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messageMessages.blocked));
  });

  it('says messages are closed instead of the composer when either person blocked the other', async () => {
    routes['GET /api/conversations/c1/messages'] = [
      () => json(200, messagePage(conversation({ canReply: false }), [hello, reply])),
    ];
    renderAt();
    expect(await screen.findByText(messageMessages.blocked)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('blocks and unblocks from the menu, and reports with a reason', async () => {
    const blocked = conversation({ blockedByMe: true, canReply: false });
    routes['GET /api/conversations/c1/messages'] = [() => json(200, messagePage(conversation(), [hello]))];
    routes['POST /api/conversations/c1/block'] = [() => json(200, { conversation: blocked })];
    routes['DELETE /api/conversations/c1/block'] = [() => json(200, { conversation: conversation() })];
    routes['POST /api/conversations/c1/report'] = [() => json(201, { reported: true })];
    renderAt();
    const menu = async () => {
      const trigger = await screen.findByRole('button', { name: 'Conversation options' });
      fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false });
      return screen.findByRole('menu');
    };
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Block @anna_vintage' }));
    expect(await screen.findByText(/You blocked this person/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();

    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Unblock @anna_vintage' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();

    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report conversation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(messageMessages.reasonRequired);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Asked me to pay by bank transfer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST /api/conversations/c1/report')[0]?.body).toEqual({
      reason: 'Asked me to pay by bank transfer',
    });
  });

  it('shows a message that arrives live at the bottom and marks it read', async () => {
    routes['GET /api/conversations/c1/messages'] = [
      () => json(200, messagePage({ ...open, unreadCount: 0 }, [hello])),
    ];
    renderAt();
    await screen.findByRole('textbox', { name: 'Message' });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]!.url).toBe('/api/conversations/events');
    const live = message({ body: 'Sending more photos now', senderId: anna.id });
    act(() => FakeEventSource.opened[0]!.send({ unreadCount: 1, message: live }));
    await waitFor(async () => expect((await bubbles()).at(-1)).toBe(live.body));
    await waitFor(() => expect(sent('POST /api/conversations/c1/read')).toHaveLength(1));
  });

  it('loads older messages above', async () => {
    const oldest = message({ body: 'First question', senderId: sam.id });
    routes['GET /api/conversations/c1/messages'] = [
      () => json(200, messagePage(open, [hello, reply], { nextCursor: 'm2' })),
    ];
    routes['GET /api/conversations/c1/messages?cursor=m2'] = [() => json(200, messagePage(open, [oldest]))];
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(async () => expect(await bubbles()).toEqual([oldest.body, hello.body, reply.body]));
  });

  it('says a conversation the person is not in was not found', async () => {
    routes['GET /api/conversations/c1/messages'] = [
      () => json(404, { error: messageMessages.notFound, code: 'NOT_FOUND' }),
    ];
    renderAt();
    expect(await screen.findByText(messageMessages.notFound)).toBeTruthy();
  });
});
