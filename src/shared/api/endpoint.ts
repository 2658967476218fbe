import type { z } from 'zod';

/**
 * One definition per endpoint (docs/product/12-engineering.md §12.5): its method, path, inputs and
 * every reply, built from the zod schemas in src/shared. The server registers its route from it
 * (server/http/contract.ts), the OpenAPI document is generated from those routes, and the client
 * calls it, keys its queries and invalidates them through it (client/lib/api.ts). Nothing else
 * spells an API path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The statuses an error reply may carry; each answers `{ error, code }` (shared/errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;
export type CachePolicy =
  'no-store' | 'private, no-store' | 'shared' | `public, max-age=${number}` | `private, max-age=${number}`;

export type EndpointSpec = {
  method: HttpMethod;
  /** Fastify's syntax: `/api/offers/:id/accept`. */
  path: `/api/${string}`;
  /** One line for the API docs. */
  summary: string;
  /**
   * Who may call it: anyone, a signed-in user, anyone with more for a signed-in one, or another
   * server that signs its request (a payment provider's webhook: no session, no Origin check), or an
   * operator: a signed-in person with the admin role (anyone else 403). The server enforces it before
   * reading the input and hands the handler the caller (server/http/contract.ts, decision 025).
   */
  auth: 'public' | 'user' | 'optional' | 'signed' | 'admin';
  /** The 401 sentence for a signed-out caller of a `user` endpoint, when the spec words it its own way. */
  signInMessage?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body no JSON schema describes: photo uploads, a provider's signed webhook, or a mail
   * provider's one-click unsubscribe form.
   */
  rawBody?: 'multipart/form-data' | 'application/json' | 'application/x-www-form-urlencoded';
  /** The success status; 200 unless said. The server answers it without the handler saying so. */
  status?: SuccessStatus;
  /** Other success statuses the handler may choose, with their bodies (202: the work goes on as a job). */
  replies?: Partial<Record<SuccessStatus, z.ZodType>>;
  /**
   * What a browser or proxy may keep of a success reply (Cache-Control). Unset is `no-store`: an API
   * answer is about the person asking. `shared`: the same for every signed-out caller, kept briefly
   * with an ETag, never when signed in (server/http/public-cache.ts). Error replies are always no-store.
   */
  cache?: CachePolicy;
  /** The success body; omitted for 204, 302 and streams. */
  reply?: z.ZodType;
  /** A reply that is not JSON: a server-sent event stream, an image, a page. */
  produces?: 'text/event-stream' | 'image/webp' | 'text/html' | 'application/pdf';
  /** Every error status the endpoint can answer, besides 5xx. */
  errors: readonly ErrorStatus[];
  /** An error reply that carries more than `{ error, code }`: its schema, by status. */
  errorReplies?: Partial<Record<ErrorStatus, z.ZodType>>;
};

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** `<feature>.<name>`, stable: the OpenAPI operationId. */
  readonly operationId: string;
  readonly tag: string;
};

/** A feature's endpoints, each stamped with its operation id and tag. */
export function defineApi<const T extends Record<string, EndpointSpec>>(
  tag: string,
  specs: T,
): { readonly [K in keyof T]: Endpoint<T[K]> } {
  const api = {} as Record<string, Endpoint>;
  for (const [name, spec] of Object.entries(specs)) {
    api[name] = Object.freeze({ ...spec, operationId: `${tag}.${name}`, tag });
  }
  return api as { readonly [K in keyof T]: Endpoint<T[K]> };
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a successful call answers. */
export type ReplyOf<E extends EndpointSpec> = E['reply'] extends z.ZodType ? z.output<E['reply']> : undefined;
export type ParamsOf<E extends EndpointSpec> = Infer<E['params']>;
export type QueryOf<E extends EndpointSpec> = InferIn<E['query']>;
export type BodyOf<E extends EndpointSpec> = E['rawBody'] extends 'multipart/form-data'
  ? FormData
  : E['rawBody'] extends 'application/x-www-form-urlencoded'
    ? URLSearchParams
    : InferIn<E['body']>;

/** What a caller supplies: only the parts the endpoint has. */
export type InputOf<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: { [K in keyof ParamsOf<E>]: string } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<QueryOf<E>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { body: BodyOf<E> }
    : E['rawBody'] extends string
      ? { body: BodyOf<E> }
      : { body?: undefined });

/** The path with its `:name` segments filled in, each encoded. */
export function pathOf(endpoint: Pick<EndpointSpec, 'path'>, params?: Record<string, string>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The query string a client sends: undefined, null and empty values are left out and lists are
 * joined by commas, so equal inputs give equal URLs (the server's embedded first answers are keyed
 * by URL).
 */
export function queryStringOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The full URL of one call, as the client requests it and the page embedder keys it. */
export function urlOf(
  endpoint: Pick<EndpointSpec, 'path'>,
  input: { params?: Record<string, string>; query?: Record<string, unknown> } = {},
): string {
  return pathOf(endpoint, input.params) + queryStringOf(input.query);
}

// One compiled pattern per path: invalidation tests every cached query against several endpoints.
const pathPatterns = new Map<string, RegExp>();

/** True when `path` (no query string) is a path of this endpoint. */
export function matchesPath(endpoint: Pick<EndpointSpec, 'path'>, path: string): boolean {
  let pattern = pathPatterns.get(endpoint.path);
  if (!pattern) {
    const source = endpoint.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}$`);
    pathPatterns.set(endpoint.path, pattern);
  }
  return pattern.test(path);
}
