import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { shippingRates } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
