// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { ProfileListings } from './profile-listings';
import { listingCard } from '#client/test/fixtures';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() =>
  stubFetch(
    {
      'GET /api/listings?sellerId=s1&sort=newest': [
        () =>
          json(200, {
            listings: [
              listingCard({ id: 'l1', title: 'Sold jacket', isSold: true }),
              listingCard({ id: 'l2', title: 'Live jeans' }),
              listingCard({ id: 'l3', title: 'Draft dress', isActive: false }),
            ],
            nextCursor: null,
            total: 3,
          }),
      ],
    },
    [],
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The status badges of each card, in order: each word with how often it appears. */
const badges = () =>
  screen.getAllByRole('article').map((card) =>
    ['Sold', 'Active', 'Inactive']
      .map((word) => [word, within(card).queryAllByText(word).length] as const)
      .filter(([, n]) => n > 0)
      .map(([word, n]) => `${word}×${n}`),
  );

describe("the owner's profile listings", () => {
  it('marks a sold listing with one badge, Sold; the others Active or Inactive', async () => {
    renderPage('/profile/anna_vintage', <ProfileListings sellerId="s1" isOwner />);
    await screen.findAllByRole('article');
    expect(badges()).toEqual([['Sold×1'], ['Active×1'], ['Inactive×1']]);
  });
});
