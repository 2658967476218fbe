import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Endpoint, EndpointSpec, ErrorStatus } from '../../shared/api/endpoint.js';
import { apiErrorSchema } from '../../shared/errors.js';
import { requireAdmin } from './session.js';

type SuccessStatusOf<E extends EndpointSpec> = E['status'] extends number ? E['status'] : 200;
// A non-JSON reply (an image, an event stream) is sent as bytes that no schema types.
type SuccessSchemaOf<E extends EndpointSpec> = E['reply'] extends z.ZodType
  ? E['reply']
  : E['produces'] extends string
    ? z.ZodUnknown
    : z.ZodNull;

/** The reply schemas Fastify serialises with: the success body and `{ error, code }` for each error. */
type ResponsesOf<E extends EndpointSpec> = { [S in SuccessStatusOf<E>]: SuccessSchemaOf<E> } & {
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

/**
 * The errors every endpoint of a kind can answer, so definitions list only their own: 503 when the
 * database is down; 401 before anything else when the caller must be signed in; 403 for a
 * state-changing request from another origin, and 413/415 for a body too large or of the wrong type.
 */
function errorsOf(endpoint: EndpointSpec): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors);
  statuses.add(503);
  if (endpoint.auth === 'user' || endpoint.auth === 'admin') statuses.add(401);
  if (endpoint.auth === 'admin') statuses.add(403);
  // Signed server-to-server calls are exempt from the Origin check (http/security.ts).
  if (endpoint.method !== 'GET' && endpoint.auth !== 'signed') statuses.add(403);
  if (endpoint.body || endpoint.rawBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

async function adminOnly(request: FastifyRequest) {
  requireAdmin(request);
}

const NO_BODY = z.null().meta({ description: 'No body' });

/**
 * The route options of one endpoint, to spread into `app.route({ ...routeOf(api.x), handler })`.
 * Its path, inputs and replies come only from the shared definition, so the route, the client and
 * the published OpenAPI document cannot disagree.
 */
export function routeOf<E extends Endpoint>(endpoint: E) {
  const response: Record<number, z.ZodType> = {
    [endpoint.status ?? 200]: endpoint.reply ?? NO_BODY,
  };
  for (const status of errorsOf(endpoint))
    response[status] = endpoint.errorReplies?.[status] ?? apiErrorSchema;
  const schema = {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.auth === 'user' || endpoint.auth === 'optional' || endpoint.auth === 'admin'
      ? { security: [{ session: [] }] }
      : {}),
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
  // An operator endpoint refuses everyone else before it reads the request's input (issue 16).
  const guard = endpoint.auth === 'admin' ? { preValidation: adminOnly } : {};
  return { method: endpoint.method, url: endpoint.path, schema, ...guard };
}
