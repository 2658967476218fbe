import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session.js';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * Publishes the API (docs/product/12-engineering.md §12.5) for sellers' tools and cross-listers:
 * the OpenAPI 3.1 document at /api/openapi.json and readable docs at /api/docs. Both are generated
 * from the routes as registered, which come from the shared endpoint definitions, so they cannot
 * drift from what the server does. Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // An /api route must come from its shared definition (defineRoute stamps the operationId), or
  // the client, the docs and the server could disagree about it. Checked as routes are added, at start.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH)) return;
    if (!route.schema?.operationId) {
      throw new Error(
        `${String(route.method)} ${url} has no endpoint definition: define it in src/shared/api and register it with defineRoute`,
      );
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rethread API',
        version,
        description:
          'The API the Rethread web app uses. Every error answers `{ error, code }`: `error` is a ' +
          'sentence for people, `code` one of a closed set for programs. State-changing requests ' +
          'need an `Origin` header naming this site.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by sign-in.',
          },
        },
      },
    },
    // Only endpoint definitions carry a tag: the SPA's pages, photos and these docs stay out.
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The plain layout: no "explore another document" bar, no outside validator badge.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, validatorUrl: null },
    theme: { title: 'Rethread API' },
    // Its own policy, as strict as the app's: everything from this origin; swagger-ui sets inline styles.
    staticCSP:
      "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
      "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
  });
}
