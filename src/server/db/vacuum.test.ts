import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';
import { makeListing, signUp } from '../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.js';
import { vacuumEmbedded } from './vacuum.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

describe('vacuum on PGlite', () => {
  it.skipIf(testDatabaseKind !== 'pglite')(
    'reclaims old rows, marks pages all-visible and gathers statistics',
    async () => {
      const { user } = await signUp(app);
      for (const size of ['M', 'L', 'm', 'XL']) await makeListing(app, user.id, { size });
      await app.ctx.db.execute(sql`update listings set title = title || ' (edited)'`);
      await vacuumEmbedded(app.ctx.database);
      const stats = rowsOf<{ n: number }>(
        await app.ctx.db.execute(
          sql`select count(*)::int as n from pg_stats where tablename = 'listings' and attname = 'size'`,
        ),
      );
      expect(stats[0]?.n).toBe(1);
      // Index-only scans skip the table only on pages the visibility map marks all-visible.
      const pages = rowsOf<{ relpages: number; relallvisible: number }>(
        await app.ctx.db.execute(
          sql`select relpages, relallvisible from pg_class where relname = 'listings'`,
        ),
      );
      expect(pages[0]?.relpages).toBeGreaterThan(0);
      expect(pages[0]?.relallvisible).toBe(pages[0]?.relpages);
      const expression = rowsOf<{ n: number }>(
        await app.ctx.db.execute(
          sql`select count(*)::int as n from pg_stats_ext_exprs where statistics_name = 'listings_upper_size_stats'`,
        ),
      );
      expect(expression[0]?.n).toBe(1);
    },
  );
});
