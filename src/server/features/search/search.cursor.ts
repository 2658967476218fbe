import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import type { SortPlan } from './search.queries.js';
import { UUID_PATTERN } from '#shared/ids.js';

/** A page boundary: the sort it belongs to, the last row's sort value and its id. */
export type Cursor = { s: string; v: unknown; id: string };

const INT4_MAX = 2 ** 31 - 1;
const BAD_CURSOR_MESSAGE = 'This page link has expired — start from the first page';

/**
 * A timestamp as PostgreSQL prints it or as `toISOString` does, with a real calendar date; kept as
 * text because its microseconds matter to the page boundary.
 */
function isTimestamp(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2})(:?\d{2})?)$/.exec(
    v,
  );
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    Number(m[9] ?? 0) <= 15
  );
}

const finite = z
  .union([z.number(), z.string().regex(/^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/i)])
  .transform(Number)
  .refine(Number.isFinite);

/**
 * What a cursor's last value must be for the column it is compared with, normalised to what
 * PostgreSQL casts back without complaint: a hand-edited cursor is refused here with a 400, never by
 * the database as a 500. Numbers go through `Number`, so "1e-400" becomes 0 instead
 * of a float8 underflow.
 */
const CURSOR_VALUES: Record<SortPlan['cast'], z.ZodType<string | number>> = {
  float8: finite,
  numeric: finite,
  int: z.number().int().min(-INT4_MAX).max(INT4_MAX),
  timestamptz: z.string().refine(isTimestamp),
};
const cursorSchema = z.object({ s: z.string(), v: z.unknown(), id: z.string().regex(UUID_PATTERN) });

// The cursor is opaque to clients: base64url JSON of the sort it belongs to, the last value and id.
export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/**
 * The cursor a client sent back, checked against the sorts it may belong to (each with the column
 * type its value is compared with); anything else is a 400 with BAD_CURSOR.
 */
export function decodeCursor(
  raw: string | undefined,
  sorts: Record<string, SortPlan['cast']>,
): Cursor | undefined {
  if (!raw) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const cursor = cursorSchema.safeParse(decoded);
  const cast = cursor.success && Object.hasOwn(sorts, cursor.data.s) ? sorts[cursor.data.s] : undefined;
  if (cursor.success && cast) {
    const value = CURSOR_VALUES[cast].safeParse(cursor.data.v);
    if (value.success) return { ...cursor.data, v: value.data };
  }
  throw badRequest(BAD_CURSOR_MESSAGE, 'BAD_CURSOR');
}
