import {
  listNotificationsQuerySchema,
  markNotificationsReadInputSchema,
  markNotificationsReadReplySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeReplySchema,
  updateNotificationPreferencesInputSchema,
} from '../notifications.js';
import { defineApi } from './endpoint.js';

/**
 * The signed-in user's notifications: the list with its unread count, marking read, the live stream
 * that updates the bell, and which types are also e-mailed.
 */
export const notificationsApi = defineApi('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary: "The signed-in user's notifications, newest first, with the unread count",
    auth: 'user',
    query: listNotificationsQuerySchema,
    reply: notificationListSchema,
    errors: [400],
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/read',
    summary: "Mark some (ids) or all of the signed-in user's notifications read; ids not theirs are ignored",
    auth: 'user',
    body: markNotificationsReadInputSchema,
    reply: markNotificationsReadReplySchema,
    errors: [400],
  },
  /** Server-sent events, each `data: NotificationEvent` (shared/notifications.ts). */
  events: {
    method: 'GET',
    path: '/api/notifications/events',
    summary: "The signed-in user's live notifications: the unread count and each new notification",
    auth: 'user',
    produces: 'text/event-stream',
    errors: [],
  },
  preferences: {
    method: 'GET',
    path: '/api/notification-preferences',
    summary: 'Which notification types the signed-in user has e-mailed',
    auth: 'user',
    reply: notificationPreferencesSchema,
    errors: [],
  },
  updatePreferences: {
    method: 'PUT',
    path: '/api/notification-preferences',
    summary: 'Change whether some notification types are e-mailed; the others keep their setting',
    auth: 'user',
    body: updateNotificationPreferencesInputSchema,
    reply: notificationPreferencesSchema,
    errors: [400],
  },
  /** What an e-mail's unsubscribe link is about; needs no sign-in (the token is signed). */
  unsubscribeInfo: {
    method: 'GET',
    path: '/api/email/unsubscribe',
    summary: "Which e-mails an unsubscribe link stops, and whether they are still sent",
    auth: 'public',
    query: unsubscribeQuerySchema,
    reply: unsubscribeReplySchema,
    errors: [404],
  },
  /**
   * One-click unsubscribe (RFC 8058): the mail provider POSTs `List-Unsubscribe=One-Click` here from
   * the List-Unsubscribe header, and the unsubscribe page does the same. The token is the authority.
   */
  unsubscribe: {
    method: 'POST',
    path: '/api/email/unsubscribe',
    summary: 'Stop the e-mails of one notification type for the person an unsubscribe link names',
    auth: 'signed',
    query: unsubscribeQuerySchema,
    rawBody: 'application/x-www-form-urlencoded',
    reply: unsubscribeReplySchema,
    errors: [404],
  },
});
