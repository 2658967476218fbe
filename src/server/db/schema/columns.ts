import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column names are snake_case in SQL and camelCase in TypeScript, as the spec names them.
/** Maintained by a trigger (migration 0003) from title, brand, category, tags, colour and description. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tsz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `('a','b')` for a CHECK over an enum column, from the same constant the column's type comes from, so
 * the database and the code cannot list different values.
 */
export function sqlList(values: readonly string[]): string {
  return `(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')})`;
}

/** Binary data; PGlite hands back a Uint8Array and node-postgres a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
