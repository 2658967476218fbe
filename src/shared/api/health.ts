import { healthReplySchema, healthUnavailableSchema } from '../health.js';
import { defineApi } from './endpoint.js';

/** The liveness check load balancers and monitors call. */
export const healthApi = defineApi('health', {
  check: {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server can reach its database (503 with Retry-After when it cannot)',
    auth: 'public',
    reply: healthReplySchema,
    errors: [],
    errorReplies: { 503: healthUnavailableSchema },
  },
});
