import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/notifications.js';
import { isUuid } from '#shared/ids.js';

/**
 * The token of an e-mail's one-click unsubscribe link: who and which type, signed with the server's
 * secret, so the link works without signing in and cannot be forged for someone else. It does not
 * expire: an old e-mail's link must still stop the e-mails it is about.
 */

const signatureOf = (secret: string, userId: string, type: NotificationType) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  return `${userId}.${type}.${signatureOf(secret, userId, type)}`;
}

/** Who and which type a token names, or undefined for anything not signed by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; type: NotificationType } | undefined {
  const [userId, type, signature, ...rest] = token.split('.');
  if (rest.length || !userId || !type || !signature || !isUuid(userId)) return undefined;
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(type)) return undefined;
  const expected = Buffer.from(signatureOf(secret, userId, type as NotificationType));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, type: type as NotificationType };
}
