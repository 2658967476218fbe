/** `db.execute` answers `{ rows }` on PGlite and an array on postgres-js; this reads either. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
