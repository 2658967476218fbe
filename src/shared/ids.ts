/**
 * Row ids are UUIDs. Anything else that arrives where an id belongs names no row: the server answers
 * "not found" for it instead of letting PostgreSQL fail the cast.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can be a row id. */
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);
