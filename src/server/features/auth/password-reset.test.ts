import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { createTestApp, signUp, testDatabaseKind, uniqueEmail, type TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    return res.json().message as string;
  }

  /** The token in the last e-mail the person received (the outbox no longer holds it). */
  async function lastTokenFor(email: string) {
    const text = app.inbox.filter((m) => m.to === email).at(-1)?.text ?? '';
    return /token=([\w-]+)/.exec(text)?.[1];
  }

  it('answers the same for known and unknown e-mails and mails only real accounts', async () => {
    const { email } = await signUp(app);
    const unknown = uniqueEmail('ghost');
    expect(await requestReset(email)).toBe(await requestReset(unknown));
    expect(await lastTokenFor(email)).toBeTruthy();
    expect(await lastTokenFor(unknown)).toBeUndefined();
    const [row] = await app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.resetToken).not.toBe(await lastTokenFor(email)); // only a hash is stored
  });

  it('runs the same statements for a known and an unknown e-mail, so its time does not tell them apart', async () => {
    // Only PGlite exposes one client object every statement goes through.
    if (testDatabaseKind !== 'pglite') return;
    const { email } = await signUp(app);
    const client = (app.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statementsOf = async (address: string) => {
      const spy = vi.spyOn(client, 'query');
      try {
        await requestReset(address);
        return spy.mock.calls.map(([text]) => String(text));
      } finally {
        spy.mockRestore();
      }
    };
    const known = await statementsOf(email);
    const unknown = await statementsOf(uniqueEmail('ghost'));
    expect(known.some((s) => /insert into email_outbox/i.test(s))).toBe(true);
    expect(unknown).toEqual(known);
    expect(app.inbox.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('resets the password once, ends old sessions, and refuses the token a second time', async () => {
    const { email, cookie } = await signUp(app);
    await requestReset(email);
    const token = (await lastTokenFor(email))!;
    const ok = await post('/api/auth/reset-password', { token, password: 'brand-new-1' });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email, password: 'brand-new-1' })).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'another-22' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This reset link is invalid or has expired');
  });

  it('refuses an expired token', async () => {
    const { email } = await signUp(app);
    await requestReset(email);
    const token = (await lastTokenFor(email))!;
    await app.ctx.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1) })
      .where(eq(users.email, email));
    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
  });

  it('keeps no usable link in the outbox once the e-mail is delivered', async () => {
    const { email } = await signUp(app);
    await requestReset(email);
    const token = (await lastTokenFor(email))!;
    expect(token).toBeTruthy();
    const [row] = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.text).not.toContain(token);
    expect(row!.text).not.toContain('token=');
    expect(row!.text).toContain('Choose a new password here within the next hour:\n\n[removed]\n');
  });

  it('applies the password rules to the new password', async () => {
    const res = await post('/api/auth/reset-password', { token: 'x', password: '123' });
    expect(res.json().error).toBe('Password must be at least 6 characters');
  });
});

describe('reset links point to the configured origin, whatever Host a request carries', () => {
  const forgedHeaders: Record<string, string>[] = [
    { host: 'evil.test', origin: 'http://evil.test' },
    { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
  ];

  async function linkMailedFor(target: TestApp, headers: Record<string, string>) {
    const { email } = await signUp(target);
    const res = await target.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      // A forger's own Origin passes the check when it matches the Host they forged.
      headers: { origin: target.ctx.config.origin, ...headers },
    });
    expect(res.statusCode).toBe(200);
    const text = target.inbox.filter((m) => m.to === email).at(-1)?.text ?? '';
    return /(\S+)\/reset-password\?token=/.exec(text)?.[1];
  }

  it('without PUBLIC_URL uses the listening address', async () => {
    expect(app.ctx.config.origin).toBe('http://127.0.0.1:3000');
    for (const headers of forgedHeaders) {
      expect(await linkMailedFor(app, headers)).toBe('http://127.0.0.1:3000');
    }
  });

  it('with PUBLIC_URL, behind a trusted proxy or not, uses PUBLIC_URL', async () => {
    for (const trustProxy of [false, true]) {
      const site = await createTestApp({ publicUrl: 'https://rethread.example', trustProxy });
      try {
        for (const headers of forgedHeaders) {
          expect(await linkMailedFor(site, headers)).toBe('https://rethread.example');
        }
      } finally {
        await site.dispose();
      }
    }
  });

  it('behind a trusted proxy without PUBLIC_URL still ignores X-Forwarded-Host', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      for (const headers of forgedHeaders) {
        expect(await linkMailedFor(proxied, headers)).toBe('http://127.0.0.1:3000');
      }
    } finally {
      await proxied.dispose();
    }
  });
});
