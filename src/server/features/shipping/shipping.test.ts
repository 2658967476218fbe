import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_CATEGORIES } from '#shared/constants.js';
import { DEFAULT_SHIPPING_RATES, defaultParcelSize } from '#shared/shipping.js';
import { listings, shippingRates } from '../../db/schema.js';
import { migrationsDir } from '../../paths.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { forgetShippingRates, getShippingRates } from './shipping.service.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

describe('GET /api/shipping-rates', () => {
  it('answers every size in order with the seeded US prices, signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/shipping-rates' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rates: [
        { parcelSize: 'small', label: 'Small (under 8 oz)', priceCents: 499 },
        { parcelSize: 'medium', label: 'Medium (under 2 lb)', priceCents: 799 },
        { parcelSize: 'large', label: 'Large (under 10 lb)', priceCents: 1299 },
      ],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('reads the table through its cache: a new price shows once the cache is forgotten', async () => {
    const db = app.ctx.db;
    await getShippingRates(db);
    await db.update(shippingRates).set({ priceCents: 899 }).where(eq(shippingRates.parcelSize, 'medium'));
    expect((await getShippingRates(db)).medium).toBe(799);
    forgetShippingRates(db);
    expect((await getShippingRates(db)).medium).toBe(899);
    await db.update(shippingRates).set({ priceCents: 799 }).where(eq(shippingRates.parcelSize, 'medium'));
    forgetShippingRates(db);
  });

  it('keeps the default price of a size whose row is missing', async () => {
    const db = app.ctx.db;
    await db.delete(shippingRates).where(eq(shippingRates.parcelSize, 'large'));
    forgetShippingRates(db);
    expect(await getShippingRates(db)).toEqual(DEFAULT_SHIPPING_RATES);
    await db.insert(shippingRates).values({ parcelSize: 'large', priceCents: 1299 });
    forgetShippingRates(db);
  });

  it('the table refuses unknown sizes and negative prices', async () => {
    const db = app.ctx.db;
    await expect(
      db.execute(sql`insert into shipping_rates (parcel_size, price_cents) values ('huge', 100)`),
    ).rejects.toThrow();
    await expect(db.update(shippingRates).set({ priceCents: -1 })).rejects.toThrow();
    expect((await db.select().from(shippingRates)).length).toBe(3);
  });
});

describe('the shipping migration', () => {
  it("gives listings that existed before it their category's parcel size, as the shared defaults say", async () => {
    const file = readdirSync(migrationsDir).find((f) => f.endsWith('_shipping_rates_parcel_sizes.sql'))!;
    const update = readFileSync(join(migrationsDir, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((part) => part.includes('UPDATE "listings"'))!;
    const seller = await signUp(app);
    // Rows as they were before the migration: every one at the column default.
    const rows = await app.ctx.db
      .insert(listings)
      .values(
        [...LISTING_CATEGORIES, null].map((category) => ({
          sellerId: seller.user.id,
          title: `Old ${category}`,
          description: 'Listed before parcel sizes',
          priceCents: 1000,
          category,
        })),
      )
      .returning({ id: listings.id });
    await app.ctx.db.execute(sql.raw(update));
    const after = await app.ctx.db
      .select({ category: listings.category, parcelSize: listings.parcelSize, payer: listings.shippingPayer })
      .from(listings)
      .where(
        inArray(
          listings.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after).toHaveLength(LISTING_CATEGORIES.length + 1);
    for (const row of after) {
      expect({ category: row.category, parcelSize: row.parcelSize, payer: row.payer }).toEqual({
        category: row.category,
        parcelSize: defaultParcelSize(row.category),
        payer: 'buyer',
      });
    }
  });
});
