import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE, reviewMessages } from '#shared/reviews.js';
import { ago, DAY, paidOrder, setOrder, toldOf, type Sale } from '../orders/orders.test-helpers.js';
import { caller, makeListing, pay, startCheckout } from '../../test/market.fixtures.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
});
afterAll(async () => {
  await app.dispose();
});

async function completedSale(completedDaysAgo = 1): Promise<Sale> {
  const sale = await paidOrder(app);
  await setOrder(app, sale.id, { status: 'completed', completedAt: ago(completedDaysAgo * DAY) });
  return sale;
}

const review = (sale: Sale, body: unknown, who = sale.buyer) =>
  call('POST', `/api/orders/${sale.id}/review`, who, body);

describe(`reviews (${testDatabaseKind})`, () => {
  it('the buyer of a completed order reviews once; the seller replies once; the profile shows the average', async () => {
    const sale = await completedSale();
    const before = (await call('GET', `/api/orders/${sale.id}/review`, sale.buyer)).json();
    expect(before).toMatchObject({ review: null, canReview: true });
    expect((await call('GET', `/api/orders/${sale.id}/review`, sale.seller)).json().canReview).toBe(false);

    expect((await review(sale, { rating: 5 }, sale.seller)).statusCode).toBe(403);
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 5, extra: 1 },
    ]) {
      const res = await review(sale, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const nul = await review(sale, { rating: 4, comment: 'Great\u0000' });
    expect(nul.statusCode).toBe(400);

    const posted = await review(sale, { rating: 4, comment: '  Lovely coat, fast shipping.  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().review).toMatchObject({
      rating: 4,
      comment: 'Lovely coat, fast shipping.',
      reply: null,
    });
    const again = await review(sale, { rating: 1 });
    expect([again.statusCode, again.json().error]).toEqual([409, reviewMessages.alreadyReviewed]);
    expect(await toldOf(app, sale.seller, 'review_received')).toHaveLength(1);

    const id = posted.json().review.id;
    const byBuyer = await call('POST', `/api/reviews/${id}/reply`, sale.buyer, { reply: 'Me too' });
    expect([byBuyer.statusCode, byBuyer.json().error]).toEqual([403, reviewMessages.onlySeller]);
    const replied = await call('POST', `/api/reviews/${id}/reply`, sale.seller, { reply: 'Thank you!' });
    expect(replied.json().review).toMatchObject({ reply: 'Thank you!' });
    const second = await call('POST', `/api/reviews/${id}/reply`, sale.seller, { reply: 'Again' });
    expect([second.statusCode, second.json().error]).toEqual([409, reviewMessages.alreadyReplied]);

    // A second sale rated 5: the average is 4.5 on the profile and the reviews list, newest first.
    const other = await paidOrder(app);
    await setOrder(app, other.id, {
      status: 'completed',
      completedAt: ago(DAY),
      sellerId: sale.seller.user.id,
    });
    expect((await review(other, { rating: 5 })).statusCode).toBe(201);
    const profile = (await call('GET', `/api/users/${sale.seller.user.id}`)).json().user;
    expect(profile).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    const list = (await call('GET', `/api/users/${sale.seller.user.id}/reviews`)).json();
    expect(list).toMatchObject({ averageRating: 4.5, reviewCount: 2, nextCursor: null });
    expect(list.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 4]);
    expect(list.reviews[1].reviewer).toEqual(expect.objectContaining({ id: sale.buyer.user.id }));
    expect(JSON.stringify(list)).not.toContain('@example.com');
  });

  it('no review without a completed sale, nor after the 30-day window, nor by anyone else', async () => {
    const paid = await paidOrder(app);
    const early = await review(paid, { rating: 5 });
    expect([early.statusCode, early.json().error]).toEqual([409, reviewMessages.notCompleted]);
    const late = await completedSale(31);
    const closed = await review(late, { rating: 5 });
    expect([closed.statusCode, closed.json().error]).toEqual([409, reviewMessages.windowClosed]);
    expect((await call('GET', `/api/orders/${late.id}/review`, late.buyer)).json().canReview).toBe(false);
    const stranger = await signUp(app);
    expect((await review(late, { rating: 5 }, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/orders/${late.id}/review`, undefined, { rating: 5 })).statusCode).toBe(
      401,
    );
  });

  it('pages a seller’s reviews with a cursor', async () => {
    const first = await completedSale();
    const { seller, buyer } = first;
    for (let i = 0; i <= REVIEWS_PAGE_SIZE; i++) {
      let id = first.id;
      if (i > 0) {
        const listing = await makeListing(app, seller.user.id, { title: `Scarf ${i}` });
        const checkout = (await startCheckout(app, buyer, listing.id)).json();
        await pay(app, buyer, checkout.clientSecret);
        id = checkout.orderId;
        await setOrder(app, id, { status: 'completed', completedAt: ago(DAY) });
      }
      expect((await call('POST', `/api/orders/${id}/review`, buyer, { rating: 3 })).statusCode).toBe(201);
    }
    const page1 = (await call('GET', `/api/users/${seller.user.id}/reviews`)).json();
    expect(page1.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    const page2 = (
      await call('GET', `/api/users/${seller.user.id}/reviews?cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.reviews).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();
    expect((await call('GET', `/api/users/${seller.user.id}/reviews?cursor=nope`)).statusCode).toBe(400);
  });
});
