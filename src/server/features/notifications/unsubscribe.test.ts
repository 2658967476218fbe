import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { deliverDue, oneClickPath, outboxOf, tell } from './email.test-helpers.js';

/**
 * An e-mail's unsubscribe link: signed out, one type, once, and only for the token this server signed.
 */
let app: TestApp;
let buyer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signUp(app);
});
afterAll(async () => {
  await app.dispose();
});
// Each test counts what it sends: what an earlier test left due goes out before it starts.
beforeEach(async () => {
  await deliverDue(app);
});

describe('the unsubscribe link', () => {
  it('works signed out: the page reads what it is about, the one-click POST turns that type off, once', async () => {
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, type: 'offer_accepted', title: 'Accepted' });
    const before = app.inbox.length;
    await deliverDue(app);
    const mail = app.inbox.slice(before).find((m) => m.to === person.email)!;
    const path = oneClickPath(mail.headers);
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    expect(mail.text).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);

    const info = await app.inject({ method: 'GET', url: path });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      type: 'offer_accepted',
      label: 'Your offer is accepted',
      subscribed: true,
    });

    // As a mail provider sends it (RFC 8058): a form from another origin, no cookie.
    const post = () =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post()).json()).toMatchObject({ type: 'offer_accepted', subscribed: false });
    expect((await post()).statusCode).toBe(200);

    const prefs = await app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
    });
    expect(prefs.json().email).toMatchObject({ offer_accepted: false, offer_received: true });
    await tell(app, { userId: person.user.id, type: 'offer_accepted', title: 'Accepted again' });
    expect((await outboxOf(app, person.user.id)).filter((r) => r.sentAt === null)).toHaveLength(0);
  });

  it('does not send an e-mail queued before the person unsubscribed', async () => {
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, type: 'order_shipped', title: 'Shipped' });
    await app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
      payload: { email: { order_shipped: false } },
    });
    const before = app.inbox.length;
    await deliverDue(app);
    expect(app.inbox.slice(before).filter((m) => m.to === person.email)).toHaveLength(0);
    const [row] = await outboxOf(app, person.user.id);
    expect(row).toMatchObject({ sentAt: null, lastError: 'unsubscribed before sending' });
    expect(row!.failedAt).not.toBeNull();
  });

  it('refuses a forged, altered or malformed token with 404 and changes nothing', async () => {
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, type: 'purchase_paid', title: 'Paid' });
    const before = app.inbox.length;
    await deliverDue(app);
    const token = new URL(oneClickPath(app.inbox.slice(before)[0]!.headers), 'http://x').searchParams.get(
      'token',
    )!;
    const [userId, , signature] = token.split('.');
    const bad = [
      `${userId}.offer_received.${signature}`,
      `${buyer.user.id}.purchase_paid.${signature}`,
      `${token}x`,
      'nonsense',
      `${userId}.purchase_paid.${signature}.extra`,
      'a'.repeat(300),
    ];
    for (const t of bad) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(t)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: { cookie: person.cookie },
    });
    expect(prefs.json().email.purchase_paid).toBe(true);
  });
});
