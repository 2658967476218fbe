import {
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_LABELS,
  notificationMessages,
  type UnsubscribeReply,
} from '#shared/notifications.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import * as q from './notifications.queries.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** The person and type a link names, when it is this server's and the account still exists. */
async function personOf(ctx: AppContext, token: string) {
  const named = readUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!named) throw notFound(notificationMessages.unsubscribeInvalid);
  if (!(await q.accountExists(ctx.db, named.userId))) throw notFound(notificationMessages.unsubscribeInvalid);
  return named;
}

/** What an unsubscribe link is about and whether those e-mails are still sent; changes nothing. */
export async function unsubscribeInfo(ctx: AppContext, token: string): Promise<UnsubscribeReply> {
  const { userId, type } = await personOf(ctx, token);
  const choices = await q.findEmailOverrides(ctx.db, userId);
  return {
    type,
    label: NOTIFICATION_LABELS[type],
    // Saved-search digests are sent unless turned off (email-delivery.ts), though the type's default is off.
    subscribed: choices[type] ?? (type === 'saved_search_match' || NOTIFICATION_EMAIL_DEFAULTS[type]),
  };
}

/**
 * Turns off the e-mails of the link's type for its person; the notifications still show in the app.
 * Idempotent: a mail provider may post it more than once.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeReply> {
  const { userId, type } = await personOf(ctx, token);
  await q.mergeEmailOverrides(ctx.db, userId, { [type]: false });
  return { type, label: NOTIFICATION_LABELS[type], subscribed: false };
}
