import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, notifications } from '../../db/schema.js';
import { jobScheduler } from '../../jobs.js';
import {
  listingRow,
  makeListing,
  makeOffer,
  offerRow,
  signUp,
  type Person,
} from '../../test/market.fixtures.js';
import { testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS, type FixtureServer } from './fixtures/fixture-server.js';
import { createImportFetcher, type ImportFetcher } from './imports.fetcher.js';
import { claimSourcesToCheck } from './imports.source-check.queries.js';
import { checkImportedSources, SOURCE_RECHECK_MS } from './imports.source-check.js';
import { useFixtureApp } from './imports.test-helpers.js';

let app: TestApp;
let fixtures: FixtureServer;
let seller: Person;
let buyer: Person;

useFixtureApp(async (started) => {
  ({ app, fixtures } = started);
  [seller, buyer] = [await signUp(app), await signUp(app)];
});

const imported = (title: string, originalUrl: string, who = seller) =>
  makeListing(app, who.user.id, {
    title,
    originalUrl,
    sourcePlatform: originalUrl.includes('mercari') ? 'mercari' : 'poshmark',
  });
const toldOf = (userId: string) =>
  app.ctx.db
    .select({ title: notifications.title, body: notifications.body, url: notifications.url })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'listing_sold_elsewhere')));

describe(`the source re-check of imported listings (${testDatabaseKind})`, () => {
  it('runs every minute from the scheduler and takes off a listing whose page says sold', async () => {
    const other = await signUp(app);
    const jacket = await imported('Mercari jacket', FIXTURE_URLS.mercariSold, other);
    let now = new Date();
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });
    expect(await scheduler.tick()).toContain('imports.source-check');
    expect((await listingRow(app, jacket.id)).isSold).toBe(true);
    expect((await listingRow(app, jacket.id)).soldElsewhereAt).not.toBeNull();
    expect(await toldOf(other.user.id)).toEqual([
      {
        title: 'Mercari jacket sold on Mercari, so we took it off Rethread',
        body: 'Its page on Mercari says it sold or is gone. Open offers and checkouts for it have ended, and their buyers were told.',
        url: `/listing/${jacket.id}`,
      },
    ]);
    now = new Date(now.getTime() + 30_000);
    expect(await scheduler.tick()).not.toContain('imports.source-check');
  });

  it('takes off sold and gone items, leaves the rest on errors, one request per host per run', async () => {
    const sold = await imported('Sold dress', FIXTURE_URLS.mercariSold);
    const gone = await imported('Gone coat', FIXTURE_URLS.gone);
    const onSale = await imported('On sale top', FIXTURE_URLS.mercariOnSale);
    const broken = await imported('Broken page scarf', FIXTURE_URLS.serverError);
    const dropped = await imported('Dropped bag', FIXTURE_URLS.connectionDropped);
    const offerId = await makeOffer(app, buyer, gone.id, 1000);

    const start = new Date(Date.now() + 60_000);
    let run = 0;
    const fetched: { host: string; run: number }[] = [];
    const real = createImportFetcher(app.ctx.config, { timeoutMs: 5_000 });
    const fetcher: ImportFetcher = {
      ...real,
      page: (url, signal) => {
        fetched.push({ host: new URL(url).hostname, run });
        return real.page(url, signal);
      },
    };
    // A run a minute, as the scheduler makes them, until nothing is left to read.
    let taken = 0;
    const runAt = (i: number) => new Date(start.getTime() + i * 60_000);
    for (; run < 5; run++) taken += await checkImportedSources(app.ctx, runAt(run), { fetcher });
    expect(taken).toBe(2);
    expect(fetched).toHaveLength(5);
    // No run asked one site twice: each site is read at most once a minute, and no run waits.
    for (let r = 0; r < 5; r++) {
      const hosts = fetched.filter((f) => f.run === r).map((f) => f.host.replace(/^www\./, ''));
      expect(new Set(hosts).size).toBe(hosts.length);
    }

    const state = async (id: string) => {
      const row = await listingRow(app, id);
      return [row.isSold, row.soldElsewhereAt !== null, row.sourceCheckedAt !== null];
    };
    expect(await state(sold.id)).toEqual([true, true, true]);
    expect(await state(gone.id)).toEqual([true, true, true]);
    for (const left of [onSale, broken, dropped]) expect(await state(left.id)).toEqual([false, false, true]);
    expect((await offerRow(app, offerId)).status).toBe('expired');
    expect((await toldOf(seller.user.id)).map((n) => n.title).sort()).toEqual([
      'Gone coat sold on Poshmark, so we took it off Rethread',
      'Sold dress sold on Mercari, so we took it off Rethread',
    ]);

    // Checked listings wait a full interval; the next run finds nothing to read.
    const before = fixtures.requests.length;
    expect(await checkImportedSources(app.ctx, new Date(start.getTime() + 3600_000))).toBe(0);
    expect(fixtures.requests.length).toBe(before);
    // The buyer of the gone coat heard once, though the sweep ran again.
    const buyerTold = await app.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(buyerTold).toEqual([{ title: 'Your $10.00 offer for Gone coat was declined' }]);
  });

  it('claims each listing once when two instances sweep at the same time', async () => {
    const later = new Date(Date.now() + 3 * SOURCE_RECHECK_MS);
    for (let i = 0; i < 4; i++)
      await imported(`Race item ${i}`, `https://www.mercari.com/us/item/m7770000000${i}/`);
    const due = await app.ctx.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(isNotNull(listings.originalUrl), eq(listings.isSold, false)));
    // Two claims at once, round after round, never share a listing; each takes one per site. (The
    // scheduler itself runs each minute's sweep once across instances.)
    const ids: string[] = [];
    for (let round = 0; round < 6; round++) {
      const [a, b] = await Promise.all([
        claimSourcesToCheck(app.ctx.db, later, later, 4),
        claimSourcesToCheck(app.ctx.db, later, later, 4),
      ]);
      for (const claim of [a, b]) {
        expect(claim.filter((r) => r.originalUrl.includes('mercari.com')).length).toBeLessThanOrEqual(1);
      }
      ids.push(...[...a, ...b].map((r) => r.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(due.map((r) => r.id).sort());
  });
});
