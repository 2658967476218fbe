import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text only the recipient may read (a reset link). They are delivered but never stored:
   * the outbox keeps `[removed]` in their place, so a copy of the database holds no usable link.
   */
  secrets?: string[];
};

/** Hands one message to the world: SMTP, the log, or a test's inbox. */
export type MailTransport = (mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
}) => Promise<void>;

export type Mailer = {
  /** Stores the message in the outbox (secrets removed), then delivers it. */
  send(db: Db, mail: Mail): Promise<void>;
};

const REMOVED_SECRET = '[removed]';

function withoutSecrets(text: string, secrets: string[] = []): string {
  return secrets.filter(Boolean).reduce((acc, secret) => acc.split(secret).join(REMOVED_SECRET), text);
}

function defaultTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (smtpUrl) {
    // nodemailer is loaded only when SMTP is configured: without it, mail goes to the log.
    const smtp = (createRequire(import.meta.url)('nodemailer') as typeof nodemailer).createTransport(smtpUrl);
    return async (mail) => {
      await smtp.sendMail(mail);
    };
  }
  // Without SMTP the log is the delivery: a developer copies the link from here.
  return async ({ to, subject, text }) => {
    log.info({ mail: { to, subject, text } }, 'e-mail (no SMTP_URL set)');
  };
}

export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
  transport: MailTransport = defaultTransport(options.smtpUrl, log),
): Mailer {
  return {
    async send(db, { secrets, ...mail }) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...mail, text: withoutSecrets(mail.text, secrets) })
        .returning({ id: emailOutbox.id });
      if (!row) return;
      try {
        await transport({ from: options.from, ...mail });
        await db
          .update(emailOutbox)
          .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
      } catch (err) {
        // The row records the failure; a message with a secret has to be asked for again.
        log.error({ err }, 'e-mail delivery failed');
        await db
          .update(emailOutbox)
          .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String(err) })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
