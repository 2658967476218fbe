import type { Offer } from '../../shared/offers';
import type { Listing } from '../../shared/listings';
import type { BrowsePage, ListingCard } from '../../shared/search';
import type { PublicUser } from '../../shared/user-profile';

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
    reserved: false,
    createdAt: '2026-05-01T10:00:00Z',
    likeCount: 0,
    commentCount: 0,
    viewCount: 0,
    seller: { id: 's1', handle: 'anna_vintage', display: 'Anna' },
    parcelSize: 'medium',
    shippingPayer: 'buyer',
    shippingCents: 799,
    sellerRating: { averageRating: null, reviewCount: 0 },
    ...over,
  };
}

/** An ISO time `h` hours from now. */
export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A pending offer (as the offers endpoints answer it) from Sam to Anna on her denim jacket, with `over` changed. */
export function offerFixture(over: Partial<Offer>): Offer {
  return {
    id: 'o1',
    listingId: 'l1',
    buyerId: 'sam',
    sellerId: 'anna',
    offerCents: 3000,
    message: null,
    status: 'pending',
    expiresAt: hoursFromNow(40),
    createdAt: new Date().toISOString(),
    acceptedAt: null,
    declinedAt: null,
    cancelledAt: null,
    threadId: 'o1',
    madeBy: 'buyer',
    toLikers: false,
    listing: {
      id: 'l1',
      title: 'Denim jacket',
      imageUrl: null,
      priceCents: 4000,
      isSold: false,
      isActive: true,
      reserved: false,
    },
    buyer: { id: 'sam', handle: 'sam', display: 'Sam Lee' },
    seller: { id: 'anna', handle: 'anna_vintage', display: 'Anna Kim' },
    items: [
      { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 4000, isSold: false, isActive: true },
    ],
    earnings: null,
    actions: [],
    ...over,
  };
}

const photo = '/uploads/abcdefghijklmnopqrstuv/1280.webp';

/** A listing as GET /api/listings/{id} answers it: Anna's Barbour jacket with a photo, with `over` changed. */
export function listingDetail(over: Partial<Listing> = {}): Listing {
  return {
    ...listingCard({
      id: 'l1',
      title: 'Barbour waxed jacket',
      priceCents: 8900,
      imageUrl: photo,
      images: [photo],
    }),
    sellerId: 's1',
    type: null,
    styleTags: [],
    originalUrl: null,
    sourcePlatform: null,
    needsPhotos: false,
    needsCategory: false,
    hiddenBy: null,
    hiddenNote: null,
    sizeAsWritten: null,
    updatedAt: '2026-05-01T10:00:00Z',
    seller: { id: 's1', handle: 'anna_vintage', display: 'Anna', bio: '', profileImageUrl: null },
    reservedUntil: null,
    bundleTiers: [],
    awayUntil: null,
    awayMessage: null,
    ...over,
  };
}

/** Anna's public profile, as GET /api/users/handle/{handle} answers it. */
export const annaProfile: PublicUser = {
  id: 's1',
  display: 'Anna Kim',
  handle: 'anna_vintage',
  bio: 'Vintage denim and wool.',
  profileImageUrl: null,
  createdAt: '2026-01-01T10:00:00Z',
  listingCount: 3,
  followerCount: 2,
  followingCount: 1,
  averageRating: 4.5,
  reviewCount: 2,
  bundleTiers: [],
  awayUntil: null,
  awayMessage: null,
};

/** A last page of `count` wool coats with photos, as GET /api/listings answers it. */
export const browsePage = (count: number): BrowsePage => ({
  listings: Array.from({ length: count }, (_, i) =>
    listingCard({ id: `l${i}`, title: `Wool coat ${i}`, imageUrl: photo, images: [photo] }),
  ),
  total: count,
  nextCursor: null,
});
