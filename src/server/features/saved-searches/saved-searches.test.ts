import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_TOO_HIGH_MESSAGE } from '#shared/constants.js';
import { PRICE_RANGE_MESSAGE } from '#shared/search.js';
import { MAX_SAVED_SEARCHES, savedSearchMessages } from '#shared/saved-searches.js';
import { savedSearches } from '../../db/schema.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const save = (who: Person | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const list = (who: Person) =>
  app.inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie: who.cookie } });
const patch = (who: Person | undefined, id: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/saved-searches/${id}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const remove = (who: Person, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: { cookie: who.cookie } });

describe(`saved searches (${testDatabaseKind})`, () => {
  it('saves a search in canonical form, lists it newest first with its link, and deletes only its own', async () => {
    const me = await signUp(app);
    const first = await save(me, {
      query: { search: "  levi's 501 ", sizes: 'm, s ,', category: '', maxPrice: '80' },
    });
    expect(first.statusCode).toBe(201);
    const saved = first.json().savedSearch;
    expect(saved).toMatchObject({
      name: "levi's 501",
      query: { maxPrice: '80', search: "levi's 501", sizes: 'M,S' },
      emailDigest: true,
      url: '/trending?search=levi%27s+501&maxPrice=80&sizes=M%2CS',
    });
    const [row] = await app.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row!.queryKey).toBe(JSON.stringify({ maxPrice: '80', search: "levi's 501", sizes: 'M,S' }));
    expect(Math.abs(row!.checkedUntil.getTime() - Date.now())).toBeLessThan(60_000);

    const second = await save(me, { query: { category: 'Shoes' }, emailDigest: false });
    expect(second.json().savedSearch).toMatchObject({ name: 'Shoes', emailDigest: false });
    const third = await save(me, { query: { color: 'Black' }, name: 'Black things' });
    expect(third.json().savedSearch.name).toBe('Black things');
    const onlyPrice = await save(me, { query: { minPrice: '10' } });
    expect(onlyPrice.json().savedSearch.name).toBe('All listings');

    const listed = (await list(me)).json().savedSearches.map((s: { name: string }) => s.name);
    expect(listed).toEqual(['All listings', 'Black things', 'Shoes', "levi's 501"]);

    const other = await signUp(app);
    expect((await list(other)).json().savedSearches).toEqual([]);
    const theirs = await remove(other, saved.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(savedSearchMessages.notFound);
    expect((await remove(me, saved.id)).statusCode).toBe(204);
    expect((await remove(me, saved.id)).statusCode).toBe(404);
    expect((await list(me)).json().savedSearches).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect((await save(undefined, { query: { search: 'x' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(401);
  });

  it('refuses empty, bad and oversized searches with the right message, never a 500', async () => {
    const me = await signUp(app);
    const cases: Array<[unknown, string | undefined]> = [
      [{ query: {} }, savedSearchMessages.empty],
      [{ query: { search: '   ', category: 'all' } }, savedSearchMessages.empty],
      [{ query: { minPrice: 'abc' } }, savedSearchMessages.empty],
      [{ query: { minPrice: '50', maxPrice: '10' } }, PRICE_RANGE_MESSAGE],
      [{ query: { maxPrice: '99999999999' } }, PRICE_TOO_HIGH_MESSAGE],
      [{ query: { search: 'a\u0000b' } }, undefined],
      [{ query: { search: 'x'.repeat(5000) } }, undefined],
      [{ query: { search: 'x' }, name: 'n'.repeat(101) }, savedSearchMessages.nameTooLong],
      [{ query: { search: 'x', sort: 'newest' } }, undefined],
      [{ query: { search: 'x' }, emailDigest: 'yes' }, undefined],
      [{ query: 'search=x' }, undefined],
    ];
    for (const [payload, message] of cases) {
      const res = await save(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().error).toBe(message);
    }
    expect((await list(me)).json().savedSearches).toEqual([]);
  });

  it('saves the same search once, however it is spelled', async () => {
    const me = await signUp(app);
    expect((await save(me, { query: { search: 'boots', sizes: 'S,M' } })).statusCode).toBe(201);
    const again = await save(me, { query: { sizes: 'm , s', search: ' boots ' }, name: 'Other name' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(savedSearchMessages.alreadySaved);
    // Someone else may save the same search.
    expect((await save(await signUp(app), { query: { search: 'boots', sizes: 'M,S' } })).statusCode).toBe(
      201,
    );
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES}, even when several tabs save at once`, async () => {
    const me = await signUp(app);
    await app.ctx.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES - 3 }, (_, i) => ({
        userId: me.user.id,
        name: `s${i}`,
        query: { search: `s${i}` },
        queryKey: JSON.stringify({ search: `s${i}` }),
      })),
    );
    // On PostgreSQL each request has its own connection, so the counts really race.
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(me, { query: { search: `tab ${i}` } })),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe(savedSearchMessages.tooMany);
    }
    expect((await list(me)).json().savedSearches).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('limits how fast one person saves', async () => {
    const me = await signUp(app);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await save(me, { query: { search: `word${i}` } })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("switches a search's e-mail of new matches: only the owner, others 404, visitors 401, bad body 400", async () => {
    const me = await signUp(app);
    const saved = (await save(me, { query: { search: 'corduroy' } })).json().savedSearch;
    expect(saved.emailDigest).toBe(true);
    const waiting = ['00000000-0000-4000-8000-000000000001'];
    await app.ctx.db
      .update(savedSearches)
      .set({ digestListingIds: waiting })
      .where(eq(savedSearches.id, saved.id));

    const off = await patch(me, saved.id, { emailDigest: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().savedSearch).toMatchObject({ id: saved.id, emailDigest: false, name: 'corduroy' });
    const [row] = await app.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row!.emailDigest).toBe(false);
    expect(row!.digestListingIds).toEqual(waiting);
    expect((await list(me)).json().savedSearches[0].emailDigest).toBe(false);

    const other = await signUp(app);
    const theirs = await patch(other, saved.id, { emailDigest: true });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(savedSearchMessages.notFound);
    expect((await patch(undefined, saved.id, { emailDigest: true })).statusCode).toBe(401);
    for (const payload of [{}, { emailDigest: 'yes' }, { emailDigest: true, name: 'x' }]) {
      const bad = await patch(me, saved.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(me, saved.id, { emailDigest: 'yes' })).json().error).toBe(
      savedSearchMessages.emailDigestNotBoolean,
    );
    expect((await patch(me, 'not-an-id', { emailDigest: true })).statusCode).toBe(404);
    expect((await list(me)).json().savedSearches[0].emailDigest).toBe(false);

    const on = await patch(me, saved.id, { emailDigest: true });
    expect(on.json().savedSearch.emailDigest).toBe(true);
    // What gathered while it was off is not e-mailed: the first e-mail names matches from now on.
    const [after] = await app.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(after!.digestListingIds).toEqual([]);
  });
});
