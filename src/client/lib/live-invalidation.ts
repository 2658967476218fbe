import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '#shared/api/endpoint';
import { awayApi } from '#shared/api/away';
import { bagApi } from '#shared/api/bag';
import { claimsApi } from '#shared/api/claims';
import { commentsApi } from '#shared/api/comments';
import { earningsApi } from '#shared/api/earnings';
import { listingsApi } from '#shared/api/listings';
import { messagesApi } from '#shared/api/messages';
import { offersApi } from '#shared/api/offers';
import { ordersApi } from '#shared/api/orders';
import { reviewsApi } from '#shared/api/reviews';
import { savedSearchesApi } from '#shared/api/saved-searches';
import { searchApi } from '#shared/api/search';
import { sellerStatsApi } from '#shared/api/seller-stats';
import { socialApi } from '#shared/api/social';
import { usersApi } from '#shared/api/users';
import type { NotificationType } from '#shared/notifications';
import { invalidate, readsOf } from './endpoints';

/**
 * What each live event makes stale, in one place. Every event that reaches a person's notification
 * stream (a notification of some type) or conversation stream (a message) also says that something it
 * is about changed on the server: the screens showing that thing must be read again, or the bell says
 * "countered" while the page under it still offers "Withdraw". The events carry no data of their own
 * beyond the notification, so the page refetches what it shows; only the queries on screen are fetched
 * at once, the others are marked stale and fetched when next shown.
 */

/** A message arrived or was read in one of the person's conversations. */
export type LiveEventKind = NotificationType | 'message';

const OFFERS = readsOf(offersApi);
const ORDERS = readsOf(ordersApi);
const CLAIMS = readsOf(claimsApi);
/** A listing's page and every grid, count or bag a listing appears in (sold, its price). */
const LISTING = [listingsApi.get, ...readsOf(searchApi), bagApi.get];
/** A seller's money: the balance and its ledger, payouts and the Seller Tools figures. */
const EARNINGS = [...readsOf(earningsApi), sellerStatsApi.get];
const CONVERSATIONS = [messagesApi.list];
/** Someone's profile and reviews (a review changes the rating shown on it). */
const PROFILE = [usersApi.byHandle, usersApi.get, reviewsApi.ofUser, reviewsApi.ofOrder];

/** Everything an order moving on can change: both sides' orders, its claim, the seller's money. */
const ORDER_MOVED = [...ORDERS, ...CLAIMS, ...EARNINGS];

export const LIVE_INVALIDATION: Record<LiveEventKind, readonly Endpoint[]> = {
  // Offers: both lists (the counts on /offers), the thread, and the listing page's offer state.
  offer_received: [...OFFERS],
  offer_accepted: [...OFFERS],
  offer_declined: [...OFFERS],
  offer_cancelled: [...OFFERS],
  offer_expiring: [...OFFERS],
  offer_expired: [...OFFERS],
  offer_countered: [...OFFERS],
  likers_offer: [...OFFERS],
  // A sale ends the listing's open offers, shows it sold and starts an order and the seller's earnings.
  sale_made: [...ORDER_MOVED, ...OFFERS, ...LISTING],
  purchase_paid: [...ORDERS, ...OFFERS, ...LISTING],
  order_shipped: [...ORDER_MOVED],
  order_delivered: [...ORDER_MOVED],
  order_completed: [...ORDER_MOVED],
  order_cancelled: [...ORDER_MOVED, ...LISTING],
  order_refunded: [...ORDER_MOVED],
  claim_opened: [...ORDER_MOVED],
  claim_updated: [...ORDER_MOVED],
  claim_resolved: [...ORDER_MOVED],
  earnings_waiting: [...EARNINGS, earningsApi.account],
  payout_sent: [...EARNINGS],
  review_received: [...ORDERS, ...PROFILE],
  listing_comment: [listingsApi.get, commentsApi.list],
  question_reply: [listingsApi.get, commentsApi.list],
  new_message: [...CONVERSATIONS],
  message: [...CONVERSATIONS],
  liked_price_drop: [...LISTING, socialApi.myLikes],
  liked_sold: [...LISTING, socialApi.myLikes],
  // Only news: nothing the person has on screen changed.
  followed_new_listings: [...readsOf(searchApi)],
  live_show_started: [],
  import_finished: [listingsApi.get, ...readsOf(searchApi)],
  listing_sold_elsewhere: [listingsApi.get, ...readsOf(searchApi)],
  saved_search_match: [savedSearchesApi.list, ...readsOf(searchApi)],
  // The seller's away ended: their settings card, and the notice on their listings and profile.
  away_ended: [awayApi.get, listingsApi.get, usersApi.byHandle, usersApi.get, usersApi.me],
};

/** Marks stale, and refetches those on screen, everything one live event is about. */
export function refreshAfter(queryClient: QueryClient, kind: LiveEventKind): Promise<void> {
  const endpoints = LIVE_INVALIDATION[kind];
  return endpoints.length === 0 ? Promise.resolve() : invalidate(queryClient, endpoints);
}

/**
 * Everything any live event can make stale: what the stream may have missed while it was closed
 * (offline, a restarted server), read again once it is open again.
 */
export function refreshAllLive(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [...new Set(Object.values(LIVE_INVALIDATION).flat())]);
}
