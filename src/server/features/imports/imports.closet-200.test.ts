import { describe, expect, it } from 'vitest';
import type { ScrapeProfileReply } from '#shared/imports.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { listingCountsByUrl, useFixtureApp, testWorkers, waitForJob } from './imports.test-helpers.js';

let app: TestApp;

useFixtureApp((started) => ({ app } = started));

// A closet big enough to span several discovery pages imports completely, once per item. How fast it
// goes at the production pace is measured by `npm run bench` (bench/closet-import.ts), not here.
describe('a 200-item closet', () => {
  it('is discovered across pages and every item imported once', { timeout: 120_000 }, async () => {
    const { cookie, user } = await signUp(app);
    const found = await app.inject({
      method: 'POST',
      url: '/api/scrape-profile',
      payload: { url: FIXTURE_URLS.bigCloset },
      headers: { cookie },
    });
    const closet = found.json<ScrapeProfileReply>();
    expect(closet.totalFound).toBe(200);

    const workers = await testWorkers(app, { bulkImport: { concurrency: 4 } });
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/bulk-import-jobs',
        payload: { listingUrls: closet.items.map((i) => i.url) },
        headers: { cookie },
      });
      const job = await waitForJob(app, created.json().jobId, undefined, 90_000);
      expect(job).toMatchObject({ status: 'completed', successfulUrls: 200, failedUrls: 0 });
      const counts = await listingCountsByUrl(app, user.id);
      expect(counts.size).toBe(200);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await workers.stop();
    }
  });
});
