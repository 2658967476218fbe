import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/api/endpoint.js';
import type { TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { registerOpenApi } from './openapi.js';

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
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

  it('renders readable docs at /api/docs from the app itself', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
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
