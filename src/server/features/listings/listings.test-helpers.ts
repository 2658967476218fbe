import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { storeImageBuffer } from '../images/images.service.js';
import { solidJpeg } from '../images/images.test-helpers.js';

export type Body = Record<string, unknown>;
type Person = Awaited<ReturnType<typeof signUp>>;

/** Eleven distinct, well-formed upload URLs: the count rule answers before any file is looked up. */
export const elevenUrls = Array.from(
  { length: 11 },
  (_, i) => `/uploads/${'A'.repeat(20)}${i + 10}/1280.webp`,
);

type Reply = Awaited<ReturnType<TestApp['inject']>>;
type ListingRow = typeof listings.$inferSelect;
export type ListingsFixture = {
  app: TestApp;
  seller: Person;
  other: Person;
  photos: string[];
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: Body): Promise<Reply>;
  valid(extra?: Body): Body;
  create(extra?: Body, cookie?: string): Promise<Body & { id: string }>;
  rowCount(): Promise<number>;
  rowOf(id: string): Promise<ListingRow>;
};

/** One app, a seller, another user and twelve issued photos, shared by the listings test files. */
export function listingsFixture(): ListingsFixture {
  const fx: ListingsFixture = {
    app: undefined as unknown as TestApp,
    seller: undefined as unknown as Person,
    other: undefined as unknown as Person,
    photos: [] as string[],
    async setUp() {
      fx.app = await createTestApp();
      fx.seller = await signUp(fx.app);
      fx.other = await signUp(fx.app);
      const jpeg = await solidJpeg(200, 200);
      fx.photos = await Promise.all(
        Array.from({ length: 12 }, () => storeImageBuffer(fx.app.ctx, fx.seller.user.id, jpeg)),
      );
    },
    async tearDown() {
      await fx.app.dispose();
    },
    call: (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: Body) =>
      fx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }),
    valid: (extra: Body = {}): Body => ({
      title: "  Levi's 501 vintage straight jeans  ",
      description: 'W30 L32, faded indigo, no rips.',
      priceCents: 4500,
      images: [fx.photos[0], fx.photos[1]],
      ...extra,
    }),
    async create(extra: Body = {}, cookie = fx.seller.cookie) {
      const res = await fx.call('POST', '/api/listings', cookie, fx.valid(extra));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().listing as Body & { id: string };
    },
    rowCount: async () => (await fx.app.ctx.db.select({ id: listings.id }).from(listings)).length,
    rowOf: async (id: string) => (await fx.app.ctx.db.select().from(listings).where(eq(listings.id, id)))[0]!,
  };
  return fx;
}
