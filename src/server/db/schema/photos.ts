// Photos this app stored, and whose they are.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { ownedBy } from './people.js';

/**
 * One row per stored photo (all its sizes share the id, the folder in `/uploads/<id>/<width>.webp`),
 * naming the account it was uploaded or imported for: a listing may use only its seller's own
 * photos, whoever else can see their URLs. Photos stored before this table existed, and
 * the demo seed's, have no row and stay only where they already are.
 */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    ownerId: ownedBy('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_owner_idx').on(t.ownerId)],
);
