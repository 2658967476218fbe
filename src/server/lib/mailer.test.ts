import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/test-app.js';
import { createMailer } from './mailer.js';

/** Without SMTP an e-mail is printed to the output; in production without its secrets (a reset link). */
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function printed(production: boolean): Promise<string> {
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const mailer = createMailer({ smtpUrl: undefined, from: 'Rethread <no-reply@rethread.test>', production }, log);
  const out: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  });
  try {
    const link = 'https://shop.example/reset-password?token=the-secret-token';
    await mailer.send(database.db, {
      to: 'someone@example.com',
      subject: 'Reset your Rethread password',
      text: `Choose a new password here:\n\n${link}\n`,
      secrets: [link],
    });
  } finally {
    spy.mockRestore();
  }
  return out.join('');
}

describe('e-mail without SMTP', () => {
  it('prints the whole e-mail in development, and never its secrets in production', async () => {
    expect(await printed(false)).toContain('token=the-secret-token');
    const production = await printed(true);
    expect(production).toContain('Reset your Rethread password');
    expect(production).toContain('[removed]');
    expect(production).not.toContain('the-secret-token');
  });
});
