import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** Stores the message in the outbox, then delivers it (SMTP when configured, otherwise the log). */
  send(db: Db, mail: Mail): Promise<void>;
};

export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  // nodemailer is loaded only when SMTP is configured: without it, mail goes to the log.
  const transport = options.smtpUrl
    ? (createRequire(import.meta.url)('nodemailer') as typeof nodemailer).createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(db, mail) {
      const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
      if (!row) return;
      try {
        if (transport) {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          });
        } else {
          // Without SMTP the log is the delivery: a developer copies the link from here.
          log.info(
            { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
            'e-mail (no SMTP_URL set)',
          );
        }
        await db
          .update(emailOutbox)
          .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
      } catch (err) {
        log.error({ err }, 'e-mail delivery failed; it stays in the outbox');
        await db
          .update(emailOutbox)
          .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String(err) })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
