import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    return res.json().message as string;
  }

  async function lastTokenFor(email: string) {
    const mails = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const text = mails.at(-1)?.text ?? '';
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

  it('applies the password rules to the new password', async () => {
    const res = await post('/api/auth/reset-password', { token: 'x', password: '123' });
    expect(res.json().error).toBe('Password must be at least 6 characters');
  });
});
