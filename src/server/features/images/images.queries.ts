import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photos } from '../../db/schema.js';

/** Records whose photo `id` is; a photo stored again under the same id (a resumed import) keeps its row. */
export async function insertPhotoOwner(db: Db, id: string, ownerId: string): Promise<void> {
  await db.insert(photos).values({ id, ownerId }).onConflictDoNothing();
}

/** Which of `ids` belong to `ownerId`. */
export async function findOwnedPhotoIds(db: Db, ownerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), inArray(photos.id, ids)));
  return new Set(rows.map((r) => r.id));
}
