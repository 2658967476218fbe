import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { useFixtureApp, testWorkers, waitForJob } from './imports.test-helpers.js';

/** Read facts, never invented ones, through the whole import: what the stored listing says, and how it is found. */

let app: TestApp;

useFixtureApp((started) => ({ app } = started));

async function importUrls(cookie: string, listingUrls: string[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bulk-import-jobs',
    payload: { listingUrls },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(201);
  const workers = await testWorkers(app);
  try {
    const job = await waitForJob(app, res.json().jobId);
    expect(job.progressData.map((e) => e.status)).toEqual(listingUrls.map(() => 'success'));
  } finally {
    await workers.stop();
  }
}

const search = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/listings?${query}` }))
    .json<{ listings: { id: string }[] }>()
    .listings.map((l) => l.id);

describe('imported facts', () => {
  it('stores Mercari sneakers as Shoes for Men, and a Poshmark post without a condition without one', async () => {
    const { cookie, user } = await signUp(app);
    await importUrls(cookie, [FIXTURE_URLS.mercariHierarchy, FIXTURE_URLS.poshmarkNoCondition]);
    const rows = await app.ctx.db.select().from(listings).where(eq(listings.sellerId, user.id));
    const sneakers = rows.find((r) => r.title === 'Nike Air Max 90')!;
    const tee = rows.find((r) => r.title === 'Striped Cotton Tee')!;
    expect(sneakers).toMatchObject({ category: 'Shoes', gender: 'Men', condition: 'Used', color: 'White' });
    expect(tee).toMatchObject({
      condition: null,
      color: 'Black, White, Gray',
      category: 'Tops',
      gender: 'Women',
    });

    // Every colour it names finds it; another colour does not.
    for (const color of ['Black', 'White', 'gray']) expect(await search(`color=${color}`)).toContain(tee.id);
    expect(await search('color=Red')).not.toContain(tee.id);
    expect(await search('color=Black')).not.toContain(sneakers.id);
    expect(await search('color=White')).toContain(sneakers.id);

    // The detail answer says "no condition" as null, which the page leaves out.
    const detail = await app.inject({ method: 'GET', url: `/api/listings/${tee.id}` });
    expect(detail.json().listing.condition).toBeNull();
  });
});
