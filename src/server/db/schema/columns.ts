import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column names are snake_case in SQL and camelCase in TypeScript, as the spec names them.
/** Maintained by a trigger (migration 0003) from title, brand, category, tags, colour and description. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tsz = (name: string) => timestamp(name, { withTimezone: true });
