import { z } from 'zod';

/**
 * Row ids are UUIDs. Anything else that arrives where an id belongs names no row: the server answers
 * "not found" for it instead of letting PostgreSQL fail the cast.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can be a row id. */
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);

/**
 * Marks the zod issue of an id that cannot name a row. The server's error handler answers such an
 * issue in a path with 404 and the issue's message (the resource's "not found" text), not 400: to the
 * person, a mistyped link and a deleted row are the same thing.
 */
export const NOT_FOUND_ISSUE = { notFound: true } as const;

/** A row id in a path; anything else fails with `notFoundMessage` as a 404. */
export const idParam = (notFoundMessage: string) =>
  z.string().refine(isUuid, { message: notFoundMessage, params: NOT_FOUND_ISSUE });

/** The params of a route `…/:id…`: `idParams(listingMessages.notFound)`. */
export const idParams = (notFoundMessage: string) => z.object({ id: idParam(notFoundMessage) });
