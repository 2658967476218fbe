import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '#shared/api/auth.js';
import { authMessages } from '#shared/auth.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { isSameSiteNavigation } from '../../http/security.js';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../http/session.js';
import * as auth from './auth.service.js';

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

    app.route({
      ...routeOf(authApi.register),
      handler: async (request, reply) => {
        const session = await auth.register(ctx, request.body, meta(request));
        setSessionCookie(reply, request, session.token, session.staySignedIn, ctx.config);
        return reply.status(201).send({ user: session.user });
      },
    });

    app.route({
      ...routeOf(authApi.login),
      handler: async (request, reply) => {
        const session = await auth.login(ctx, request.body, meta(request));
        setSessionCookie(reply, request, session.token, session.staySignedIn, ctx.config);
        return { user: session.user };
      },
    });

    for (const name of ['user', 'me'] as const) {
      app.route({
        ...routeOf(authApi[name]),
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return requireUser(request);
        },
      });
    }

    app.route({
      ...routeOf(authApi.logout),
      handler: async (request, reply) => {
        await auth.logout(ctx, request.sessionId);
        clearSessionCookie(reply);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(authApi.loginPage),
      handler: async (request, reply) => {
        const params = new URLSearchParams();
        if (request.query.staySignedIn === 'true') params.set('staySignedIn', 'true');
        const returnTo = safeReturnPath(request.query.returnTo);
        if (returnTo) params.set('returnTo', returnTo);
        const qs = params.toString();
        return reply.redirect(qs ? `/login?${qs}` : '/login');
      },
    });

    // A GET, so a link or an <img> on another site could send it: only a click on this site (or the
    // address bar) signs out; anything else lands on the home page still signed in.
    app.route({
      ...routeOf(authApi.logoutPage),
      handler: async (request, reply) => {
        if (isSameSiteNavigation(request, ctx.config.origin)) {
          await auth.logout(ctx, request.sessionId);
          clearSessionCookie(reply);
        }
        return reply.redirect('/');
      },
    });

    app.route({
      ...routeOf(authApi.forgotPassword),
      handler: async (request) => {
        await auth.requestPasswordReset(ctx, request.body.email, { ip: request.ip });
        return { message: authMessages.forgotPasswordSent };
      },
    });

    app.route({
      ...routeOf(authApi.resetPassword),
      handler: async (request) => {
        await auth.resetPassword(ctx, request.body.token, request.body.password);
        return { message: authMessages.resetDone };
      },
    });
  };
}
