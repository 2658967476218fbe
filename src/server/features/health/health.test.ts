import { describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('HTTP basics', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the app shell for client routes and a real 404 for unknown paths', async () => {
    const known = await app.inject({ method: 'GET', url: '/trending?category=Shoes' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toMatch(/text\/html/);
    expect(known.headers['cache-control']).toBe('no-cache');
    // A client route whose listing does not exist gets the shell with a real 404 too.
    expect((await app.inject({ method: 'GET', url: '/listing/abc' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('honours an incoming request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
