// A 200-item closet imported end to end at the production pace (two fetches at a time, page
// requests 150 ms apart, two photos per item) from the local fixture shop: discovery through
// `POST /api/scrape-profile`, then a bulk-import job run by the real worker. The target is
// under 60 s (a 200-item closet moved over while its seller waits). Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (bench/run.ts runs both).
// Prints one line: `closet of 200 on <kind>: discovery X s, import Y s, total Z s`.
import type { ScrapeProfileReply } from '../src/shared/imports.js';
import { FIXTURE_URLS, startFixtureServer } from '../src/server/features/imports/fixtures/fixture-server.js';
import {
  listingCountsByUrl,
  testWorkers,
  waitForJob,
} from '../src/server/features/imports/imports.test-helpers.js';
import { createTestApp, signUp, testDatabaseKind } from '../src/server/test/test-app.js';

const fixtures = await startFixtureServer();
const app = await createTestApp({ importHostOverride: fixtures.hostOverride });
try {
  const { cookie, user } = await signUp(app);
  const started = Date.now();
  const found = await app.inject({
    method: 'POST',
    url: '/api/scrape-profile',
    payload: { url: FIXTURE_URLS.bigCloset },
    headers: { cookie },
  });
  const closet = found.json<ScrapeProfileReply>();
  const discovered = Date.now();
  const workers = await testWorkers(app, { bulkImport: { gapMs: 150, concurrency: 2 } });
  try {
    const created = await app.inject({
      method: 'POST',
      url: '/api/bulk-import-jobs',
      payload: { listingUrls: closet.items.map((i) => i.url) },
      headers: { cookie },
    });
    const job = await waitForJob(app, created.json<{ jobId: string }>().jobId, undefined, 300_000);
    const finished = Date.now();
    const imported = (await listingCountsByUrl(app, user.id)).size;
    if (closet.totalFound !== 200 || job.status !== 'completed' || imported !== 200) {
      throw new Error(
        `closet import incomplete: found ${closet.totalFound}, job ${job.status}, ${imported} listings`,
      );
    }
    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `closet of 200 on ${testDatabaseKind}: discovery ${s(discovered - started)} s, ` +
        `import ${s(finished - discovered)} s, total ${s(finished - started)} s (target < 60 s)`,
    );
  } finally {
    await workers.stop();
  }
} finally {
  await app.dispose();
  await fixtures.close();
}
