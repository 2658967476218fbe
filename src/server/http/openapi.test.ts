import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';

describe('GET /api/openapi.json', () => {
  let app: TestApp;
  useTestApp((started) => {
    app = started;
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
