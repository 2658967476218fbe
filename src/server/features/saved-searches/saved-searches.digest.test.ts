import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, listings, savedSearches } from '../../db/schema.js';
import { startWorkers } from '../../jobs.js';
import { makeListing } from '../../test/market.fixtures.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { alertSavedSearches } from './saved-searches.alerts.js';
import { sendSavedSearchDigests } from './saved-searches.digest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const HOUR = 3600_000;
const quiet = { info: () => {}, error: () => {} };

async function saveSearch(who: Person, query: Record<string, string>, emailDigest = true) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: who.cookie },
    payload: { query, emailDigest },
  });
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json().savedSearch as { id: string; url: string };
}

const outboxOf = (userId: string) =>
  app.ctx.db
    .select({
      subject: emailOutbox.subject,
      payload: emailOutbox.payload,
      type: emailOutbox.notificationType,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, userId))
    .orderBy(emailOutbox.createdAt);

const rowOf = async (id: string) =>
  (await app.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;

describe(`the saved-search digest (${testDatabaseKind})`, () => {
  it('e-mails each person once a day with the new listings of every search that wants it', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    const jeans = await saveSearch(me, { search: 'glimmerjean' });
    const coats = await saveSearch(me, { search: 'glimmercoat' });
    const quiet = await saveSearch(me, { search: 'glimmerhat' }, false);
    await makeListing(app, seller.user.id, { title: 'Glimmerjean slim', priceCents: 4000 });
    await makeListing(app, seller.user.id, { title: 'Glimmerjean wide', priceCents: 5500 });
    const sold = await makeListing(app, seller.user.id, { title: 'Glimmercoat sold', priceCents: 9000 });
    await makeListing(app, seller.user.id, { title: 'Glimmerhat', priceCents: 1000 });
    await alertSavedSearches(app.ctx);
    // Sold after the alert: the e-mail leaves it out.
    await app.ctx.db.update(listings).set({ isSold: true }).where(eq(listings.id, sold.id));

    const now = new Date();
    await sendSavedSearchDigests(app.ctx, now);
    expect(await outboxOf(me.user.id)).toEqual([
      {
        subject: '2 new listings match “glimmerjean”',
        type: 'saved_search_match',
        payload: {
          title: '2 new listings match “glimmerjean”',
          body: '“glimmerjean”: Glimmerjean wide ($55.00), Glimmerjean slim ($40.00)',
          url: jeans.url,
        },
      },
    ]);
    // Taken: the e-mailed searches' ids are cleared; the one without the e-mail keeps its own.
    expect((await rowOf(jeans.id)).digestListingIds).toEqual([]);
    expect((await rowOf(coats.id)).digestListingIds).toEqual([]);
    expect((await rowOf(quiet.id)).digestListingIds).toHaveLength(1);

    // A second run, and a new listing within the day: nothing more until a day has passed.
    await sendSavedSearchDigests(app.ctx, now);
    await makeListing(app, seller.user.id, { title: 'Glimmercoat long', priceCents: 12000 });
    await makeListing(app, seller.user.id, { title: 'Glimmerjean flare', priceCents: 3000 });
    await alertSavedSearches(app.ctx);
    await sendSavedSearchDigests(app.ctx, new Date(now.getTime() + 23 * HOUR));
    expect(await outboxOf(me.user.id)).toHaveLength(1);
    await sendSavedSearchDigests(app.ctx, new Date(now.getTime() + 25 * HOUR));
    const mails = await outboxOf(me.user.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.payload).toEqual({
      title: '2 new listings match 2 of your saved searches',
      body: '“glimmercoat”: Glimmercoat long ($120.00)\n“glimmerjean”: Glimmerjean flare ($30.00)',
      url: '/saved-searches',
    });
  });

  it('is delivered with an unsubscribe link that stops the next one', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    await saveSearch(me, { search: 'zephyrknit' });
    await makeListing(app, seller.user.id, { title: 'Zephyrknit jumper' });
    await alertSavedSearches(app.ctx);
    await sendSavedSearchDigests(app.ctx);
    const workers = await startWorkers(app.ctx, quiet);
    try {
      await vi.waitFor(() => expect(app.inbox.map((m) => m.to)).toContain(me.email), { timeout: 10_000 });
    } finally {
      await workers.stop();
    }
    const mail = app.inbox.find((m) => m.to === me.email)!;
    expect(mail.subject).toBe('1 new listing match “zephyrknit”');
    expect(mail.text).toContain('Zephyrknit jumper');
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
    // The link's page says these e-mails are on (the type's default is off only for the alerts).
    const info = await app.inject({ method: 'GET', url: oneClick.pathname + oneClick.search });
    expect(info.json()).toMatchObject({ type: 'saved_search_match', subscribed: true });
    const unsubscribed = await app.inject({ method: 'POST', url: oneClick.pathname + oneClick.search });
    expect(unsubscribed.statusCode).toBe(200);

    // Unsubscribed: the next day's listings are taken, and no e-mail is queued.
    await makeListing(app, seller.user.id, { title: 'Zephyrknit scarf' });
    await alertSavedSearches(app.ctx);
    await sendSavedSearchDigests(app.ctx, new Date(Date.now() + 25 * HOUR));
    expect(await outboxOf(me.user.id)).toHaveLength(1);
  });

  it('two runs at once e-mail once', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    await saveSearch(me, { search: 'quillbag' });
    await saveSearch(me, { search: 'quillshoe' });
    await makeListing(app, seller.user.id, { title: 'Quillbag tote' });
    await makeListing(app, seller.user.id, { title: 'Quillshoe boot' });
    await alertSavedSearches(app.ctx);
    const now = new Date();
    await Promise.all([1, 2, 3].map(() => sendSavedSearchDigests(app.ctx, now)));
    expect(await outboxOf(me.user.id)).toHaveLength(1);
    const [left] = await app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(
        sql`${savedSearches.userId} = ${me.user.id} and cardinality(${savedSearches.digestListingIds}) > 0`,
      );
    expect(Number(left!.n)).toBe(0);
  });

  it('skips a search switched off through the API, and e-mails it again once switched back on', async () => {
    const seller = await signUp(app);
    const me = await signUp(app);
    const search = await saveSearch(me, { search: 'brindlecap' });
    const setDigest = (emailDigest: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/saved-searches/${search.id}`,
        headers: { cookie: me.cookie },
        payload: { emailDigest },
      });
    expect((await setDigest(false)).statusCode).toBe(200);
    await makeListing(app, seller.user.id, { title: 'Brindlecap wool' });
    await alertSavedSearches(app.ctx);
    const now = new Date();
    expect(await sendSavedSearchDigests(app.ctx, now)).toBe(0);
    expect(await outboxOf(me.user.id)).toEqual([]);

    expect((await setDigest(true)).statusCode).toBe(200);
    await makeListing(app, seller.user.id, { title: 'Brindlecap cotton' });
    await alertSavedSearches(app.ctx);
    await sendSavedSearchDigests(app.ctx, now);
    const mails = await outboxOf(me.user.id);
    expect(mails.map((m) => m.payload)).toEqual([
      {
        title: '1 new listing match “brindlecap”',
        body: '“brindlecap”: Brindlecap cotton ($40.00)',
        url: search.url,
      },
    ]);
  });
});
