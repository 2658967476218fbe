import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, notifications, savedSearches } from '../../db/schema.js';
import { makeListing } from '../../test/market.fixtures.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { alertSavedSearches } from './saved-searches.alerts.js';
import { DIGEST_IDS_CAP } from './saved-searches.queries.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

type Person = Awaited<ReturnType<typeof signUp>>;

async function saveSearch(who: Person, query: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: who.cookie },
    payload: { query },
  });
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json().savedSearch as { id: string; url: string; name: string };
}

const toldOf = (userId: string) =>
  app.ctx.db
    .select({ title: notifications.title, body: notifications.body, url: notifications.url })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'saved_search_match')));

const rowOf = async (id: string) =>
  (await app.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;

// The job's clock: the scheduler passes its own; these runs happen "now".
const run = () => alertSavedSearches(app.ctx, new Date());

describe(`the saved-search alert (${testDatabaseKind})`, () => {
  it('tells once of new matching listings; not of older, non-matching, own or sold ones', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    // Listed before the search was saved: never part of its alert.
    await makeListing(app, seller.user.id, { title: 'Zorblax 501 jeans', priceCents: 3000 });
    const saved = await saveSearch(me, { search: 'zorblax', maxPrice: '50' });
    await run();
    expect(await toldOf(me.user.id)).toEqual([]);

    const match = await makeListing(app, seller.user.id, {
      title: 'Zorblax 501 jeans, blue',
      priceCents: 4000,
    });
    await makeListing(app, seller.user.id, { title: 'Zorblax jacket', priceCents: 9000 }); // too dear
    await makeListing(app, seller.user.id, { title: 'Plain tee', priceCents: 1000 }); // other words
    await makeListing(app, me.user.id, { title: 'My own zorblax', priceCents: 1000 }); // mine
    await makeListing(app, seller.user.id, { title: 'Sold zorblax', priceCents: 1000, isSold: true });
    await run();
    expect(await toldOf(me.user.id)).toEqual([
      { title: '1 new listing match “zorblax”', body: 'Zorblax 501 jeans, blue', url: saved.url },
    ]);
    const row = await rowOf(saved.id);
    expect(row.digestListingIds).toEqual([match.id]);
    const [newest] = await app.ctx.db
      .select({ at: sql<string>`created_at::text` })
      .from(listings)
      .where(eq(listings.id, match.id));
    const [watermark] = await app.ctx.db
      .select({ at: sql<string>`checked_until::text` })
      .from(savedSearches)
      .where(eq(savedSearches.id, saved.id));
    expect(watermark!.at).toBe(newest!.at);

    // A second run finds nothing new.
    await run();
    expect(await toldOf(me.user.id)).toHaveLength(1);

    // Two more: one notice for both, newest first.
    await makeListing(app, seller.user.id, { title: 'Zorblax one', priceCents: 1000 });
    await makeListing(app, seller.user.id, { title: 'Zorblax two', priceCents: 1000 });
    await run();
    const told = await toldOf(me.user.id);
    expect(told).toHaveLength(2);
    expect(told).toContainEqual({
      title: '2 new listings match “zorblax”',
      body: 'Zorblax two, Zorblax one',
      url: saved.url,
    });
    expect((await rowOf(saved.id)).digestListingIds).toHaveLength(3);
  });

  it('keeps only the last ids for the digest', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    const saved = await saveSearch(me, { search: 'quuxbrand' });
    const ids = Array.from({ length: DIGEST_IDS_CAP - 1 }, () => crypto.randomUUID());
    await app.ctx.db
      .update(savedSearches)
      .set({ digestListingIds: ids })
      .where(eq(savedSearches.id, saved.id));
    const a = await makeListing(app, seller.user.id, { title: 'Quuxbrand a' });
    const b = await makeListing(app, seller.user.id, { title: 'Quuxbrand b' });
    await run();
    expect((await rowOf(saved.id)).digestListingIds).toEqual([...ids.slice(1), a.id, b.id]);
  });

  it('two runs at once tell once', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    await saveSearch(me, { search: 'frobnic' });
    await makeListing(app, seller.user.id, { title: 'Frobnic coat' });
    await Promise.all([run(), run(), run()]);
    expect(await toldOf(me.user.id)).toHaveLength(1);
  });
});
