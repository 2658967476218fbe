import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/notifications';
import { LIVE_INVALIDATION, refreshAfter, refreshAllLive, type LiveEventKind } from './live-invalidation';

/** One cached answer for each screen a live event may be about, keyed as the features key them. */
const SCREENS = {
  offersSent: ['/api/offers', { buyerId: 'sam' }],
  offersReceived: ['/api/offers', { sellerId: 'sam' }],
  orders: ['/api/orders', { role: 'buyer' }],
  order: ['/api/orders/o1'],
  claim: ['/api/claims/c1'],
  listing: ['/api/listings/l1'],
  grid: ['/api/listings', 'pages', { sort: 'newest' }],
  comments: ['/api/listings/l1/comments'],
  likes: ['/api/me/likes'],
  conversations: ['/api/conversations'],
  inbox: ['/api/conversations', 'pages'],
  earnings: ['/api/earnings'],
  sellerStats: ['/api/seller/stats'],
  profile: ['/api/users/handle/anna_vintage'],
  savedSearches: ['/api/saved-searches'],
  // Never an event's to refresh: the bell keeps its own list, and who is signed in does not change.
  notifications: ['/api/notifications'],
  authUser: ['/api/auth/user'],
} as const;
type Screen = keyof typeof SCREENS;

const OFFERS: Screen[] = ['offersSent', 'offersReceived'];
const LISTING: Screen[] = ['listing', 'grid'];
const ORDER_MOVED: Screen[] = ['orders', 'order', 'claim', 'earnings', 'sellerStats'];
const CONVERSATIONS: Screen[] = ['conversations', 'inbox'];

/** What each kind of event must bring up to date, screen by screen. */
const EXPECTED: Record<LiveEventKind, Screen[]> = {
  offer_received: OFFERS,
  offer_accepted: OFFERS,
  offer_declined: OFFERS,
  offer_cancelled: OFFERS,
  offer_expiring: OFFERS,
  offer_expired: OFFERS,
  offer_countered: OFFERS,
  likers_offer: OFFERS,
  sale_made: [...ORDER_MOVED, ...OFFERS, ...LISTING],
  purchase_paid: ['orders', 'order', ...OFFERS, ...LISTING],
  order_shipped: ORDER_MOVED,
  order_delivered: ORDER_MOVED,
  order_completed: ORDER_MOVED,
  order_cancelled: [...ORDER_MOVED, ...LISTING],
  order_refunded: ORDER_MOVED,
  claim_opened: ORDER_MOVED,
  claim_updated: ORDER_MOVED,
  claim_resolved: ORDER_MOVED,
  earnings_waiting: ['earnings', 'sellerStats'],
  payout_sent: ['earnings', 'sellerStats'],
  review_received: ['orders', 'order', 'profile'],
  listing_comment: ['listing', 'comments'],
  question_reply: ['listing', 'comments'],
  new_message: CONVERSATIONS,
  message: CONVERSATIONS,
  liked_price_drop: [...LISTING, 'likes'],
  liked_sold: [...LISTING, 'likes'],
  followed_new_listings: ['grid'],
  live_show_started: [],
  import_finished: LISTING,
  listing_sold_elsewhere: LISTING,
  saved_search_match: ['grid', 'savedSearches'],
  away_ended: ['listing', 'profile'],
};

function cacheWithEveryScreen(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const staleScreens = (queryClient: QueryClient): Screen[] =>
  (Object.keys(SCREENS) as Screen[]).filter(
    (screen) => queryClient.getQueryState(SCREENS[screen])?.isInvalidated,
  );

describe('what a live event makes stale', () => {
  it('has an entry for every notification type and for a message', () => {
    expect(Object.keys(LIVE_INVALIDATION).sort()).toEqual([...NOTIFICATION_TYPES, 'message'].sort());
  });

  it.each(Object.keys(EXPECTED) as LiveEventKind[])(
    '%s refreshes exactly the screens it is about',
    async (kind) => {
      const queryClient = cacheWithEveryScreen();
      await refreshAfter(queryClient, kind);
      expect(staleScreens(queryClient).sort()).toEqual([...new Set(EXPECTED[kind])].sort());
    },
  );

  it('after the stream was closed, refreshes everything an event could be about, but not the bell or the session', async () => {
    const queryClient = cacheWithEveryScreen();
    await refreshAllLive(queryClient);
    const everything = new Set(Object.values(EXPECTED).flat());
    expect(staleScreens(queryClient).sort()).toEqual([...everything].sort());
    expect(everything.has('notifications' as Screen)).toBe(false);
  });
});
