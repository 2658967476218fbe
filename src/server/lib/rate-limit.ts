import { earningsMessages } from '#shared/earnings.js';
import type { Db } from '../db/client.js';
import { commentMessages } from '../../shared/comment-rules.js';
import { contactMessages } from '../../shared/contact.js';
import { liveShowMessages } from '../../shared/live-shows.js';
import { CONVERSATIONS_PER_HOUR, MESSAGES_PER_MINUTE, messageMessages } from '../../shared/messages.js';
import { offerMessages } from '../../shared/offers.js';
import { reportMessages } from '../../shared/reports.js';
import { tooManyRequests } from './errors.js';
import * as q from './rate-limit.queries.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * A fixed-window counter kept in the database, so every app instance shares the same limit: counts
 * one event under `key` and answers the window's count so far and the seconds until it ends.
 */
export async function countRateLimit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number }> {
  return q.countInWindow(db, key, windowSeconds);
}

/** Counts the attempt and throws 429 once the window's budget is spent. */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = TOO_MANY_ATTEMPTS,
): Promise<void> {
  const { count, retryAfter } = await countRateLimit(db, key, windowSeconds);
  if (count > limit) throw tooManyRequests(withWait(message, retryAfter));
}

/**
 * The window's count without counting anything (0 once the window has ended), the seconds until it
 * ends, and how long ago the row was last stamped (see stampRateLimit).
 */
export async function peekRateLimit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number; ageSeconds: number }> {
  const row = await q.findWindow(db, key);
  const age = row?.ageSeconds ?? Infinity;
  if (!row || age >= windowSeconds) return { count: 0, retryAfter: 0, ageSeconds: age };
  return { count: row.count, retryAfter: Math.ceil(windowSeconds - age), ageSeconds: age };
}

/**
 * Marks "now" under `key` (its window starts again), counting the marks; for "last seen" times.
 * `keepSeconds` is the longest window the key is read with: the clean-up keeps it that long.
 */
export async function stampRateLimit(db: Db, key: string, keepSeconds: number): Promise<void> {
  await q.stampWindow(db, key, keepSeconds);
}

/**
 * The clean-up job: deletes every row whose window has ended. Such a row already counts as nothing
 * (a counter starts again at 1, a peek answers 0), so deleting it changes no answer.
 */
export async function deleteStaleRateLimits(db: Db): Promise<number> {
  return q.deleteEndedWindows(db);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await q.deleteWindow(db, key);
}

/** `message` with its "a few minutes" made exact. */
export function withWait(message: string, seconds: number): string {
  return message.replace('a few minutes', waitText(seconds));
}

/** "a minute", "12 minutes", "3 hours": how long until the window ends, rounded up. */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes <= 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

type Rule = { per: 'user' | 'ip'; limit: number; windowSeconds: number };

/** Comments and live-show questions are both short messages typed by hand: the same pace limits both. */
const PER_MINUTE_MESSAGES = [
  { per: 'user', limit: 10, windowSeconds: 60 },
  { per: 'ip', limit: 30, windowSeconds: 60 },
] as const satisfies readonly Rule[];

/**
 * Every limit on something a person can repeat, in one table. Each is far above what
 * a person does by hand (nobody makes eleven offers in a minute) and stops a script at once. Per user
 * so one account cannot flood; per address so fresh accounts from one machine cannot either, set
 * higher because an office or a phone network puts many people behind one address.
 */
export const RATE_LIMITS = {
  offer: {
    message: offerMessages.rateLimited,
    rules: [
      { per: 'user', limit: 10, windowSeconds: 60 },
      { per: 'user', limit: 60, windowSeconds: 24 * 3600 },
      { per: 'ip', limit: 30, windowSeconds: 60 },
    ],
  },
  comment: { message: commentMessages.rateLimited, rules: PER_MINUTE_MESSAGES },
  question: { message: liveShowMessages.questionRateLimited, rules: PER_MINUTE_MESSAGES },
  show: {
    message: liveShowMessages.scheduleRateLimited,
    rules: [
      { per: 'user', limit: 10, windowSeconds: 3600 },
      { per: 'ip', limit: 30, windowSeconds: 3600 },
    ],
  },
  // The form is open to visitors, and every message lands in a person's inbox.
  contact: {
    message: contactMessages.rateLimited,
    rules: [
      { per: 'ip', limit: 5, windowSeconds: 10 * 60 },
      { per: 'user', limit: 5, windowSeconds: 10 * 60 },
    ],
  },
  // Private messages: one budget a minute wherever they are sent, and new conversations an hour.
  message: {
    message: messageMessages.rateLimited,
    rules: [{ per: 'user', limit: MESSAGES_PER_MINUTE, windowSeconds: 60 }],
  },
  conversation: {
    message: messageMessages.rateLimited,
    rules: [{ per: 'user', limit: CONVERSATIONS_PER_HOUR, windowSeconds: 3600 }],
  },
  // A seller pays out a few times a week; a loop requesting payouts is a script.
  payout: {
    message: earningsMessages.payoutRateLimited,
    rules: [{ per: 'user', limit: 10, windowSeconds: 3600 }],
  },
  // Reports are rare by nature; this is far above honest use and stops a script.
  conversationReport: {
    message: messageMessages.reportRateLimited,
    rules: [{ per: 'user', limit: 10, windowSeconds: 3600 }],
  },
  // Reports of listings, people and comments: the same pace as a conversation's.
  report: {
    message: reportMessages.rateLimited,
    rules: [{ per: 'user', limit: 10, windowSeconds: 3600 }],
  },
} as const satisfies Record<string, { message: string; rules: readonly Rule[] }>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Counts one `action` by this person and address against every rule of its row in RATE_LIMITS, and
 * throws 429 with the action's message once any is spent. Call it before writing anything.
 */
export async function consumeActionLimit(
  db: Db,
  action: RateLimitedAction,
  who: { userId: string | null; ip: string },
): Promise<void> {
  const { message, rules } = RATE_LIMITS[action];
  for (const rule of rules as readonly Rule[]) {
    const subject = rule.per === 'user' ? who.userId : who.ip;
    if (!subject) continue;
    const key = `${action}:${rule.per}:${rule.windowSeconds}:${subject}`;
    await consumeRateLimit(db, key, rule.limit, rule.windowSeconds, message);
  }
}
