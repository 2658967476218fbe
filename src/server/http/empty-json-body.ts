import type { FastifyInstance } from 'fastify';

/**
 * The spec's client sends PATCH …/accept with an empty body; some clients still label it JSON.
 * Fastify refuses an empty JSON body, so within the plugins that call this it parses as "no body".
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
