import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../shared/auth.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { findSessionUser } from '../features/auth/auth.queries.js';
import { unauthorized } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';

export const SESSION_COOKIE = 'rethread_session';
export const STAY_SIGNED_IN_DAYS = 30;
// A browser-session cookie can outlive its window when the browser restores tabs; cap it server-side.
export const BROWSER_SESSION_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionId: string | null;
  }
}

/** Resolves the signed-in user (or null) for every request from the opaque session cookie. */
export function registerSession(app: FastifyInstance, db: Db, config: Config): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const sid = hashToken(config.sessionSecret, token);
    const row = await findSessionUser(db, sid);
    if (row) {
      request.user = row.user;
      request.sessionId = sid;
    }
  });
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
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
