import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayMessages } from '#shared/away.js';
import { notifications, users } from '../../db/schema.js';
import { jobScheduler } from '../../jobs.js';
import { caller, makeListing, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { endExpiredAways } from './away.service.js';

// On PostgreSQL the two sweeps below run on their own pooled connections and really race; on PGlite
// they take turns, and the outcome must be the same.

const DAY = 86_400_000;
const MINUTE = 60_000;

let app: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
});
afterAll(() => app.dispose());

const noticesOf = (who: Person) =>
  app.ctx.db
    .select({ type: notifications.type, title: notifications.title, url: notifications.url })
    .from(notifications)
    .where(eq(notifications.userId, who.user.id));
const storedAway = async (who: Person) =>
  (
    await app.ctx.db
      .select({ until: users.awayUntil, message: users.awayMessage })
      .from(users)
      .where(eq(users.id, who.user.id))
  )[0];

describe(`away mode ends by itself (${testDatabaseKind})`, () => {
  it('the scheduled job clears it at its date and tells the seller once', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const coat = await makeListing(app, seller.user.id, { title: 'Wool coat' });
    const until = new Date(Date.now() + 2 * DAY);
    await call('PUT', '/api/me/away', seller, { until: until.toISOString(), message: 'Skiing' });
    let now = new Date(until.getTime() - MINUTE);
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });

    expect(await scheduler.tick()).toContain('away.end-expired');
    expect(await storedAway(seller)).toEqual({ until, message: 'Skiing' });
    expect(await noticesOf(seller)).toEqual([]);

    now = new Date(until.getTime() + MINUTE);
    expect(await scheduler.tick()).toContain('away.end-expired');
    expect(await storedAway(seller)).toEqual({ until: null, message: null });
    const told = [{ type: 'away_ended', title: awayMessages.reopenedTitle, url: '/settings' }];
    expect(await noticesOf(seller)).toEqual(told);

    now = new Date(until.getTime() + 2 * MINUTE);
    expect(await scheduler.tick()).toContain('away.end-expired');
    expect(await noticesOf(seller)).toEqual(told);
    expect((await startCheckout(app, buyer, coat.id)).statusCode).toBe(200);
  });

  it('two sweeps at once end each away once', async () => {
    const sellers = [await signUp(app), await signUp(app), await signUp(app)];
    const until = new Date(Date.now() + DAY);
    for (const seller of sellers) {
      await call('PUT', '/api/me/away', seller, { until: until.toISOString() });
    }
    const at = new Date(until.getTime() + MINUTE);
    const ended = await Promise.all([1, 2, 3].map(() => endExpiredAways(app.ctx.db, at)));
    // Other tests' sellers may end here too; these three end exactly once between the sweeps.
    expect(ended.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(sellers.length);
    for (const seller of sellers) {
      expect(await noticesOf(seller)).toHaveLength(1);
      expect(await storedAway(seller)).toEqual({ until: null, message: null });
    }
  });
});
