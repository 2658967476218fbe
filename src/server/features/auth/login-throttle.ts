import type { AppContext } from '../../context.js';
import { tooManyRequests } from '../../lib/errors.js';
import {
  clearRateLimit,
  consumeRateLimit,
  countRateLimit,
  peekRateLimit,
  stampRateLimit,
  TOO_MANY_ATTEMPTS,
  withWait,
} from '../../lib/rate-limit.js';

/**
 * Guessing passwords is slowed without letting anyone lock an owner out (after
 * OWASP's "Blocking Brute Force Attacks" and "Slow Down Online Guessing Attacks with Device Cookies"):
 *
 * - per address, every attempt on any account (`authPerIpPer15Min`): one machine cannot spray;
 * - per account and address, failures only (`authPerEmailPer15Min`): the address guessing is stopped,
 *   while the owner signing in from anywhere else is not;
 * - per account, failures from every address: past ACCOUNT_SOFT_LIMIT an attack from many addresses
 *   is under way, and addresses the account has not signed in from get one attempt per back-off
 *   period, doubling with each further failure up to MAX_DELAY_SECONDS. Addresses the account signed
 *   in from in the last KNOWN_ADDRESS_DAYS are not slowed, so the owner at home still gets in.
 *
 * A refused attempt is answered before the password is checked, so it tells an attacker nothing.
 */

const WINDOW_SECONDS = 15 * 60;
/** Failures on one account are remembered for a day: an attack paced to a window still adds up. */
const ACCOUNT_WINDOW_SECONDS = 24 * 3600;
/** Failures on one account from every address before unknown addresses are slowed; set from the
 * per-address rule so it takes at least two addresses to reach it. */
const accountSoftLimit = (perPair: number) => 2 * perPair;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
const KNOWN_ADDRESS_DAYS = 30;

const keys = (email: string, ip: string) => ({
  address: `auth:ip:${ip}`,
  pair: `login:pair:${email}:${ip}`,
  account: `login:account:${email}`,
  lastFailure: `login:last-failure:${email}`,
});
const knownKey = (userId: string, ip: string) => `login:known:${userId}:${ip}`;

/** How long unknown addresses wait after the last failure, once the account is under attack. */
export function backOffSeconds(accountFailures: number, perPair: number): number {
  const over = accountFailures - accountSoftLimit(perPair);
  if (over < 0) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(over, 20));
}

/**
 * Counts a sign-in attempt from `ip` and throws 429 when it must not be tried now. `userId` is the
 * account's, when one has that e-mail (an address is "known" only to a real account).
 */
export async function checkLoginAllowed(
  ctx: AppContext,
  email: string,
  ip: string,
  userId: string | null,
): Promise<void> {
  const { authPerIpPer15Min, authPerEmailPer15Min } = ctx.config.limits;
  const k = keys(email, ip);
  await consumeRateLimit(ctx.db, k.address, authPerIpPer15Min, WINDOW_SECONDS);

  const pair = await peekRateLimit(ctx.db, k.pair, WINDOW_SECONDS);
  if (pair.count >= authPerEmailPer15Min) throw tooManyRequests(withWait(TOO_MANY_ATTEMPTS, pair.retryAfter));

  const account = await peekRateLimit(ctx.db, k.account, ACCOUNT_WINDOW_SECONDS);
  const delay = backOffSeconds(account.count, authPerEmailPer15Min);
  if (delay === 0) return;
  if (userId && (await isKnownAddress(ctx, userId, ip))) return;
  const last = await peekRateLimit(ctx.db, k.lastFailure, ACCOUNT_WINDOW_SECONDS);
  if (last.ageSeconds < delay) {
    throw tooManyRequests(withWait(TOO_MANY_ATTEMPTS, delay - last.ageSeconds));
  }
}

async function isKnownAddress(ctx: AppContext, userId: string, ip: string): Promise<boolean> {
  const seen = await peekRateLimit(ctx.db, knownKey(userId, ip), KNOWN_ADDRESS_DAYS * 86_400);
  return seen.count > 0;
}

/** A wrong password (or an e-mail with no account: the same to an attacker). */
export async function recordLoginFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await countRateLimit(ctx.db, k.pair, WINDOW_SECONDS);
  await countRateLimit(ctx.db, k.account, ACCOUNT_WINDOW_SECONDS);
  await stampRateLimit(ctx.db, k.lastFailure, ACCOUNT_WINDOW_SECONDS);
}

/**
 * The owner got in: this address is known from now on, and its own typos are forgotten. The
 * account's count stays, so an attack under way is not reset by the owner signing in.
 */
export async function recordLoginSuccess(
  ctx: AppContext,
  userId: string,
  email: string,
  ip: string,
): Promise<void> {
  await stampRateLimit(ctx.db, knownKey(userId, ip), KNOWN_ADDRESS_DAYS * 86_400);
  await clearRateLimit(ctx.db, keys(email, ip).pair);
}
