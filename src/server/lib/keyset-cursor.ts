import { isUuid } from '#shared/ids.js';
import { badRequest } from './errors.js';

/**
 * The cursor of a list read newest first by (created_at, id): stable while rows are added, and opaque
 * to the client. A cursor the server did not make is a 400, never a query. Its condition on the rows
 * is afterCursor (keyset-cursor.queries.ts).
 */
export type KeysetCursor = { createdAt: Date; id: string };

export const encodeCursor = (c: KeysetCursor): string =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');

export function decodeCursor(raw: string | undefined): KeysetCursor | undefined {
  if (raw === undefined) return undefined;
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw badRequest('Invalid cursor');
  return { createdAt, id };
}

/**
 * One page from rows read with a limit one above `size`: the page, and the cursor of its last row when
 * that extra row shows there is more.
 */
export function pageOf<T extends KeysetCursor>(
  rows: T[],
  size: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}
