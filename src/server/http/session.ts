import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/auth.js';
import type { Config } from '../config.js';
import { adminMessages } from '../../shared/admin.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';

export const SESSION_COOKIE = 'rethread_session';
export const STAY_SIGNED_IN_DAYS = 30;
// A browser-session cookie can outlive its window when the browser restores tabs; cap it server-side.
export const BROWSER_SESSION_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

/** Finds the user of an unexpired session by its hashed id; the auth feature owns the sessions table. */
export type SessionLookup = (sid: string) => Promise<SessionUser | undefined>;

/**
 * Keeping the sessions looked up: `version` is the sessions generation (migration 0030), which moves at
 * the commit of every sign-out, suspension, password change or edit of what a session carries, from
 * any instance; one cheap query, shared by the requests that ask at once (http/generation-cache's
 * sharedRead).
 */
export type SessionCacheOptions = { version: () => Promise<number>; ttlMs?: number; maxEntries?: number };

/**
 * A session found is kept for `ttlMs` under the sessions generation read before it was looked up, and
 * used only while that generation holds: a session ended anywhere is refused on every instance from
 * the commit that ended it, as the lookup itself would. What it saves is the join of sessions and
 * users per request; what it costs is the generation read (a single row, shared by concurrent
 * requests). The TTL bounds how long past its expiry a session can be kept (seconds, against days).
 */
function cachedLookup(find: SessionLookup, options: SessionCacheOptions): SessionLookup {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { user: SessionUser; generation: number; expires: number }>();
  return async (sid) => {
    const generation = await options.version();
    const entry = entries.get(sid);
    if (entry && entry.generation === generation && entry.expires > Date.now()) return entry.user;
    entries.delete(sid);
    const user = await find(sid);
    if (user) {
      // A Map iterates in insertion order: the first key is the oldest kept.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sid, { user, generation, expires: Date.now() + ttlMs });
    }
    return user;
  };
}

// Built client files and photos are the same for everyone (and cached as such): a signed-in page
// asks for dozens of them, and each would otherwise cost a session query.
const PUBLIC_FILE_PREFIXES = ['/assets/', '/uploads/'];
const HEALTH_PATH = '/api/health';

/**
 * Resolves the signed-in user (or null) for every request but public files from the opaque session
 * cookie. The lookup is passed in because http/ is plumbing under the features and never imports one;
 * with `cache`, the sessions found are kept while the sessions generation holds (cachedLookup).
 */
export function registerSession(
  app: FastifyInstance,
  findSessionUser: SessionLookup,
  config: Config,
  cache?: SessionCacheOptions,
): void {
  const lookup = cache ? cachedLookup(findSessionUser, cache) : findSessionUser;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    if (PUBLIC_FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    // The health check is about the server, never the person: it answers its own 503 when the
    // database is down, which a session lookup failing first would pre-empt.
    if (request.url === HEALTH_PATH || request.url.startsWith(`${HEALTH_PATH}?`)) return;
    const sid = hashToken(config.sessionSecret, token);
    const user = await lookup(sid);
    if (user) {
      request.user = user;
      request.sessionId = sid;
    }
  });
}

/**
 * The signed-in caller, or 401. Called once per request by the route layer for the endpoints that
 * declare `auth: 'user'` (http/contract.ts), never by handlers, which receive the user.
 */
export function requireUser(request: FastifyRequest, message?: string): SessionUser {
  if (!request.user) throw unauthorized(message);
  return request.user;
}

/** An operator (the admin role): anyone else signed in is refused with 403. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(adminMessages.forbidden);
  return user;
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  staySignedIn: boolean,
  config: Config,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || Boolean(config.publicUrl?.startsWith('https')),
    // Without 'Stay signed in' the cookie ends with the browser session.
    ...(staySignedIn ? { maxAge: STAY_SIGNED_IN_DAYS * 24 * 60 * 60 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
