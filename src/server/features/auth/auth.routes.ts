import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  credentialsSchema,
  currentUserSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  resetPasswordInputSchema,
} from '../../../shared/auth.js';
import type { AppContext } from '../../context.js';
import { isSameSiteNavigation } from '../../http/security.js';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../http/session.js';
import * as auth from './auth.service.js';

const userReply = z.object({ user: currentUserSchema });
const messageReply = z.object({ message: z.string() });

/** Where a "return to this page after login" may point: a local path, never another site. */
function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?!\/)[^\\]*$/.test(value) ? value : undefined;
}

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const meta = (request: { ip: string; sessionId: string | null; headers: Record<string, unknown> }) => ({
      ip: request.ip,
      previousSid: request.sessionId,
      userAgent:
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    });

    app.post(
      '/api/auth/register',
      { schema: { body: credentialsSchema, response: { 201: userReply } } },
      async (request, reply) => {
        const session = await auth.register(ctx, request.body, meta(request));
        setSessionCookie(reply, request, session.token, session.staySignedIn, ctx.config);
        return reply.status(201).send({ user: session.user });
      },
    );

    app.post(
      '/api/auth/login',
      { schema: { body: loginInputSchema, response: { 200: userReply } } },
      async (request, reply) => {
        const session = await auth.login(ctx, request.body, meta(request));
        setSessionCookie(reply, request, session.token, session.staySignedIn, ctx.config);
        return { user: session.user };
      },
    );

    // Two names for one answer, as the spec's client calls both (docs/product/01-accounts.md §1.2).
    for (const url of ['/api/auth/user', '/api/auth/me']) {
      app.get(url, { schema: { response: { 200: currentUserSchema } } }, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return requireUser(request);
      });
    }

    app.post('/api/auth/logout', async (request, reply) => {
      await auth.logout(ctx, request.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send();
    });

    // Full-page navigations from the navigation bar (docs/product/01-accounts.md §1.1).
    app.get(
      '/api/login',
      { schema: { querystring: z.record(z.string(), z.unknown()) } },
      async (request, reply) => {
        const params = new URLSearchParams();
        if (request.query.staySignedIn === 'true') params.set('staySignedIn', 'true');
        const returnTo = safeReturnPath(request.query.returnTo);
        if (returnTo) params.set('returnTo', returnTo);
        const qs = params.toString();
        return reply.redirect(qs ? `/login?${qs}` : '/login');
      },
    );

    // A GET, so a link or an <img> on another site could send it: only a click on this site (or the
    // address bar) signs out; anything else lands on the home page still signed in.
    app.get('/api/logout', async (request, reply) => {
      if (isSameSiteNavigation(request, ctx.config.origin)) {
        await auth.logout(ctx, request.sessionId);
        clearSessionCookie(reply);
      }
      return reply.redirect('/');
    });

    app.post(
      '/api/auth/forgot-password',
      { schema: { body: forgotPasswordInputSchema, response: { 200: messageReply } } },
      async (request) => {
        await auth.requestPasswordReset(ctx, request.body.email, { ip: request.ip });
        return { message: authMessages.forgotPasswordSent };
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: resetPasswordInputSchema, response: { 200: messageReply } } },
      async (request) => {
        await auth.resetPassword(ctx, request.body.token, request.body.password);
        return { message: authMessages.resetDone };
      },
    );
  };
}
