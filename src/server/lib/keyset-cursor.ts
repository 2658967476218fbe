import { isUuid } from '#shared/ids.js';
import { badRequest } from './errors.js';

/**
 * The cursor of a list read newest first by (created_at, id): stable while rows are added, and opaque
 * to the client. A cursor the server did not make is a 400, never a query.
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
