import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '#shared/addresses.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { addAddress, addressesCaller, defaultsOf, home, rowsOf } from './addresses.test-helpers.js';

/**
 * Requests that race on one address book (two tabs, a double click). On PostgreSQL they run at once on
 * separate connections, so the lock on the person's row and the partial unique index are what keep
 * one default and the cap; on PGlite they queue, and the tests still hold.
 */
let app: TestApp;
let call: ReturnType<typeof addressesCaller>;

beforeAll(async () => {
  app = await createTestApp();
  call = addressesCaller(app);
});
afterAll(async () => {
  await app.dispose();
});

describe(`concurrent address changes (${testDatabaseKind})`, () => {
  it('two "make default" requests at once end with exactly one default', async () => {
    const me = await signUp(app);
    await addAddress(app, me);
    const b = await addAddress(app, me);
    const c = await addAddress(app, me);
    for (let round = 0; round < 5; round++) {
      const replies = await Promise.all(
        [b, c].map((x) => call('PATCH', `/api/addresses/${x.id}`, me, { isDefault: true })),
      );
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      const defaults = await defaultsOf(app, me);
      expect(defaults).toHaveLength(1);
      expect([b.id, c.id]).toContain(defaults[0]);
    }
  });

  it("a person's first addresses, saved at once, make exactly one default", async () => {
    const me = await signUp(app);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/addresses', me, home)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await defaultsOf(app, me)).toHaveLength(1);
  });

  it('saving many at once never passes the cap', async () => {
    const me = await signUp(app);
    const tries = MAX_ADDRESSES + 5;
    const replies = await Promise.all(
      Array.from({ length: tries }, () => call('POST', '/api/addresses', me, home)),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await rowsOf(app, me)).toHaveLength(MAX_ADDRESSES);
  });
});
