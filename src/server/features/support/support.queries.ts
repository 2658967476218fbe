import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores one contact message; a clash on `reference` surfaces as a unique violation. */
export async function insertContactMessage(db: Db, values: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, reference: contactMessages.reference });
  return row!;
}
