import type { ListingCard } from '../../shared/search';

/** Test support for client tests (not a test file): the same people and listings across suites. */

/** The signed-in seller most suites use, as GET /api/auth/user answers her. */
export const anna = { id: 'u1', display: 'Anna Kim', handle: 'anna_vintage', bio: '', profileImageUrl: null };

/** A listing card (as the listing searches answer) by Anna, with `over` changed. */
export function listingCard(over: Partial<ListingCard>): ListingCard {
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
