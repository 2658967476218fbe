import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/api/endpoint.js';
import type { TestApp } from '../test/test-app.js';
import { signUp, type Person } from '../test/market.fixtures.js';
import { useTestApp } from '../test/use-test-app.js';
import { registerOpenApi } from './openapi.js';

type Operation = {
  operationId?: string;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
};
type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

/** Every endpoint definition in src/shared/api, read from the files themselves. */
async function allEndpoints(): Promise<Endpoint[]> {
  const dir = fileURLToPath(new URL('../../shared/api/', import.meta.url));
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'endpoint.ts',
  );
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const module = (await import(`${dir}${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object') {
        for (const e of Object.values(value as Record<string, unknown>)) {
          if (e && typeof e === 'object' && 'operationId' in e) endpoints.push(e as Endpoint);
        }
      }
    }
  }
  return endpoints;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the published API (docs/product/12-engineering.md §12.5)', () => {
  let app: TestApp;
  let doc: OpenApiDoc;
  useTestApp(async (started) => {
    app = started;
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every endpoint definition with its success reply and every error it declares', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThan(50);
    for (const endpoint of endpoints) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.operationId);
      const statuses = Object.keys(operation!.responses);
      expect(statuses).toContain(String(endpoint.status ?? 200));
      for (const status of endpoint.errors) expect(statuses).toContain(String(status));
      expect(statuses).toContain('503');
      // The Origin check answers 403 to any state change, except a provider's signed call.
      if (endpoint.method !== 'GET') expect(statuses.includes('403')).toBe(endpoint.auth !== 'signed');
    }
    // Nothing else is published: every documented operation is a definition.
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(endpoints.length);
  });

  it('marks the operations that need the session cookie, and presents an optional one as optional', async () => {
    const cookie = doc.components.securitySchemes.session;
    expect(cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'rethread_session' });
    for (const endpoint of await allEndpoints()) {
      const operation = doc.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      const name = `${endpoint.method} ${endpoint.path} (${endpoint.auth})`;
      if (endpoint.auth === 'user' || endpoint.auth === 'admin') {
        expect(operation.security, name).toEqual([{ session: [] }]);
        expect(Object.keys(operation.responses), name).toContain('401');
      } else if (endpoint.auth === 'optional') {
        expect(operation.security, name).toEqual([{}, { session: [] }]);
      } else {
        expect(operation.security, name).toBeUndefined();
      }
    }
  });

  it('renders readable docs at /api/docs from the app itself', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});

/** Every documented operation, with a URL whose parameters are filled with an id that names nothing. */
function operationsOf(doc: OpenApiDoc) {
  const NOTHING = '00000000-0000-4000-8000-000000000000';
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path,
      url: path.replace(/\{[A-Za-z]+\}/g, NOTHING),
      operation,
    })),
  );
}

describe('who may call what, read from the published document alone', () => {
  let app: TestApp;
  let doc: OpenApiDoc;
  let person: Person;
  useTestApp(async (started) => {
    app = started;
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    person = await signUp(app);
  });
  // A body no endpoint accepts: access is decided before the input is read, so it must not matter.
  const BAD_BODY = { note: '\u0000', amountCents: -1, extra: 'x'.repeat(2000) };
  const needsSession = (operation: Operation) =>
    operation.security !== undefined && !operation.security.some((r) => Object.keys(r).length === 0);

  it('answers 401 to a signed-out call of every operation that needs a session', async () => {
    const guarded = operationsOf(doc).filter(({ operation }) => needsSession(operation));
    expect(guarded.length).toBeGreaterThan(90);
    for (const { method, url, path } of guarded) {
      const res = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: BAD_BODY }) });
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it('answers 403 to a signed-in non-operator on every /api/admin operation', async () => {
    const admin = operationsOf(doc).filter(({ path }) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(16);
    for (const { method, url, path, operation } of admin) {
      expect(needsSession(operation), path).toBe(true);
      const res = await app.inject({
        method,
        url,
        headers: { cookie: person.cookie },
        ...(method === 'GET' ? {} : { payload: BAD_BODY }),
      });
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('lets a signed-in person past the guard of an operation that needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: person.cookie } });
    expect([res.statusCode, res.json().id]).toEqual([200, person.user.id]);
  });
});

describe('an /api route without a definition', () => {
  it('stops the app from starting', async () => {
    const Fastify = (await import('fastify')).default;
    const bare = Fastify();
    await registerOpenApi(bare, '0.0.0');
    expect(() => bare.get('/api/made-up', async () => ({}))).toThrow(/endpoint definition/);
    await bare.close();
  });
});
