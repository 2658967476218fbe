// @vitest-environment jsdom
import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage, freshFakeApi } from '#client/test/dom-stubs';
import { renderPage } from '#client/test/render-page';
import UnsubscribePage from './unsubscribe-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
const url = '/api/email/unsubscribe?token=abc.def';
const about = { type: 'offer_received', label: 'Someone makes an offer on your listing' };

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(401, { error: 'Not signed in', code: 'UNAUTHENTICATED' })],
  }));
});
afterEach(cleanupPage);

describe('/unsubscribe', () => {
  it('says what the link stops, changes nothing until asked, then posts the one-click form', async () => {
    routes[`GET ${url}`] = [() => json(200, { ...about, subscribed: true })];
    routes[`POST ${url}`] = [() => json(200, { ...about, subscribed: false })];
    renderPage('/unsubscribe?token=abc.def', <UnsubscribePage />);
    expect(await screen.findByText('someone makes an offer on your listing')).toBeTruthy();
    expect(requests.some((r) => r.key.startsWith('POST'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain('You are unsubscribed');
    expect(requests.find((r) => r.key === `POST ${url}`)?.body).toBe('List-Unsubscribe=One-Click');
  });

  it("shows the server's message for a link that is not valid", async () => {
    routes[`GET ${url}`] = [
      () => json(404, { error: 'This unsubscribe link is not valid.', code: 'NOT_FOUND' }),
    ];
    renderPage('/unsubscribe?token=abc.def', <UnsubscribePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says in a sentence that a link without its token is not valid, asking the server nothing', async () => {
    renderPage('/unsubscribe', <UnsubscribePage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link is not valid. Sign in and change your e-mail settings instead.',
    );
    expect(requests.some((r) => r.key.startsWith('GET /api/email/unsubscribe'))).toBe(false);
  });
});
