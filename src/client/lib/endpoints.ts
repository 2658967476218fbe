import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import {
  matchesPath,
  pathOf,
  type Endpoint,
  type InputOf,
  type ReplyOf,
  urlOf,
} from '../../shared/api/endpoint';
import { apiJson } from './api';

/**
 * How the client reaches the API: every call, query key and invalidation goes through an endpoint's
 * shared definition (src/shared/api), so no feature spells a path and the types of what is sent and
 * answered are the server's own schemas.
 */

/** Endpoints whose input is all optional can be called without one. */
type InputArg<E extends Endpoint> = object extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

type Loose = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };

/** Calls one endpoint and answers its success body (throws HttpError otherwise; see lib/api.ts). */
export function call<E extends Endpoint>(endpoint: E, ...[input]: InputArg<E>): Promise<ReplyOf<E>> {
  const { params, query, body } = (input ?? {}) as Loose;
  return apiJson<ReplyOf<E>>(endpoint.method, urlOf(endpoint, { params, query }), body);
}

/**
 * The query key of a GET: its path with the parameters filled in, then the query object when there
 * is one, so the app's default query function (lib/query-client.ts) can rebuild the same URL.
 */
export function keyOf<E extends Endpoint>(endpoint: E, ...[input]: InputArg<E>) {
  const { params, query } = (input ?? {}) as Loose;
  const path = pathOf(endpoint, params);
  const filled = query && Object.values(query).some((v) => v !== undefined && v !== null && v !== '');
  return (filled ? [path, query] : [path]) as readonly [string, Record<string, unknown>?];
}

/** `useQuery(queryOf(api.x, input))`: the key and a typed fetch of one GET. */
export function queryOf<E extends Endpoint>(endpoint: E, ...args: InputArg<E>) {
  return queryOptions({
    queryKey: keyOf(endpoint, ...args),
    queryFn: () => call(endpoint, ...args),
  });
}

/** True when a cached query belongs to one of these endpoints (its key's first part is their path). */
export function isQueryOf(query: Pick<Query, 'queryKey'>, endpoints: readonly Endpoint[]): boolean {
  const head = query.queryKey[0];
  if (typeof head !== 'string') return false;
  const path = head.split('?')[0]!;
  return endpoints.some((endpoint) => endpoint.method === 'GET' && matchesPath(endpoint, path));
}

/** Every GET of a feature's API (or of a hand-picked list), for invalidation. */
export function readsOf(...apis: (Endpoint | Record<string, Endpoint>)[]): Endpoint[] {
  return apis
    .flatMap((api) => ('operationId' in api ? [api as Endpoint] : Object.values(api)))
    .filter((endpoint) => endpoint.method === 'GET');
}

/** Marks stale, and refetches when shown, every cached answer of these endpoints. */
export function invalidate(queryClient: QueryClient, endpoints: readonly Endpoint[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isQueryOf(query, endpoints) });
}
