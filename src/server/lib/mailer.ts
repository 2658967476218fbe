import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import * as q from './mailer.queries.js';

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

/** One message as it leaves: the plain-text part, and for a notification its HTML part and headers. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable across retries of one outbox row, so a receiving server drops a repeat it already took. */
  messageId?: string;
  headers?: Record<string, string>;
};

/** Hands one message to the world: SMTP, the log, or a test's inbox. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

export type Mailer = {
  /**
   * Stores the message in the outbox (secrets removed), then delivers it. With `deliver: false` the same
   * statements run and match no row, so nothing is stored or sent: a caller whose answer must not say
   * whether there was anyone to write to (a reset for an unknown e-mail) takes the same path either way.
   */
  send(db: Db, mail: Mail, options?: { deliver?: boolean }): Promise<void>;
  /** Delivers a message the outbox already holds (the notification e-mail job). */
  deliver(mail: Omit<OutgoingMail, 'from'>): Promise<void>;
};

const REMOVED_SECRET = '[removed]';
/** An id no outbox row has: the sent-mark of a message that was not stored matches nothing. */
const NO_ROW = '00000000-0000-0000-0000-000000000000';

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
  // Without SMTP the log is the delivery: a developer reads the e-mail, and copies its link, from here.
  return async ({ to, subject, text }) => {
    log.info({ mail: { to, subject } }, 'e-mail (no SMTP_URL set)');
    process.stdout.write(readable({ to, subject, text }));
  };
}

/** One e-mail as a developer reads it in the terminal: its envelope, then the plain-text part. */
function readable({ to, subject, text }: { to: string; subject: string; text: string }): string {
  const rule = '─'.repeat(72);
  return `${rule}\nE-mail (not sent: SMTP_URL is not set)\nTo: ${to}\nSubject: ${subject}\n\n${text.trim()}\n${rule}\n`;
}

export function createMailer(
  options: { smtpUrl: string | undefined; from: string; production?: boolean },
  log: FastifyBaseLogger,
  customTransport?: MailTransport,
): Mailer {
  const transport = customTransport ?? defaultTransport(options.smtpUrl, log);
  // In production without SMTP the output is read by more people than the recipient (a log service):
  // an e-mail is printed there without its secrets, so a reset link never lands in a log.
  const printedWithoutSecrets = !customTransport && !options.smtpUrl && options.production === true;
  return {
    deliver: (mail) => transport({ from: options.from, ...mail }),
    async send(db, { secrets, ...mail }, { deliver = true } = {}) {
      const row = await q.insertOutboxMail(
        db,
        { to: mail.to, subject: mail.subject, text: withoutSecrets(mail.text, secrets) },
        deliver,
      );
      const markSent = () => q.markOutboxMailSent(db, row?.id ?? NO_ROW);
      if (!row) {
        await markSent();
        return;
      }
      try {
        await transport({
          from: options.from,
          ...mail,
          ...(printedWithoutSecrets ? { text: withoutSecrets(mail.text, secrets) } : {}),
        });
        await markSent();
      } catch (err) {
        // The row records the failure; a message with a secret has to be asked for again.
        log.error({ err }, 'e-mail delivery failed');
        await q.recordOutboxMailFailure(db, row.id, String(err));
      }
    },
  };
}
