import { z } from 'zod';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachePolicy, Endpoint, EndpointSpec, ErrorStatus } from '../../shared/api/endpoint.js';
import type { SessionUser } from '../../shared/auth.js';
import { apiErrorSchema } from '../../shared/errors.js';
import { publicCache } from './public-cache.js';
import { requireAdmin, requireUser } from './session.js';
import { sharedPages, type SharedPagesOptions } from './shared-pages.js';

type SuccessStatusOf<E extends EndpointSpec> = E['status'] extends number ? E['status'] : 200;
// A non-JSON reply (an image, an event stream) is sent as bytes that no schema types.
type SuccessSchemaOf<E extends EndpointSpec> = E['reply'] extends z.ZodType
  ? E['reply']
  : E['produces'] extends string
    ? z.ZodUnknown
    : z.ZodNull;
/** The other success statuses a handler may choose (`replies`), with their bodies. */
type OtherRepliesOf<E extends EndpointSpec> =
  E['replies'] extends Partial<Record<number, z.ZodType>>
    ? { [S in keyof E['replies']]-?: NonNullable<E['replies'][S]> }
    : unknown;

/** The reply schemas Fastify serialises with: the success body and `{ error, code }` for each error. */
type ResponsesOf<E extends EndpointSpec> = {
  [S in SuccessStatusOf<E>]: SuccessSchemaOf<E>;
} & OtherRepliesOf<E> & {
    [S in E['errors'][number] | ImplicitErrorStatus]: ErrorSchemaOf<E, S>;
  };
/** `{ error, code }`, unless the endpoint gives this status a reply of its own (`errorReplies`). */
type ErrorSchemaOf<E extends EndpointSpec, S extends number> = E extends {
  errorReplies: { [K in S]: infer Z };
}
  ? Z extends z.ZodType
    ? Z
    : typeof apiErrorSchema
  : typeof apiErrorSchema;
type ImplicitErrorStatus = 401 | 403 | 413 | 415 | 503;

/** Whether a call needs a signed-in caller: the route answers 401 to anyone else. */
export function needsSession(endpoint: Pick<EndpointSpec, 'auth'>): boolean {
  return endpoint.auth === 'user' || endpoint.auth === 'admin';
}

/**
 * The errors every endpoint of a kind can answer, so definitions list only their own: 503 when the
 * database is down; 401 before anything else when the caller must be signed in; 403 for a
 * state-changing request from another origin, and 413/415 for a body too large or of the wrong type.
 */
function errorsOf(endpoint: EndpointSpec): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors);
  statuses.add(503);
  if (needsSession(endpoint)) statuses.add(401);
  if (endpoint.auth === 'admin') statuses.add(403);
  // Signed server-to-server calls are exempt from the Origin check (http/security.ts).
  if (endpoint.method !== 'GET' && endpoint.auth !== 'signed') statuses.add(403);
  if (endpoint.body || endpoint.rawBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

/**
 * The OpenAPI `security` of an operation: the session cookie where one is required; for an `optional`
 * endpoint, "none or the session" (the empty requirement), so a client reads that signing in is
 * allowed but not needed; nothing for public and signed server-to-server calls.
 */
function securityOf(endpoint: EndpointSpec): Record<string, string[]>[] | undefined {
  if (needsSession(endpoint)) return [{ session: [] }];
  if (endpoint.auth === 'optional') return [{}, { session: [] }];
  return undefined;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type SendHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;

/**
 * Who may call it, checked when the request arrives: before its body is read or validated, so a
 * signed-out caller hears 401 (and a signed-in non-operator 403), never a field error about input it
 * was not allowed to send. The session itself is resolved by http/session.ts.
 */
function accessGuardOf(endpoint: EndpointSpec): Hook | undefined {
  if (endpoint.auth === 'user') {
    const message = endpoint.signInMessage;
    return async (request) => requireUser(request, message);
  }
  if (endpoint.auth === 'admin') return async (request) => requireAdmin(request);
  return undefined;
}

/**
 * The declared Cache-Control of a success reply. Unset (or `no-store`) is left to http/security.ts,
 * which makes every /api answer without one no-store; an error reply never gets the declared policy.
 */
function cacheHookOf(endpoint: EndpointSpec, policy: CachePolicy | undefined): SendHook | undefined {
  if (!policy || policy === 'no-store') return undefined;
  if (policy === 'shared') return publicCache;
  const status = endpoint.status ?? 200;
  return async (_request, reply, payload) => {
    if (reply.statusCode === status) reply.header('cache-control', policy);
    return payload;
  };
}

const NO_BODY = z.null().meta({ description: 'No body' });

/**
 * The route options of one endpoint: its path, inputs and replies come only from the shared
 * definition, so the route, the client and the published OpenAPI document cannot disagree; its access
 * guard and cache policy too. Routes are registered through `defineRoute`, which adds the handler.
 */
export function routeOf<E extends Endpoint>(endpoint: E) {
  const response = {
    [endpoint.status ?? 200]: endpoint.reply ?? NO_BODY,
    ...endpoint.replies,
  } as Record<number, z.ZodType>;
  for (const status of errorsOf(endpoint))
    response[status] = endpoint.errorReplies?.[status] ?? apiErrorSchema;
  const security = securityOf(endpoint);
  const schema = {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(security ? { security } : {}),
    ...(endpoint.rawBody ? { consumes: [endpoint.rawBody] } : {}),
    ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
    // Only the parts the endpoint has: Fastify warns about a part that is present but undefined.
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: response as ResponsesOf<E>,
  } as {
    operationId: string;
    tags: string[];
    summary: string;
    params: E['params'];
    querystring: E['query'];
    body: E['body'];
    response: ResponsesOf<E>;
  };
  return { method: endpoint.method, url: endpoint.path, schema };
}

type SchemaOf<E extends Endpoint> = ReturnType<typeof routeOf<E>>['schema'];
type RouteRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<E>,
  ZodTypeProvider
>;
type RouteReply<E extends Endpoint> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;
/** What a handler may return: a body of one of the declared replies, or the reply it sent itself. */
type RouteReturn<E extends Endpoint> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >
>;

/** A signed-in person with the admin role. */
export type Operator = SessionUser & { isAdmin: true };

/** Who is calling, as the endpoint's `auth` guarantees it: nothing to check again in the handler. */
type CallerOf<A extends EndpointSpec['auth']> = A extends 'user'
  ? { user: SessionUser }
  : A extends 'admin'
    ? { operator: Operator }
    : A extends 'optional'
      ? { user: SessionUser | null }
      : unknown;

export type RouteCall<E extends Endpoint> = {
  request: RouteRequest<E>;
  reply: RouteReply<E>;
} & CallerOf<E['auth']>;

export type RouteHandler<E extends Endpoint> = (call: RouteCall<E>) => RouteReturn<E>;

/**
 * Sends JSON a handler assembled itself (from kept parts, search.cards.ts) in the reply schema's
 * shape, past the schema's serialiser: a string with a JSON content type is sent as it is. The
 * route's tests must parse its answers with the schema, since nothing checks them here.
 */
export function sendPreparedJson(reply: object, json: string): void {
  // The typed reply accepts only the schema's objects; this string is one, already serialised.
  void (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}

/** The few route options that are about the server, not the contract. */
export type RouteExtras = {
  logLevel?: LogLevel;
  bodyLimit?: number;
  /** For a `shared` endpoint: also keep its signed-out answers in process (http/shared-pages.ts). */
  sharedPages?: SharedPagesOptions;
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers the route of one endpoint: `defineRoute(app, api.x, async ({ request, reply, user }) => …)`.
 * The definition decides who may call it (the handler receives the signed-in `user`, or the
 * `operator`, already checked), the success status (the handler returns the body) and the cache policy.
 */
export function defineRoute<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  ...args: [RouteHandler<E>] | [RouteExtras, RouteHandler<E>]
): void {
  const [extras, handler] = args.length === 1 ? [{} as RouteExtras, args[0]] : args;
  const { sharedPages: keepInProcess, ...options } = extras;
  if (keepInProcess && endpoint.cache !== 'shared') {
    throw new Error(`${endpoint.operationId}: only a 'shared' endpoint's answers may be kept for everyone`);
  }
  const guard = accessGuardOf(endpoint);
  const pages = keepInProcess ? sharedPages(keepInProcess) : undefined;
  const onRequest = [guard, pages?.onRequest].filter((hook) => hook !== undefined);
  // The in-process store includes the shared cache policy (its ETag, Vary and 304s).
  const onSend = pages?.onSend ?? cacheHookOf(endpoint, endpoint.cache);
  const status = endpoint.status ?? 200;
  const route = {
    ...routeOf(endpoint),
    ...options,
    ...(onRequest.length ? { onRequest } : {}),
    ...(onSend ? { onSend } : {}),
    handler(request: FastifyRequest, reply: FastifyReply) {
      reply.code(status);
      const caller = endpoint.auth === 'admin' ? { operator: request.user } : { user: request.user };
      return handler({ request, reply, ...caller } as unknown as RouteCall<E>);
    },
  };
  app.route(route as unknown as RouteOptions);
}
