import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test/market.fixtures.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { listings } from '../schema.js';
import { seedListingViews } from './views.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEMO_SELLERS, signUpDemoPeople } from '../../test/demo-people.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('demo listing views', () => {
  it("give every demo seller's listing some views, and leave other people's alone", async () => {
    const { ids } = await signUpDemoPeople(app);
    for (const seller of DEMO_SELLERS) await makeListing(app, ids[seller]);
    const stranger = await makeListing(app, (await signUp(app)).user.id);

    await seedListingViews(app.ctx, ids);

    const rows = await app.ctx.db.select().from(listings);
    for (const row of rows.filter((r) => r.id !== stranger.id)) {
      expect(row.viewCount).toBeGreaterThan(0);
      // Views feed popularity through the listing trigger (migration 0003).
      expect(row.popularity).toBeGreaterThan(0);
    }
    const [untouched] = await app.ctx.db.select().from(listings).where(eq(listings.id, stranger.id));
    expect(untouched!.viewCount).toBe(0);
  });
});
