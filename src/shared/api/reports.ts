import { createReportInputSchema, createdReportSchema } from '../reports.js';
import { defineApi } from './endpoint.js';

/** Reports to Rethread's operators. */
export const reportsApi = defineApi('reports', {
  create: {
    method: 'POST',
    path: '/api/reports',
    summary: 'Report a listing, a person, a comment or a conversation to the operators, once per thing',
    auth: 'user',
    body: createReportInputSchema,
    status: 201,
    reply: createdReportSchema,
    errors: [400, 404, 409, 429],
  },
});
