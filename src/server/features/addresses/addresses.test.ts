import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages, MAX_ADDRESSES } from '#shared/addresses.js';
import { addresses } from '../../db/schema.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import {
  addAddress,
  addressesCaller,
  defaultsOf,
  home,
  rowsOf,
  type Person,
} from './addresses.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof addressesCaller>;

beforeAll(async () => {
  app = await createTestApp();
  call = addressesCaller(app);
});
afterAll(async () => {
  await app.dispose();
});

const person = (): Promise<Person> => signUp(app);

describe(`the address book (${testDatabaseKind})`, () => {
  it('needs an account for every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PATCH', `/api/addresses/${id}`],
      ['DELETE', `/api/addresses/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : home)).statusCode).toBe(401);
    }
  });

  it('creates, lists (default first), updates and deletes', async () => {
    const me = await person();
    expect((await call('GET', '/api/addresses', me)).json()).toEqual({ addresses: [] });

    const created = await call('POST', '/api/addresses', me, { ...home, state: 'ca', zip: ' 94105-1234 ' });
    expect(created.statusCode).toBe(201);
    const first = created.json().address;
    expect(first).toMatchObject({
      ...home,
      state: 'CA',
      zip: '94105-1234',
      country: 'US',
      isDefault: true,
    });

    const second = await addAddress(app, me, { line1: '5 Pine Road', line2: '' });
    expect(second).toMatchObject({ line2: null, isDefault: false });
    const list = (await call('GET', '/api/addresses', me)).json().addresses as Array<{ id: string }>;
    expect(list.map((a) => a.id)).toEqual([first.id, second.id]);

    const patched = await call('PATCH', `/api/addresses/${second.id}`, me, { city: 'Oakland', line2: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().address).toMatchObject({ city: 'Oakland', line1: '5 Pine Road', isDefault: false });

    const removed = await call('DELETE', `/api/addresses/${second.id}`, me);
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect((await rowsOf(app, me)).map((r) => r.id)).toEqual([first.id]);
    expect((await call('DELETE', `/api/addresses/${second.id}`, me)).json()).toEqual({
      error: addressMessages.notFound,
      code: 'NOT_FOUND',
    });
  });

  it("answers 404 for someone else's address and changes nothing", async () => {
    const owner = await person();
    const other = await person();
    const address = await addAddress(app, owner);
    await addAddress(app, other);
    const before = await rowsOf(app, owner);

    const notFound = { error: addressMessages.notFound, code: 'NOT_FOUND' };
    const patch = await call('PATCH', `/api/addresses/${address.id}`, other, {
      city: 'Reno',
      isDefault: true,
    });
    expect([patch.statusCode, patch.json()]).toEqual([404, notFound]);
    const del = await call('DELETE', `/api/addresses/${address.id}`, other);
    expect([del.statusCode, del.json()]).toEqual([404, notFound]);
    expect((await call('GET', '/api/addresses', other)).json().addresses).toHaveLength(1);
    expect(await rowsOf(app, owner)).toEqual(before);
  });
});

describe('validation', () => {
  let me: Person;
  beforeAll(async () => {
    me = await person();
  });

  const cases: Array<[what: string, body: Record<string, unknown>, message: string]> = [
    ['a state that is not one', { state: 'ZZ' }, addressMessages.stateInvalid],
    ['a state name', { state: 'California' }, addressMessages.stateInvalid],
    ['a state of the wrong type', { state: 6 }, addressMessages.stateInvalid],
    ['a four-digit ZIP', { zip: '9410' }, addressMessages.zipInvalid],
    ['a ZIP with letters', { zip: '9410A' }, addressMessages.zipInvalid],
    ['a nine-digit ZIP without its dash', { zip: '941051234' }, addressMessages.zipInvalid],
    ['another country', { country: 'CA' }, addressMessages.countryUnsupported],
    ['a NUL in the name', { name: 'Pri\u0000ya' }, 'Name must not contain NUL or other control characters'],
    [
      'a NUL in line 2',
      { line2: 'Apt\u00004' },
      'Address line 2 must not contain NUL or other control characters',
    ],
    ['a huge line', { line1: 'x'.repeat(100_000) }, addressMessages.lineTooLong],
    ['a huge city', { city: 'x'.repeat(61) }, addressMessages.cityTooLong],
    ['a blank name', { name: '   ' }, addressMessages.nameRequired],
    ['no street address', { line1: undefined }, addressMessages.line1Required],
    ['isDefault as a string', { isDefault: 'yes' }, addressMessages.isDefaultInvalid],
  ];

  it.each(cases)('refuses %s with its message and saves nothing', async (_, change, message) => {
    const res = await call('POST', '/api/addresses', me, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await rowsOf(app, me)).toEqual([]);
  });

  it('refuses unknown keys, a body that is not an object, and the same on PATCH', async () => {
    expect((await call('POST', '/api/addresses', me, { ...home, userId: me.user.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/addresses', me, ['x'])).statusCode).toBe(400);
    expect(await rowsOf(app, me)).toEqual([]);

    const address = await addAddress(app, me);
    const before = await rowsOf(app, me);
    for (const body of [
      { zip: '1' },
      { state: 'XX' },
      { id: 'x' },
      { name: 'A\u0000' },
      { isDefault: false },
    ]) {
      const res = await call('PATCH', `/api/addresses/${address.id}`, me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowsOf(app, me)).toEqual(before);
  });

  it('answers un-defaulting the default with the shared message', async () => {
    const other = await person();
    const address = await addAddress(app, other);
    const res = await call('PATCH', `/api/addresses/${address.id}`, other, { isDefault: false });
    expect(res.json()).toEqual({ error: addressMessages.keepDefault, code: 'VALIDATION_ERROR' });
  });
});

describe('the default', () => {
  it('is the first address; a later one becomes it only when asked, and the old one stops being it', async () => {
    const me = await person();
    const a = await addAddress(app, me, { isDefault: false });
    expect(a.isDefault).toBe(true);
    const b = await addAddress(app, me);
    expect(await defaultsOf(app, me)).toEqual([a.id]);
    const c = await addAddress(app, me, { isDefault: true });
    expect(await defaultsOf(app, me)).toEqual([c.id]);

    const res = await call('PATCH', `/api/addresses/${b.id}`, me, { isDefault: true });
    expect(res.json().address.isDefault).toBe(true);
    expect(await defaultsOf(app, me)).toEqual([b.id]);
    const list = (await call('GET', '/api/addresses', me)).json().addresses as Array<{ id: string }>;
    expect(list.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
  });

  it('passes to the most recent other address when the default is deleted', async () => {
    const me = await person();
    const a = await addAddress(app, me);
    const b = await addAddress(app, me);
    const c = await addAddress(app, me);
    await call('PATCH', `/api/addresses/${b.id}`, me, { isDefault: true });
    expect((await call('DELETE', `/api/addresses/${b.id}`, me)).statusCode).toBe(204);
    expect(await defaultsOf(app, me)).toEqual([c.id]);
    await call('DELETE', `/api/addresses/${c.id}`, me);
    expect(await defaultsOf(app, me)).toEqual([a.id]);
    await call('DELETE', `/api/addresses/${a.id}`, me);
    expect(await rowsOf(app, me)).toEqual([]);
  });

  it('is one per person in the database itself', async () => {
    const me = await person();
    await addAddress(app, me);
    await expect(
      app.ctx.db.insert(addresses).values({ ...home, userId: me.user.id, isDefault: true }),
    ).rejects.toThrow();
  });
});

describe('the cap', () => {
  it(`keeps at most ${MAX_ADDRESSES} addresses a person and answers 409 past it`, async () => {
    const me = await person();
    await app.ctx.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        ...home,
        userId: me.user.id,
        isDefault: i === 0,
      })),
    );
    const res = await call('POST', '/api/addresses', me, home);
    expect([res.statusCode, res.json()]).toEqual([409, { error: addressMessages.tooMany, code: 'CONFLICT' }]);
    expect(await rowsOf(app, me)).toHaveLength(MAX_ADDRESSES);
    expect((await call('GET', '/api/addresses', me)).json().addresses).toHaveLength(MAX_ADDRESSES);
  });
});
