import { z } from 'zod';
import { UUID_PATTERN } from './ids.js';

/**
 * In-app notifications and their e-mail preferences: the types a feature may report, the words the
 * preferences page shows for each, and the schemas of the notifications API and its live stream.
 */

export const NOTIFICATION_TYPES = [
  'offer_received',
  'offer_accepted',
  'offer_declined',
  'offer_cancelled',
  'offer_expiring',
  'offer_expired',
  'offer_countered',
  'likers_offer',
  'sale_made',
  'purchase_paid',
  'order_shipped',
  'order_delivered',
  'order_completed',
  'order_cancelled',
  'earnings_waiting',
  'payout_sent',
  'review_received',
  'claim_opened',
  'claim_updated',
  'claim_resolved',
  'order_refunded',
  'listing_comment',
  'question_reply',
  'new_message',
  'liked_price_drop',
  'liked_sold',
  'followed_new_listings',
  'live_show_started',
  'import_finished',
  'listing_sold_elsewhere',
  'saved_search_match',
  'away_ended',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the preferences page calls each type. */
export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  offer_received: 'Someone makes an offer on your listing',
  offer_accepted: 'Your offer is accepted',
  offer_declined: 'Your offer is declined',
  offer_cancelled: 'A buyer withdraws their offer',
  offer_expiring: 'An offer expires within 6 hours',
  offer_expired: 'Your offer expired',
  offer_countered: 'Someone counters your offer',
  likers_offer: 'A seller offers you a lower price on something you like',
  sale_made: 'You made a sale',
  purchase_paid: 'Your purchase is paid',
  order_shipped: 'Your order has shipped',
  order_delivered: 'Your buyer received their order',
  order_completed: 'An order is completed',
  order_cancelled: 'An unshipped order is cancelled and refunded',
  earnings_waiting: 'Your earnings are waiting for a payout account',
  payout_sent: 'A payout is on its way to you',
  review_received: 'A buyer reviews you',
  claim_opened: 'A buyer reports a problem with an order',
  claim_updated: 'A claim on your order moves on',
  claim_resolved: 'A claim is resolved',
  order_refunded: 'Rethread refunds an order of yours',
  listing_comment: 'A comment on your listing',
  question_reply: 'A reply to your question',
  new_message: 'A new message',
  liked_price_drop: 'A listing you like dropped its price',
  liked_sold: 'A listing you like sold',
  followed_new_listings: 'New listings from sellers you follow',
  live_show_started: 'A live show you follow starts',
  import_finished: 'Your import finished',
  listing_sold_elsewhere: 'An imported listing sold on the other site',
  saved_search_match: 'New listings match a search you saved',
  away_ended: 'Your away mode ends',
};

/**
 * Whether a type is e-mailed when the person has not said: what is about their own money, orders and
 * conversations is on; what is only social is off, so nobody is flooded by default.
 */
export const NOTIFICATION_EMAIL_DEFAULTS: Record<NotificationType, boolean> = {
  offer_received: true,
  offer_accepted: true,
  offer_declined: true,
  offer_cancelled: true,
  offer_expiring: true,
  offer_expired: true,
  offer_countered: true,
  likers_offer: true,
  sale_made: true,
  purchase_paid: true,
  order_shipped: true,
  order_delivered: true,
  order_completed: true,
  order_cancelled: true,
  earnings_waiting: true,
  payout_sent: true,
  review_received: true,
  claim_opened: true,
  claim_updated: true,
  claim_resolved: true,
  order_refunded: true,
  listing_comment: false,
  question_reply: false,
  new_message: true,
  liked_price_drop: false,
  liked_sold: false,
  followed_new_listings: false,
  live_show_started: false,
  import_finished: true,
  listing_sold_elsewhere: true,
  // Each saved search chooses its own daily e-mail digest; the notice itself stays in the app.
  saved_search_match: false,
  away_ended: true,
};

/**
 * The link of a notification about an offer step: /offers on the tab that lists it for the person told
 * (a buyer's threads are under Sent, a seller's under Received), the step, and the status it had when
 * they were told. The page brings the step's thread into view and, when the thread has moved on since
 * (a newer step, another status), says what changed rather than leaving an old state to be acted on.
 */
export function offerStepUrl(step: { id: string; status: string }, to: 'buyer' | 'seller'): string {
  const query = new URLSearchParams({
    tab: to === 'seller' ? 'received' : 'sent',
    offer: step.id,
    status: step.status,
  });
  return `/offers?${query.toString()}`;
}

/** What a notification's e-mail is rendered from (the outbox keeps it until the e-mail is sent). */
export type EmailPayload = { title: string; body: string; url: string };

/** One page of GET /api/notifications: enough for the bell's dropdown and one scroll of the page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How many ids one mark-read call may name. */
export const MARK_READ_MAX_IDS = 100;

export const notificationMessages = {
  badCursor: 'This page link is no longer valid. Start again from the first page.',
  markReadBody: `Send { "ids": [...] } with 1 to ${MARK_READ_MAX_IDS} notification ids, or { "all": true }`,
  unknownType: `Unknown notification type: use one of ${NOTIFICATION_TYPES.join(', ')}`,
  emailNotBoolean: 'Each e-mail preference must be true or false',
  liveBusy: 'Live notifications are busy right now. Please try again shortly.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and change your e-mail settings instead.',
} as const;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /**
   * The page it is about, a path of this site: /offers?tab=…&offer=<step> (offerStepUrl),
   * /orders/<id>, /messages/<id>, /listing/<id>. The client opens it and reads its current state.
   */
  url: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  cursor: z.string().trim().max(500).optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: some of the signed-in user's notifications, or all of them. */
export const markNotificationsReadInputSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.string().regex(UUID_PATTERN, { error: 'Each id must be a notification id' }), {
          error: notificationMessages.markReadBody,
        })
        .min(1, { error: notificationMessages.markReadBody })
        .max(MARK_READ_MAX_IDS, { error: notificationMessages.markReadBody }),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: notificationMessages.markReadBody },
);
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInputSchema>;

export const markNotificationsReadReplySchema = z.object({ unreadCount: z.number().int() });
export type MarkNotificationsReadReply = z.infer<typeof markNotificationsReadReplySchema>;

/** Every type with whether it is e-mailed (defaults merged with the person's choices). */
export const notificationPreferencesSchema = z.object({
  email: z.record(z.enum(NOTIFICATION_TYPES), z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notification-preferences: the types to change; the others keep their setting. */
export const updateNotificationPreferencesInputSchema = z.strictObject({
  email: z.strictObject(
    Object.fromEntries(
      NOTIFICATION_TYPES.map((t) => [
        t,
        z.boolean({ error: notificationMessages.emailNotBoolean }).optional(),
      ]),
    ) as Record<NotificationType, z.ZodOptional<z.ZodBoolean>>,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? notificationMessages.unknownType : undefined) },
  ),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesInputSchema>;

/** One server-sent event of GET /api/notifications/events: the new count, and the notification if one arrived. */
export const notificationEventSchema = z.object({
  unreadCount: z.number().int(),
  notification: notificationSchema.optional(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** The one-click unsubscribe link of an e-mail: its signed token names the person and the type. */
export const unsubscribeQuerySchema = z.object({ token: z.string().trim().max(300) });
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** Which e-mails the link is about, and whether they are still sent. */
export const unsubscribeReplySchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  label: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;
