import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin.js';
import { adminApi } from '#shared/api/admin.js';
import { signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { adminCaller, signUpOperator } from './admin.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof adminCaller>;
let person: Person;
let operator: Person;
beforeAll(async () => {
  app = await createTestApp();
  call = adminCaller(app);
  [person, operator] = [await signUp(app), await signUpOperator(app)];
});
afterAll(async () => {
  await app.dispose();
});

const endpoints = Object.entries(adminApi);
const urlOf = (path: string) => path.replace(':id', '00000000-0000-4000-8000-000000000000');
// A body no endpoint accepts: an outsider is refused before it is read, an operator gets a 400.
const BAD_BODY = { note: '\u0000', amountCents: -1, action: 'explode', extra: 'x'.repeat(2000) };

describe(`every /api/admin endpoint is for operators only (${testDatabaseKind})`, () => {
  it('lists every endpoint under /api/admin with auth admin', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(16);
    for (const [name, e] of endpoints) {
      expect(e.auth, name).toBe('admin');
      expect(e.path.startsWith('/api/admin/'), name).toBe(true);
    }
  });

  it.each(endpoints)(
    '%s: 401 signed out, 403 for a signed-in non-operator, never for an operator',
    async (name, e) => {
      const body = e.method === 'GET' ? undefined : BAD_BODY;
      const url = urlOf(e.path) + (e.method === 'GET' ? '?q=%00&status=nope&cursor=zz' : '');
      const anonymous = await call(e.method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      const outsider = await call(e.method, url, person, body);
      expect([outsider.statusCode, outsider.json().error]).toEqual([403, adminMessages.forbidden]);
      const good = await call(e.method, urlOf(e.path), operator, e.method === 'GET' ? undefined : {});
      expect([401, 403]).not.toContain(good.statusCode);
      // Whatever an operator sends, an endpoint answers it (a 400 or a 404 here), never with a 500.
      expect(good.statusCode, `${name}: ${good.body}`).toBeLessThan(500);
    },
  );

  it('lets an operator in: GET /api/admin/me', async () => {
    const res = await call('GET', '/api/admin/me', operator);
    expect([res.statusCode, res.json()]).toEqual([200, { isAdmin: true }]);
  });
});

describe('GET /api/users/me/roles', () => {
  it('tells every signed-in person whether they are an operator, with a 200 either way', async () => {
    expect((await call('GET', '/api/users/me/roles', undefined)).statusCode).toBe(401);
    const plain = await call('GET', '/api/users/me/roles', person);
    expect([plain.statusCode, plain.json()]).toEqual([200, { isAdmin: false }]);
    const ops = await call('GET', '/api/users/me/roles', operator);
    expect([ops.statusCode, ops.json()]).toEqual([200, { isAdmin: true }]);
  });
});
