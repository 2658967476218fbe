// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Order } from '#shared/orders';
import { reviewMessages, type OrderReview, type Review } from '#shared/reviews';
import OrderPage from './order-page';
import { orderPageCopy } from './order-page-copy';
import { orderFixture } from './orders.fixtures';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const anna = { id: 'anna', display: 'Anna', handle: 'anna_closet', bio: '', profileImageUrl: null };
const COMPLETED = {
  status: 'completed',
  paidAt: '2026-11-30T10:00:00Z',
  completedAt: '2026-12-02T12:00:00Z',
} as const;

/** Sam's review of Anna's denim jacket, with `over` changed. */
const reviewFixture = (over: Partial<Review> = {}): Review => ({
  id: 'rv1',
  orderId: 'ord1',
  sellerId: 'anna',
  rating: 4,
  comment: 'Lovely jacket, quick to ship.',
  reply: null,
  repliedAt: null,
  createdAt: '2026-12-03T09:00:00Z',
  reviewer: { id: 'sam', handle: 'sam', display: 'Sam Lee', profileImageUrl: null },
  listing: { id: 'l1', title: 'Denim jacket', imageUrl: null },
  ...over,
});
const OPEN: OrderReview = { review: null, canReview: true, reviewableUntil: '2027-01-01T12:00:00Z' };

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, sam)] }));
  // The star radios inside a form measure themselves (Radix); jsdom has no layout.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(cleanupPage);

const answer = (order: Order, ...reviews: OrderReview[]) => {
  routes['GET /api/orders/ord1'] = [() => json(200, { order })];
  routes['GET /api/orders/ord1/review'] = reviews.map((r) => () => json(200, r));
};
const renderAt = () =>
  renderPage(
    '/orders/ord1',
    <Route path="/orders/:id">
      <OrderPage />
    </Route>,
  );
const reviewRegion = () => screen.findByRole('region', { name: orderPageCopy.review });
const posts = (key: string) => requests.filter((r) => r.key === key);

describe('the review of a completed order, for the buyer', () => {
  it('posts the stars and the comment, then shows the review', async () => {
    answer(orderFixture(COMPLETED), OPEN, {
      review: reviewFixture(),
      canReview: false,
      reviewableUntil: null,
    });
    routes['POST /api/orders/ord1/review'] = [() => json(201, { review: reviewFixture() })];
    renderAt();
    const region = await reviewRegion();
    fireEvent.click(await within(region).findByRole('radio', { name: '4 stars' }));
    const comment = within(region).getByLabelText('Comment (optional)');
    fireEvent.change(comment, { target: { value: 'Lovely jacket, quick to ship.' } });
    expect(within(region).getByText('29/1000')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText(reviewMessages.posted)).toBeTruthy();
    expect(posts('POST /api/orders/ord1/review').map((r) => r.body)).toEqual([
      { rating: 4, comment: 'Lovely jacket, quick to ship.' },
    ]);
    const article = await within(region).findByRole('article', { name: 'Review by Sam Lee' });
    expect(within(article).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(article.textContent).toContain('Lovely jacket, quick to ship.');
    expect(within(region).queryByRole('button', { name: 'Post review' })).toBeNull();
    expect(within(region).queryByLabelText('Reply publicly')).toBeNull();
  });

  it('asks for a rating before sending, and shows the server refusing in the form', async () => {
    answer(orderFixture(COMPLETED), OPEN);
    routes['POST /api/orders/ord1/review'] = [
      () => json(409, { error: reviewMessages.alreadyReviewed, code: 'CONFLICT' }),
    ];
    renderAt();
    const region = await reviewRegion();
    fireEvent.click(await within(region).findByRole('button', { name: 'Post review' }));
    expect(await within(region).findByText(reviewMessages.ratingInvalid)).toBeTruthy();
    expect(posts('POST /api/orders/ord1/review')).toHaveLength(0);

    fireEvent.click(within(region).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Post review' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(reviewMessages.alreadyReviewed);
    // An empty comment is sent as nothing to say.
    expect(posts('POST /api/orders/ord1/review').map((r) => r.body)).toEqual([{ rating: 5, comment: null }]);
  });

  it('says the window closed when it is too late and there is no review', async () => {
    answer(orderFixture(COMPLETED), { review: null, canReview: false, reviewableUntil: null });
    renderAt();
    const region = await reviewRegion();
    expect(await within(region).findByText(reviewMessages.windowClosed)).toBeTruthy();
    expect(within(region).queryByRole('radiogroup')).toBeNull();
  });

  it('has no review section before the order completes', async () => {
    answer(orderFixture({ status: 'delivered', paidAt: '2026-11-30T10:00:00Z' }), OPEN);
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Denim jacket' });
    expect(screen.queryByRole('region', { name: orderPageCopy.review })).toBeNull();
    expect(posts('GET /api/orders/ord1/review')).toHaveLength(0);
  });
});

describe('the review of a completed order, for the seller', () => {
  beforeEach(() => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
  });
  const sale = orderFixture({ ...COMPLETED, counterparty: { id: 'sam', handle: 'sam', display: 'Sam Lee' } });

  it('replies once, publicly, and shows the reply under the review', async () => {
    const replied = reviewFixture({ reply: 'Thank you, Sam!', repliedAt: '2026-12-04T08:00:00Z' });
    answer(sale, { review: reviewFixture(), canReview: false, reviewableUntil: null });
    routes['POST /api/reviews/rv1/reply'] = [() => json(200, { review: replied })];
    routes['GET /api/orders/ord1/review'] = [
      () => json(200, { review: reviewFixture(), canReview: false, reviewableUntil: null }),
      () => json(200, { review: replied, canReview: false, reviewableUntil: null }),
    ];
    renderAt();
    const region = await reviewRegion();
    const reply = await within(region).findByLabelText('Reply publicly');
    expect(within(region).queryByRole('radiogroup')).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: 'Post reply' }));
    expect(await within(region).findByText(reviewMessages.replyRequired)).toBeTruthy();
    fireEvent.change(reply, { target: { value: 'Thank you, Sam!' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText(reviewMessages.replied)).toBeTruthy();
    expect(posts('POST /api/reviews/rv1/reply').map((r) => r.body)).toEqual([{ reply: 'Thank you, Sam!' }]);
    await waitFor(() => expect(within(region).queryByLabelText('Reply publicly')).toBeNull());
    expect(within(region).getByText('Thank you, Sam!')).toBeTruthy();
  });

  it('shows a review that already has its reply without a form', async () => {
    answer(sale, {
      review: reviewFixture({ reply: 'Thanks!', repliedAt: '2026-12-04T08:00:00Z' }),
      canReview: false,
      reviewableUntil: null,
    });
    renderAt();
    const region = await reviewRegion();
    expect(await within(region).findByText('Thanks!')).toBeTruthy();
    expect(within(region).queryByLabelText('Reply publicly')).toBeNull();
  });
});
