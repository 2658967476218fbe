import type { Credentials, LoginInput, SessionUser } from '#shared/auth.js';
import { authMessages } from '#shared/auth.js';
import { deriveHandleAndDisplay } from '#shared/users.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifyOnCommit } from '../../db/notify-on-commit.js';
import { AppError, conflict, isUniqueViolation, tooManyRequests } from '../../lib/errors.js';
import {
  consumeRateLimit,
  countRateLimit,
  peekRateLimit,
  TOO_MANY_ATTEMPTS,
  withWait,
} from '../../lib/rate-limit.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { BROWSER_SESSION_HOURS, STAY_SIGNED_IN_DAYS } from '../../http/session.js';
import { sharedRead } from '../../http/generation-cache.js';
import { SESSIONS_ENDED_CHANNEL, sessionsEndedPayloads } from '../../http/session-streams.js';
import * as q from './auth.queries.js';
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const WINDOW_SECONDS = 15 * 60;

export type NewSession = { token: string; user: SessionUser; staySignedIn: boolean };

/**
 * Registration answers 409 for a taken e-mail (decision 021), so an address may learn that only so often:
 * like sign-in's failures per address, taken-e-mail answers are counted per address, and past the limit
 * every registration from it is refused with 429 before the e-mail is looked up, so the refusal tells
 * nothing either.
 */
const takenKey = (ip: string) => `register:taken:${ip}`;

async function checkTakenAnswersLeft(ctx: AppContext, ip: string): Promise<void> {
  const { count, retryAfter } = await peekRateLimit(ctx.db, takenKey(ip), WINDOW_SECONDS);
  if (count >= ctx.config.limits.authPerEmailPer15Min)
    throw tooManyRequests(withWait(TOO_MANY_ATTEMPTS, retryAfter));
}

async function emailTaken(ctx: AppContext, ip: string): Promise<AppError> {
  await countRateLimit(ctx.db, takenKey(ip), WINDOW_SECONDS);
  return conflict(authMessages.emailTaken, 'EMAIL_TAKEN');
}

async function limitAuthAttempts(ctx: AppContext, ip: string, email: string): Promise<void> {
  const { authPerIpPer15Min, authPerEmailPer15Min } = ctx.config.limits;
  await consumeRateLimit(ctx.db, `auth:ip:${ip}`, authPerIpPer15Min, WINDOW_SECONDS);
  await consumeRateLimit(ctx.db, `auth:email:${email}`, authPerEmailPer15Min, WINDOW_SECONDS);
}

/**
 * Announces the end of these sessions when the caller's transaction commits, so every instance ends
 * the private streams they opened (http/session-streams.ts).
 */
async function announceEnded(tx: Db, sids: string[]): Promise<void> {
  await notifyOnCommit(tx, SESSIONS_ENDED_CHANNEL, sessionsEndedPayloads(sids));
}

async function endSession(ctx: AppContext, sid: string): Promise<void> {
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await announceEnded(tx, await q.deleteSession(tx, sid));
  });
}

/**
 * Ends every session of the user in the caller's transaction (a password reset, a suspension); their
 * open streams end on every instance when it commits. Answers how many there were.
 */
export async function endSessionsOfUser(tx: Db, userId: string): Promise<number> {
  const sids = await q.deleteSessionsOfUser(tx, userId);
  await announceEnded(tx, sids);
  return sids.length;
}

/** Which of these hashed session ids are still open, for ending the streams of the others. */
export async function openSessions(ctx: Pick<AppContext, 'db'>, sids: string[]): Promise<Set<string>> {
  return new Set(sids.length ? await q.openSessionIds(ctx.db, sids) : []);
}

/** Starts a fresh session; the caller's previous session (if any) is ended, so ids never survive a login. */
async function startSession(
  ctx: AppContext,
  user: SessionUser,
  staySignedIn: boolean,
  previousSid: string | null,
  userAgent: string | undefined,
): Promise<NewSession> {
  if (previousSid) await endSession(ctx, previousSid);
  const token = randomToken();
  const ttlMs = staySignedIn ? STAY_SIGNED_IN_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
  await q.insertSession(ctx.db, {
    sid: hashToken(ctx.config.sessionSecret, token),
    userId: user.id,
    expire: new Date(Date.now() + ttlMs),
    sess: { staySignedIn, userAgent: userAgent?.slice(0, 200) },
  });
  return { token, user, staySignedIn };
}

export async function register(
  ctx: AppContext,
  input: Credentials,
  meta: { ip: string; previousSid: string | null; userAgent?: string },
): Promise<NewSession> {
  await limitAuthAttempts(ctx, meta.ip, input.email);
  await checkTakenAnswersLeft(ctx, meta.ip);
  if (await q.findUserByEmail(ctx.db, input.email)) throw await emailTaken(ctx, meta.ip);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashing);
  const { handle: base, display } = deriveHandleAndDisplay(input.email);
  // Two people called anna: the second becomes anna_2, then anna_3 … (retry covers a racing sign-up).
  for (let attempt = 0; attempt < 50; attempt++) {
    const handle = attempt === 0 ? base : `${base}_${attempt + 1}`;
    if (await q.handleExists(ctx.db, handle)) continue;
    try {
      const user = await q.insertUser(ctx.db, { email: input.email, handle, display, passwordHash });
      return await startSession(ctx, user, input.staySignedIn ?? false, meta.previousSid, meta.userAgent);
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_unique')) throw await emailTaken(ctx, meta.ip);
      if (!isUniqueViolation(err, 'users_handle_unique')) throw err;
    }
  }
  throw new AppError('HANDLE_EXHAUSTED', 409, 'Could not pick a handle for this e-mail; please try another');
}

export async function login(
  ctx: AppContext,
  input: LoginInput,
  meta: { ip: string; previousSid: string | null; userAgent?: string },
): Promise<NewSession> {
  const user = await q.findUserByEmail(ctx.db, input.email);
  await checkLoginAllowed(ctx, input.email, meta.ip, user?.id ?? null);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password, ctx.config.passwordHashing);
    await recordLoginFailure(ctx, input.email, meta.ip);
    throw new AppError('INVALID_CREDENTIALS', 401, authMessages.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordLoginFailure(ctx, input.email, meta.ip);
    throw new AppError('INVALID_CREDENTIALS', 401, authMessages.invalidCredentials);
  }
  // The password was right, so saying why does not tell a stranger anything.
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', 403, authMessages.suspended);
  await recordLoginSuccess(ctx, user.id, input.email, meta.ip);
  await q.touchLastLogin(ctx.db, user.id);
  const current: SessionUser = {
    id: user.id,
    display: user.display,
    handle: user.handle,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.role === 'admin',
  };
  return startSession(ctx, current, input.staySignedIn ?? false, meta.previousSid, meta.userAgent);
}

/** The user of an unexpired session (by its hashed id), for the session hook of every request. */
export async function findSessionUser(
  ctx: Pick<AppContext, 'db'>,
  sid: string,
): Promise<SessionUser | undefined> {
  const row = await q.findSessionUser(ctx.db, sid);
  return row?.user;
}

const sessionsVersions = new WeakMap<object, () => Promise<number>>();

/**
 * The sessions generation (migration 0030), under which the session hook keeps the sessions it found:
 * one query however many requests ask at once.
 */
export function sessionsVersion(ctx: Pick<AppContext, 'db'>): Promise<number> {
  let read = sessionsVersions.get(ctx.db);
  if (!read) sessionsVersions.set(ctx.db, (read = sharedRead(() => q.sessionsGeneration(ctx.db))));
  return read();
}

export async function logout(ctx: AppContext, sid: string | null): Promise<void> {
  if (sid) await endSession(ctx, sid);
}

/**
 * Always answers the same, whether or not the account exists (no account enumeration), and takes the same
 * path to get there: an unknown e-mail still writes a token (to no row), renders the message and runs the
 * outbox statements (storing and sending nothing), so the time taken does not tell either.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  meta: { ip: string },
): Promise<void> {
  await consumeRateLimit(ctx.db, `reset:ip:${meta.ip}`, ctx.config.limits.authPerIpPer15Min, WINDOW_SECONDS);
  await consumeRateLimit(ctx.db, `reset:email:${email}`, 3, WINDOW_SECONDS);
  const token = randomToken();
  const user = await q.setResetTokenByEmail(
    ctx.db,
    email,
    hashToken(ctx.config.sessionSecret, token),
    new Date(Date.now() + RESET_TOKEN_TTL_MS),
  );
  // The configured origin, never the request's Host: a forged Host would mail a real token to its site.
  const link = `${ctx.config.origin}/reset-password?token=${token}`;
  const mail = {
    to: user?.email ?? email,
    subject: 'Reset your Rethread password',
    text:
      `Hi ${user?.display ?? email},\n\nSomeone (hopefully you) asked to reset the password for your Rethread account.\n` +
      `Choose a new password here within the next hour:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    secrets: [link],
  };
  await ctx.mailer.send(ctx.db, mail, { deliver: Boolean(user) });
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password, ctx.config.passwordHashing);
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const row = await q.consumeResetToken(tx, hashToken(ctx.config.sessionSecret, token), passwordHash);
    if (!row) throw new AppError('RESET_TOKEN_INVALID', 400, authMessages.resetInvalid);
    // A reset usually means the old password leaked: every device has to sign in again.
    await endSessionsOfUser(tx, row.id);
  });
}
