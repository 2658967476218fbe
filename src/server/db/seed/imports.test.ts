import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkImportJobReplySchema, isImportListingUrl } from '#shared/imports.js';
import { type TestApp } from '../../test/test-app.js';
import { bulkImportJobs, listings } from '../schema.js';
import { seedImports } from './imports.js';
import { useTestApp } from '../../test/use-test-app.js';
import { signUpDemoPeople } from '../../test/demo-people.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('demo import history', () => {
  it('gives a seller a finished closet import whose results point at real imported listings', async () => {
    const { accounts, ids } = await signUpDemoPeople(app);
    await seedImports(app.ctx, ids);

    const imported = await app.ctx.db.select().from(listings).where(eq(listings.sellerId, ids.priya_closet));
    expect(imported).toHaveLength(4);
    expect(imported.map((l) => l.sourcePlatform).sort()).toEqual([
      'mercari',
      'poshmark',
      'poshmark',
      'poshmark',
    ]);
    for (const l of imported) {
      expect(isImportListingUrl(l.originalUrl!)).toBe(true);
      expect(l.imageUrl).toMatch(/^\/uploads\//);
      expect(l.isActive).toBe(true);
    }
    // Sizes as the importer stores them, so the size filter finds the demo imports.
    expect(imported.map((l) => `${l.category} ${l.size}`).sort()).toEqual([
      'Bags One Size',
      'Dresses 6',
      'Shoes US 8.5',
      'Tops S',
    ]);

    const [job] = await app.ctx.db.select().from(bulkImportJobs);
    expect(job!.userId).toBe(ids.priya_closet);
    // Read back through the API as its owner: the stored row matches the reply schema the client uses.
    const res = await app.inject({
      method: 'GET',
      url: `/api/bulk-import-jobs/${job!.id}`,
      headers: { cookie: accounts.priya_closet.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { job: read } = bulkImportJobReplySchema.parse(res.json());
    expect(read).toMatchObject({ status: 'completed', totalUrls: 4, successfulUrls: 3, failedUrls: 1 });
    expect(read.completedAt).not.toBeNull();
    const linked = read.progressData.filter((p) => p.listing).map((p) => p.listing!.id);
    expect(linked).toHaveLength(3);
    for (const id of linked) expect(imported.some((l) => l.id === id)).toBe(true);
    expect(read.progressData.find((p) => p.status === 'failed')?.error).toBeTruthy();

    // Someone else cannot read it.
    const other = await app.inject({
      method: 'GET',
      url: `/api/bulk-import-jobs/${job!.id}`,
      headers: { cookie: accounts.sam_shops.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});
