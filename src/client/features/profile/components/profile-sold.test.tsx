// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '#client/test/fake-api';
import { listingCard } from '#client/test/fixtures';
import { renderPage } from '#client/test/render-page';
import { ProfileSold } from './profile-sold';

configure({ asyncUtilTimeout: 5000 });

const soldPage = (soldElsewhere: boolean) =>
  json(200, {
    listings: [
      listingCard({ id: 'l1', title: 'Gone coat', isSold: true, soldPriceCents: null, soldElsewhere }),
      listingCard({
        id: 'l2',
        title: 'Silk scarf',
        isSold: true,
        soldPriceCents: 2450,
        soldElsewhere: false,
      }),
    ],
    nextCursor: null,
    total: 2,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const labels = async () =>
  (await screen.findAllByRole('article')).map((card) =>
    ['Sold elsewhere', 'Sold for $24.50', 'Sold']
      .filter((text) => within(card).queryAllByText(text).length > 0)
      .join(', '),
  );

describe("a closet's Sold section", () => {
  it('shows its owner what each sold for, and which sold elsewhere', async () => {
    stubFetch({ 'GET /api/listings?sellerId=s1&sold=true': [() => soldPage(true)] }, []);
    renderPage('/profile/anna_vintage?tab=sold', <ProfileSold sellerId="s1" isOwner />);
    expect(await labels()).toEqual([
      expect.stringContaining('Sold elsewhere'),
      expect.stringContaining('Sold for $24.50'),
    ]);
  });

  it('shows everyone else an item sold elsewhere as Sold', async () => {
    stubFetch({ 'GET /api/listings?sellerId=s1&sold=true': [() => soldPage(false)] }, []);
    renderPage('/profile/anna_vintage?tab=sold', <ProfileSold sellerId="s1" isOwner={false} />);
    const shown = await labels();
    expect(shown[0]).not.toContain('Sold elsewhere');
    expect(shown[0]).toContain('Sold');
    expect(shown[1]).toContain('Sold for $24.50');
  });

  it('says when nothing has sold yet', async () => {
    stubFetch(
      {
        'GET /api/listings?sellerId=s1&sold=true': [
          () => json(200, { listings: [], nextCursor: null, total: 0 }),
        ],
      },
      [],
    );
    renderPage('/profile/anna_vintage?tab=sold', <ProfileSold sellerId="s1" isOwner={false} />);
    expect(await screen.findByText('Nothing sold yet')).toBeTruthy();
  });
});
