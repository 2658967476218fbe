// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { reviewMessages, type Review } from '#shared/reviews';
import type { PublicUser } from '#shared/user-profile';
import ProfilePage from './profile-page';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderToVisitor } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

configure({ asyncUtilTimeout: 5000 });

let api: { routes: FakeRoutes; requests: FakeRequest[] };

const anna: PublicUser = {
  id: 's1',
  display: 'Anna',
  handle: 'anna_vintage',
  bio: 'Vintage denim.',
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
  listingCount: 0,
  followerCount: 3,
  followingCount: 1,
  averageRating: 4.5,
  reviewCount: 3,
  bundleTiers: [],
  awayUntil: null,
  awayMessage: null,
};

const review = (id: string, over: Partial<Review> = {}): Review => ({
  id,
  orderId: `ord-${id}`,
  sellerId: 's1',
  rating: 5,
  comment: `Comment ${id}`,
  reply: null,
  repliedAt: null,
  createdAt: '2026-12-03T09:00:00Z',
  reviewer: { id: 'sam', handle: 'sam', display: 'Sam Lee', profileImageUrl: null },
  listing: { id: `l-${id}`, title: `Item ${id}`, imageUrl: null },
  ...over,
});

beforeEach(() => {
  api = freshFakeApi({
    'GET /api/users/s1/follow': [() => json(200, { following: false, followerCount: 3, followingCount: 1 })],
    'GET /api/listings?sellerId=s1&sort=newest': [
      () => json(200, { listings: [], nextCursor: null, total: 0 }),
    ],
  });
});
afterEach(cleanupPage);

const open = (user: PublicUser, path = '/profile/anna_vintage') => {
  api.routes['GET /api/users/handle/anna_vintage'] = [() => json(200, { user })];
  return renderToVisitor(
    api,
    path,
    <Route path="/profile/:handle">
      <ProfilePage />
    </Route>,
  );
};

describe('a profile’s reviews', () => {
  it('shows the average under the name, and the reviews with their replies, loading more on demand', async () => {
    api.routes['GET /api/users/s1/reviews'] = [
      () =>
        json(200, {
          averageRating: 4.5,
          reviewCount: 3,
          reviews: [
            review('r1', { reply: 'Thank you!', repliedAt: '2026-12-04T08:00:00Z' }),
            review('r2', { rating: 4 }),
          ],
          nextCursor: 'c2',
        }),
    ];
    api.routes['GET /api/users/s1/reviews?cursor=c2'] = [
      () => json(200, { averageRating: 4.5, reviewCount: 3, reviews: [review('r3')], nextCursor: null }),
    ];
    const memory = await open(anna);

    const stars = await screen.findByRole('img', { name: '4.5 out of 5 stars' });
    // The average is written out too: stars alone do not tell 4.3 from 4.7.
    expect(stars.parentElement?.textContent).toBe('4.5(3)');
    // The rating under the name opens the reviews tab.
    fireEvent.click(stars.closest('a')!);
    expect(memory.history.at(-1)).toBe('/profile/anna_vintage?tab=reviews');
    expect(screen.getByRole('tab', { name: 'Reviews (3)' }).getAttribute('aria-selected')).toBe('true');

    const list = await screen.findByRole('region', { name: /Reviews/ });
    const [first] = await within(list).findAllByRole('article', { name: 'Review by Sam Lee' });
    if (!first) throw new Error('no review shown');
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(first.textContent).toContain('Item r1');
    expect(first.textContent).toContain('Comment r1');
    expect(first.textContent).toContain('Thank you!');
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    fireEvent.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Comment r3')).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "No reviews yet" before the first', async () => {
    api.routes['GET /api/users/s1/reviews'] = [
      () => json(200, { averageRating: null, reviewCount: 0, reviews: [], nextCursor: null }),
    ];
    await open({ ...anna, averageRating: null, reviewCount: 0 }, '/profile/anna_vintage?tab=reviews');
    const list = await screen.findByRole('region', { name: /Reviews/ });
    expect(await within(list).findByText(reviewMessages.none)).toBeTruthy();
    // Under the name as well.
    expect(screen.getAllByText(reviewMessages.none)).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });
});

describe('a profile’s tabs', () => {
  it('opens on the listings, without reading the reviews, and switches to "Reviews (N)" in the address', async () => {
    api.routes['GET /api/users/s1/reviews'] = [
      () => json(200, { averageRating: 4.5, reviewCount: 3, reviews: [review('r1')], nextCursor: null }),
    ];
    const memory = await open(anna);
    const listingsTab = await screen.findByRole('tab', { name: 'Listings' });
    expect(listingsTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No listings found')).toBeTruthy();
    expect(api.requests.map((r) => r.key)).not.toContain('GET /api/users/s1/reviews');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Reviews (3)' }));
    expect(memory.history.at(-1)).toBe('/profile/anna_vintage?tab=reviews');
    const list = await screen.findByRole('region', { name: 'Reviews (3)' });
    expect(await within(list).findByText('Comment r1')).toBeTruthy();
    expect(screen.queryByText('No listings found')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Listings' }));
    expect(memory.history.at(-1)).toBe('/profile/anna_vintage');
    expect(await screen.findByText('No listings found')).toBeTruthy();
  });

  it('opens the reviews straight from ?tab=reviews', async () => {
    api.routes['GET /api/users/s1/reviews'] = [
      () => json(200, { averageRating: 4.5, reviewCount: 3, reviews: [review('r1')], nextCursor: null }),
    ];
    await open(anna, '/profile/anna_vintage?tab=reviews');
    expect((await screen.findByRole('tab', { name: 'Reviews (3)' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('Comment r1')).toBeTruthy();
  });
});

describe('a profile while its seller is away', () => {
  it('says until when, with their message', async () => {
    api.routes['GET /api/users/s1/reviews'] = [
      () => json(200, { averageRating: null, reviewCount: 0, reviews: [], nextCursor: null }),
    ];
    open({ ...anna, awayUntil: '2026-12-24T00:00:00.000Z', awayMessage: 'Back after the holidays' });
    expect(await screen.findByText('Away until Dec 24, 2026')).toBeTruthy();
    expect(screen.getByText('“Back after the holidays”')).toBeTruthy();
  });
});
