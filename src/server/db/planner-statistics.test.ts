import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/rate-limit.js';
import { makeListing, signUp } from '../features/checkout/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.js';
import { keepPlannerStatistics } from './planner-statistics.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

describe('planner statistics', () => {
  it.skipIf(testDatabaseKind !== 'pglite')('are gathered on PGlite, size expression included', async () => {
    const { user } = await signUp(app);
    for (const size of ['M', 'L', 'm', 'XL']) await makeListing(app, user.id, { size });
    const stop = await keepPlannerStatistics(app.ctx.database, (err) => {
      throw err;
    });
    stop();
    const stats = rowsOf<{ n: number }>(
      await app.ctx.db.execute(
        sql`select count(*)::int as n from pg_stats where tablename = 'listings' and attname = 'size'`,
      ),
    );
    expect(stats[0]?.n).toBe(1);
    const expression = rowsOf<{ n: number }>(
      await app.ctx.db.execute(
        sql`select count(*)::int as n from pg_stats_ext_exprs where statistics_name = 'listings_upper_size_stats'`,
      ),
    );
    expect(expression[0]?.n).toBe(1);
  });
});
