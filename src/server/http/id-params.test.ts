import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '../../shared/addresses.js';
import { claimMessages } from '../../shared/claims.js';
import { commentMessages } from '../../shared/comment-rules.js';
import { importMessages } from '../../shared/imports.js';
import { listingMessages } from '../../shared/listings.js';
import { messageMessages } from '../../shared/messages.js';
import { liveShowMessages } from '../../shared/live-shows.js';
import { offerMessages } from '../../shared/offers.js';
import { orderMessages } from '../../shared/orders.js';
import { profileMessages } from '../../shared/user-profile.js';
import { reviewMessages } from '../../shared/reviews.js';
import { savedSearchMessages } from '../../shared/saved-searches.js';
import { listings } from '../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

// An id that is not a row id names nothing: every route with an id in its path answers 404 with its
// resource's message, whatever the id looks like (short, long, an injection attempt), and never 400
// or 500. `:id` in a path below is replaced by each malformed id.
const routes: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, message: string]> = [
  ['GET', '/api/listings/:id', listingMessages.notFound],
  ['PATCH', '/api/listings/:id', listingMessages.notFound],
  ['GET', '/api/listings/:id/comments', listingMessages.notFound],
  ['POST', '/api/listings/:id/comments', listingMessages.notFound],
  ['POST', '/api/listings/:id/views', listingMessages.notFound],
  ['POST', '/api/listings/:id/like', listingMessages.notFound],
  ['DELETE', '/api/listings/:id/like', listingMessages.notFound],
  ['GET', '/api/users/:id', profileMessages.notFound],
  ['POST', '/api/users/:id/follow', profileMessages.notFound],
  ['DELETE', '/api/users/:id/follow', profileMessages.notFound],
  ['GET', '/api/users/:id/follow', profileMessages.notFound],
  ['GET', '/api/users/:id/followers', profileMessages.notFound],
  ['GET', '/api/users/:id/following', profileMessages.notFound],
  ['GET', '/api/offers/:id', offerMessages.notFound],
  ['PATCH', '/api/offers/:id/accept', offerMessages.notFound],
  ['PATCH', '/api/offers/:id/decline', offerMessages.notFound],
  ['PATCH', '/api/offers/:id/cancel', offerMessages.notFound],
  ['PATCH', '/api/orders/:id/ship', orderMessages.notFound],
  ['PATCH', '/api/orders/:id/received', orderMessages.notFound],
  ['POST', '/api/orders/:id/confirm', orderMessages.notFound],
  ['POST', '/api/orders/:id/cancel', orderMessages.notFound],
  ['GET', '/api/orders/:id', orderMessages.notFound],
  ['GET', '/api/orders/:id/label', orderMessages.notFound],
  ['POST', '/api/orders/:id/test-tracking', orderMessages.notFound],
  ['GET', '/api/orders/:id/review', reviewMessages.orderNotFound],
  ['POST', '/api/orders/:id/review', reviewMessages.orderNotFound],
  ['POST', '/api/reviews/:id/reply', reviewMessages.notFound],
  ['GET', '/api/users/:id/reviews', profileMessages.notFound],
  ['POST', '/api/orders/:id/claims', claimMessages.orderNotFound],
  ['GET', '/api/claims/:id', claimMessages.notFound],
  ['POST', '/api/claims/:id/respond', claimMessages.notFound],
  ['GET', '/api/claims/:id/return-label', claimMessages.notFound],
  ['POST', '/api/claims/:id/test-return-tracking', claimMessages.notFound],
  ['GET', '/api/bulk-import-jobs/:id', importMessages.jobNotFound],
  ['PATCH', '/api/bulk-import-jobs/:id/cancel', importMessages.jobNotFound],
  ['GET', '/api/csv-import-jobs/:id', importMessages.csvJobNotFound],
  ['GET', '/api/live-shows/:id', liveShowMessages.notFound],
  ['PATCH', '/api/live-shows/:id/start', liveShowMessages.notFound],
  ['PATCH', '/api/live-shows/:id/end', liveShowMessages.notFound],
  ['GET', '/api/live-shows/:id/questions', liveShowMessages.notFound],
  ['POST', '/api/live-shows/:id/questions', liveShowMessages.notFound],
  ['GET', '/api/live-shows/:id/events', liveShowMessages.notFound],
  ['GET', '/api/conversations/:id/messages', messageMessages.notFound],
  ['POST', '/api/conversations/:id/messages', messageMessages.notFound],
  ['POST', '/api/conversations/:id/read', messageMessages.notFound],
  ['POST', '/api/conversations/:id/block', messageMessages.notFound],
  ['DELETE', '/api/conversations/:id/block', messageMessages.notFound],
  ['POST', '/api/conversations/:id/report', messageMessages.notFound],
  ['PATCH', '/api/addresses/:id', addressMessages.notFound],
  ['DELETE', '/api/addresses/:id', addressMessages.notFound],
  ['PATCH', '/api/saved-searches/:id', savedSearchMessages.notFound],
  ['DELETE', '/api/saved-searches/:id', savedSearchMessages.notFound],
  ['POST', '/api/offers/:id/counter', offerMessages.notFound],
  ['POST', '/api/listings/:id/offer-to-likers', offerMessages.listingNotFound],
];
// Up to Fastify's 100-character limit on a path parameter (beyond it the router answers 414 itself).
const malformedIds = ['nope', 'x'.repeat(100), "1' or '1'='1", '00000000-0000-4000-8000-00000000000g'];

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signUp(app)).cookie;
});
afterAll(() => app.dispose());

describe('an id in the path that cannot name a row', () => {
  it.each(routes)('%s %s answers 404 with its resource’s message', async (method, path, message) => {
    for (const id of malformedIds) {
      const res = await app.inject({
        method,
        url: path.replace(':id', encodeURIComponent(id)),
        headers: { cookie },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect([res.statusCode, res.json()], `${method} ${path} with ${id.slice(0, 20)}`).toEqual([
        404,
        { error: message, code: 'NOT_FOUND' },
      ]);
    }
  });

  it("answers a malformed comment id with the comment's 404 on a listing that exists", async () => {
    const seller = await signUp(app);
    const [listing] = await app.ctx.db
      .insert(listings)
      .values({ sellerId: seller.user.id, title: 'Denim jacket', description: 'Size M', priceCents: 4500 })
      .returning({ id: listings.id });
    const listingId = listing!.id;
    for (const id of malformedIds) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/listings/${listingId}/comments/${encodeURIComponent(id)}`,
        headers: { cookie: seller.cookie },
      });
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: commentMessages.notFound, code: 'NOT_FOUND' },
      ]);
    }
  });
});
