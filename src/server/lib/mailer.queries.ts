import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { emailOutbox } from '../db/schema.js';

/** The outbox rows of mail.send (mailer.ts): the message as stored, then whether it left. */

/**
 * Stores the message (its text already without secrets) and answers its row; with `store: false` the
 * statement matches no row and stores nothing.
 */
export async function insertOutboxMail(
  db: Db,
  mail: { to: string; subject: string; text: string },
  store: boolean,
): Promise<{ id: string } | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
          insert into email_outbox (to_address, subject, body_text)
          select ${mail.to}, ${mail.subject}, ${mail.text}
          where ${store}
          returning id`),
  );
  return row;
}

export async function markOutboxMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(eq(emailOutbox.id, id));
}

export async function recordOutboxMailFailure(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error })
    .where(eq(emailOutbox.id, id));
}
