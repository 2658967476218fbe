// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard } from '../../../../shared/search';
import { stubFetch } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { MyListingCard } from './my-listing-card';

configure({ asyncUtilTimeout: 5000 });

function listing(over: Partial<ListingCard>): ListingCard {
  return {
    id: 'l1',
    title: 'Denim jacket',
    description: 'Light wash',
    priceCents: 4000,
    imageUrl: null,
    images: [],
    category: null,
    gender: null,
    size: null,
    color: null,
    condition: null,
    brand: null,
    isActive: true,
    isSold: false,
    createdAt: '2026-05-01T10:00:00Z',
    likeCount: 0,
    commentCount: 0,
    viewCount: 0,
    seller: { id: 's1', handle: 'anna_vintage', display: 'Anna' },
    ...over,
  };
}

beforeEach(() => stubFetch({}, []));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard block's listing card", () => {
  it('a sold listing shows one badge, Sold — not Active and Sold — and nothing to toggle', () => {
    renderPage('/profile', <MyListingCard listing={listing({ isSold: true })} onEdit={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Sold')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).queryByRole('button', { name: /activate/i })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit Denim jacket' })).toBeTruthy();
  });

  it('an unsold listing keeps its Active / Inactive badge and its Activate / Deactivate button', () => {
    renderPage('/profile', <MyListingCard listing={listing({ isActive: false })} onEdit={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Inactive')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Activate Denim jacket' })).toBeTruthy();
  });
});
