import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftMessages, MAX_DRAFTS_PER_SELLER } from '#shared/drafts.js';
import { listingMessages } from '#shared/listings.js';
import { listingDrafts } from '../../db/schema.js';
import { signUp, testDatabaseKind } from '../../test/test-app.js';
import { listingsFixture, type Body } from './listings.test-helpers.js';

// A draft is its seller's alone until it is published: it is kept out of the listings table, so
// nothing that browses, counts or alerts can find it, and publishing checks every rule of listing.
const fx = listingsFixture();
const { call } = fx;

beforeAll(() => fx.setUp());
afterAll(() => fx.tearDown());

async function saveDraft(body: Body, cookie = fx.seller.cookie) {
  const res = await call('POST', '/api/listings', cookie, { draft: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().listing as Body & { id: string; isDraft: boolean };
}
const draftCount = async (sellerId: string) =>
  (await fx.app.ctx.db.select().from(listingDrafts).where(eq(listingDrafts.sellerId, sellerId))).length;
const inject = (method: 'PUT' | 'DELETE', url: string, cookie: string, payload?: Body) =>
  fx.app.inject({ method, url, payload, headers: { cookie } });

describe(`listing drafts (${testDatabaseKind})`, () => {
  it('saves a draft without a photo, price or title, only for its seller', async () => {
    const listingsBefore = await fx.rowCount();
    const draft = await saveDraft({ title: '', description: 'Half written', images: [] });
    expect(draft).toMatchObject({ isDraft: true, isActive: false, title: '', priceCents: 0, images: [] });
    expect(await fx.rowCount()).toBe(listingsBefore);

    const own = await call('GET', `/api/listings/${draft.id}`, fx.seller.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().listing).toMatchObject({ id: draft.id, isDraft: true, description: 'Half written' });
    for (const cookie of [fx.other.cookie, undefined]) {
      const res = await call('GET', `/api/listings/${draft.id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(listingMessages.notFound);
    }
    // Nor may anyone else edit or publish it.
    expect(
      (await call('PATCH', `/api/listings/${draft.id}`, fx.other.cookie, { title: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/listings/${draft.id}/publish`, fx.other.cookie)).statusCode).toBe(404);
  });

  it('refuses malformed fields of a draft with the create messages', async () => {
    const cases: [Body, string][] = [
      [{ title: 'x'.repeat(121) }, listingMessages.titleTooLong],
      [{ description: 'bad\u0000byte' }, 'Description must not contain NUL or other control characters'],
      [{ priceCents: 12.5 }, listingMessages.priceWhole],
      [{ category: 'Spaceships' }, listingMessages.categoryUnknown],
      [{ images: ['https://evil.example/x.jpg'] }, listingMessages.imageForeign],
    ];
    const before = await draftCount(fx.seller.user.id);
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/listings', fx.seller.cookie, { draft: true, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    // A photo someone else uploaded is not the seller's to save, even in a draft.
    const foreign = await call('POST', '/api/listings', fx.other.cookie, {
      draft: true,
      images: [fx.photos[0]],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(listingMessages.imageNotYours);
    expect(await draftCount(fx.seller.user.id)).toBe(before);
    expect(await draftCount(fx.other.user.id)).toBe(0);
  });

  it('keeps drafts out of browsing, search, counts and the public profile', async () => {
    const seller = await signUp(fx.app);
    const draft = await saveDraft(
      { ...fx.valid({ title: 'Zebra-striped draftonly coat' }), images: [] },
      seller.cookie,
    );
    const pages = [
      '/api/listings',
      '/api/listings?q=draftonly',
      `/api/listings?sellerId=${seller.user.id}`,
      '/api/listings/stats',
      '/api/listings/category-counts',
    ];
    for (const url of pages) {
      for (const cookie of [undefined, seller.cookie]) {
        const res = await call('GET', url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(draft.id);
      }
    }
    const page = (await call('GET', `/api/listings?sellerId=${seller.user.id}`, seller.cookie)).json();
    expect(page.total).toBe(0);
    const profile = (await call('GET', `/api/users/handle/${seller.user.handle}`)).json();
    expect(profile.user?.listingCount ?? profile.listingCount).toBe(0);
    // The seller's own drafts list has it.
    const mine = (await call('GET', '/api/me/drafts', seller.cookie)).json();
    expect(mine.drafts.map((d: Body) => d.id)).toEqual([draft.id]);
  });

  it('publishes only a complete draft: without a photo it is 400 and nothing changes', async () => {
    const draft = await saveDraft({ ...fx.valid(), images: [] });
    const before = await fx.rowCount();
    const res = await call('POST', `/api/listings/${draft.id}/publish`, fx.seller.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(listingMessages.imagesRequired);
    expect(await fx.rowCount()).toBe(before);
    expect((await call('GET', `/api/listings/${draft.id}`, fx.seller.cookie)).json().listing.isDraft).toBe(
      true,
    );

    // Edited like a listing (a partial PATCH), then published: live, under the same id, draft gone.
    const patched = await call('PATCH', `/api/listings/${draft.id}`, fx.seller.cookie, {
      images: [fx.photos[2]],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().listing).toMatchObject({ isDraft: true, images: [fx.photos[2]], priceCents: 4500 });
    const published = await call('POST', `/api/listings/${draft.id}/publish`, fx.seller.cookie);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().listing).toMatchObject({
      id: draft.id,
      isActive: true,
      title: "Levi's 501 vintage straight jeans",
    });
    expect(published.json().listing.isDraft).toBeUndefined();
    expect(await fx.rowCount()).toBe(before + 1);
    expect((await fx.rowOf(draft.id)).isActive).toBe(true);
    expect(await fx.app.ctx.db.select().from(listingDrafts).where(eq(listingDrafts.id, draft.id))).toEqual(
      [],
    );
    const publicView = await call('GET', `/api/listings/${draft.id}`, fx.other.cookie);
    expect(publicView.statusCode).toBe(200);
    // Published once: a second publish finds no draft.
    expect((await call('POST', `/api/listings/${draft.id}/publish`, fx.seller.cookie)).statusCode).toBe(404);
  });

  it('saves a draft again with exactly the form fields, and deletes one', async () => {
    const draft = await saveDraft({ title: 'First try', priceCents: 1000 });
    const res = await inject('PUT', `/api/me/drafts/${draft.id}`, fx.seller.cookie, {
      title: '',
      brand: 'Acne',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing).toMatchObject({ title: '', priceCents: 0, brand: 'Acne' });
    expect(
      (await inject('PUT', `/api/me/drafts/${draft.id}`, fx.other.cookie, { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/api/me/drafts/${draft.id}`, fx.other.cookie)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/me/drafts/${draft.id}`, fx.seller.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/listings/${draft.id}`, fx.seller.cookie)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_DRAFTS_PER_SELLER} drafts, also when two tabs save the last one at once`, async () => {
    const seller = await signUp(fx.app);
    await fx.app.ctx.db
      .insert(listingDrafts)
      .values(
        Array.from({ length: MAX_DRAFTS_PER_SELLER - 1 }, (_, i) => ({
          sellerId: seller.user.id,
          fields: { title: `d${i}` },
        })),
      );
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/api/listings', seller.cookie, { draft: true, title: 'Last one' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error).toBe(draftMessages.tooMany);
    expect(await draftCount(seller.user.id)).toBe(MAX_DRAFTS_PER_SELLER);
    const more = await call('POST', '/api/listings', seller.cookie, { draft: true, title: 'One more' });
    expect(more.statusCode).toBe(409);
    expect(await draftCount(seller.user.id)).toBe(MAX_DRAFTS_PER_SELLER);
  });

  it('publishes a draft once when two tabs publish it at once', async () => {
    const draft = await saveDraft(fx.valid({ images: [fx.photos[3]] }));
    const before = await fx.rowCount();
    const both = await Promise.all(
      [1, 2].map(() => call('POST', `/api/listings/${draft.id}/publish`, fx.seller.cookie)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    expect(await fx.rowCount()).toBe(before + 1);
  });
});
