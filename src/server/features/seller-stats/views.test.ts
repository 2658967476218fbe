import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingViews } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { listingRow, makeListing, type Person } from '../../test/market.fixtures.js';
import { pruneOldViews } from './views.service.js';

let app: TestApp;
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer] = [await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});

function view(listingId: string, who: { cookie?: string; ua?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/views`,
    remoteAddress: who.ip ?? '203.0.113.7',
    headers: {
      'user-agent': who.ua ?? 'Browser A',
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
  });
}

const viewCount = async (id: string) => (await listingRow(app, id)).viewCount;

describe('POST /api/listings/:id/views', () => {
  it('counts one view per visitor per listing per hour', async () => {
    const listing = await makeListing(app, seller.user.id);
    const first = await view(listing.id);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await view(listing.id)).statusCode).toBe(204);
    expect(await viewCount(listing.id)).toBe(1);

    // A second anonymous visitor (another browser), then a signed-in one twice.
    await view(listing.id, { ua: 'Browser B' });
    expect(await viewCount(listing.id)).toBe(2);
    await view(listing.id, { cookie: buyer.cookie });
    await view(listing.id, { cookie: buyer.cookie, ua: 'Browser C', ip: '198.51.100.2' });
    expect(await viewCount(listing.id)).toBe(3);
  });

  it("does not count the seller's own views", async () => {
    const listing = await makeListing(app, seller.user.id);
    const res = await view(listing.id, { cookie: seller.cookie });
    expect(res.statusCode).toBe(204);
    expect(await viewCount(listing.id)).toBe(0);
    const rows = await app.ctx.db.select().from(listingViews).where(eq(listingViews.listingId, listing.id));
    expect(rows).toHaveLength(0);
  });

  it('never stores a raw IP address or user agent', async () => {
    const listing = await makeListing(app, seller.user.id);
    await view(listing.id, { ip: '192.0.2.55', ua: 'Distinctive Agent' });
    const [row] = await app.ctx.db.select().from(listingViews).where(eq(listingViews.listingId, listing.id));
    expect(row!.visitorKey).toMatch(/^a:[0-9a-f]{64}$/);
    expect(row!.visitorKey).not.toContain('192.0.2.55');
    expect(row!.hourBucket.getUTCMinutes()).toBe(0);
  });

  it('answers 404 for unknown, malformed and hidden listings', async () => {
    const hidden = await makeListing(app, seller.user.id, { isActive: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-listing', hidden.id]) {
      const res = await view(id, { cookie: buyer.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Listing not found', code: 'NOT_FOUND' });
    }
    expect(await viewCount(hidden.id)).toBe(0);
  });

  it('limits how fast one address can post views', async () => {
    const listing = await makeListing(app, seller.user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await view(listing.id, { ip: '198.51.100.99' })).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(await viewCount(listing.id)).toBe(1);
  });

  it('prunes view rows older than two hours', async () => {
    const listing = await makeListing(app, seller.user.id);
    await app.ctx.db.insert(listingViews).values({
      listingId: listing.id,
      visitorKey: 'a:old',
      hourBucket: sql`date_trunc('hour', now()) - interval '3 hours'`,
    });
    await view(listing.id, { ua: 'Fresh visitor' });
    await pruneOldViews(app.ctx);
    const keys = (
      await app.ctx.db.select().from(listingViews).where(eq(listingViews.listingId, listing.id))
    ).map((r) => r.visitorKey);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('a:old');
    // Pruning forgets who viewed, never how many views a listing has.
    expect(await viewCount(listing.id)).toBe(1);
  });
});
