import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSize } from '#shared/sizes.js';
import { listings } from '../../db/schema.js';
import { migrationsDir } from '../../paths.js';
import { listingsFixture } from '../listings/listings.test-helpers.js';

// Listings made through POST /api/listings, as a seller makes them; then found through the filters.
const fx = listingsFixture();
const ids: Record<string, string> = {};

beforeAll(async () => {
  await fx.setUp();
  const made: [string, Record<string, unknown>][] = [
    ['dunk', { title: 'Nike Dunk Low', category: 'Shoes', size: 'US 8.5' }],
    ['samba', { title: 'Adidas Samba', category: 'Shoes', size: '8.5' }],
    ['chuck', { title: 'Converse Chuck 70', category: 'Shoes', size: '9' }],
    ['achilles', { title: 'Common Projects Achilles', category: 'Shoes', size: 'EU 43' }],
    ['levis', { title: "Levi's 501 jeans", category: 'Bottoms', size: 'W30 L32' }],
    ['apc', { title: 'A.P.C. Petit Standard jeans', category: 'Bottoms', size: '30' }],
    ['dress', { title: 'Reformation midi dress', category: 'Dresses', size: '8' }],
    ['tee', { title: 'Supreme box logo tee', category: 'Tops', size: 'M' }],
  ];
  for (const [key, extra] of made) ids[key] = (await fx.create(extra)).id;
});
afterAll(fx.tearDown);

async function found(query: string): Promise<string[]> {
  const res = await fx.call('GET', `/api/listings${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json().listings as { id: string }[]).map((l) => byId[l.id]!).sort();
}

describe('GET /api/listings?sizes=', () => {
  it('finds a shoe however its size is written', async () => {
    expect(await found('?category=Shoes&sizes=8.5')).toEqual(['dunk', 'samba']);
    expect(await found('?category=Shoes&sizes=US%208.5')).toEqual(['dunk', 'samba']);
    expect(await found('?category=Shoes&sizes=8.5%20US')).toEqual(['dunk', 'samba']);
    expect(await found('?category=Shoes&sizes=us8.5,9')).toEqual(['chuck', 'dunk', 'samba']);
    expect(await found('?category=Shoes&sizes=43')).toEqual(['achilles']);
    expect(await found('?category=Shoes&sizes=EU%2043')).toEqual(['achilles']);
    expect(await found('?category=Shoes&sizes=10')).toEqual([]);
  });

  it('matches a waist with or without a length, and keeps dress sizes apart from shoe sizes', async () => {
    expect(await found('?category=Bottoms&sizes=30')).toEqual(['apc', 'levis']);
    expect(await found('?category=Jeans&sizes=W30')).toEqual(['apc', 'levis']);
    expect(await found('?category=Dresses&sizes=8')).toEqual(['dress']);
    expect(await found('?category=Shoes&sizes=8')).toEqual([]);
  });

  it('reads a bare number every way when no category is chosen', async () => {
    expect(await found('?sizes=8.5')).toEqual(['dunk', 'samba']);
    expect(await found('?sizes=8')).toEqual(['dress']);
    expect(await found('?sizes=30')).toEqual(['apc', 'levis']);
    expect(await found('?sizes=m')).toEqual(['tee']);
    // A size that is no size at all finds nothing, and is no error.
    expect(await found('?sizes=size')).toEqual([]);
    const many = Array.from({ length: 80 }, (_, n) => n).join(',');
    expect(await found(`?category=Shoes&sizes=${many}`)).toEqual(['achilles', 'chuck']);
  });

  it('finds rows stored before sizes were normalised once the backfill migration has run', async () => {
    // Stored before this change, as the importer used to store them: straight to the table.
    const old = await insertRaw([['Shoes', '11 US']]);
    ids.old = old[0]!;
    expect(await found('?category=Shoes&sizes=11')).toEqual([]);
    await runBackfill();
    expect(await found('?category=Shoes&sizes=11')).toEqual(['old']);
  });
});

describe('the size backfill migration', () => {
  it('stores exactly what normalizeSize would, for every kind of size', async () => {
    const raws = [
      ...['8.5', 'US 8.5', '8.5 US', 'us8.5', "US Men's 8.5", "women's 7", 'W 7', 'M9', 'Size: 8.5', '8 1/2'],
      ...['8½', '10', '10.0', '08', '43', 'EU 43', '42.5 eu', 'US 8 EU', 'UK 5', '25', '15.5', '4'],
      ...['medium', 'M', 'x-large', '2XL', '3x', 'XXS', 'os', 'O/S', 'one size', 'Small ', '  l '],
      ...['30', 'W30', 'w 30', '30x32', '30 X 32', '30/32', 'W30 L32', '30 32', '22', '41', '24'],
      ...['8', '00', '0', '7 3/8', '44R', 'Size', '   ', 'Sizeable', 'tall   M', 'US 9 US'],
    ];
    const categories = [null, '', 'Shoes', 'Bottoms', 'Tops', 'Dresses', 'Hats', 'Belts', 'Bags'];
    const pairs = categories.flatMap((c) => raws.map((r) => [c, r] as [string | null, string]));
    const rowIds = await insertRaw(pairs);
    await runBackfill();
    const rows = await fx.app.ctx.db
      .select({ id: listings.id, size: listings.size })
      .from(listings)
      .where(inArray(listings.id, rowIds));
    const stored = new Map(rows.map((r) => [r.id, r.size]));
    const mismatches = pairs
      .map(([category, raw], i) => ({
        category,
        raw,
        sql: stored.get(rowIds[i]!),
        js: normalizeSize(category, raw),
      }))
      .filter((m) => m.sql !== m.js);
    expect(mismatches).toEqual([]);
  });
});

/** Listings written straight to the table with these (category, size) pairs; answers their ids. */
async function insertRaw(pairs: [string | null, string][]): Promise<string[]> {
  const rows = await fx.app.ctx.db
    .insert(listings)
    .values(
      pairs.map(([category, size], i) => ({
        sellerId: fx.other.user.id,
        title: `Stored before ${i}`,
        description: 'x',
        priceCents: 1000,
        images: [fx.photos[0]!],
        category,
        size,
      })),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

/** Runs the migration's statements again over what is in the table now. */
async function runBackfill(): Promise<void> {
  const file = readdirSync(migrationsDir).find((f) => f.endsWith('_normalise_listing_sizes.sql'))!;
  const text = readFileSync(join(migrationsDir, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await fx.app.ctx.db.execute(sql.raw(statement));
}
