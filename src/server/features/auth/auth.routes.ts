import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '#shared/api/auth.js';
import { authMessages } from '#shared/auth.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { isSameSiteNavigation } from '../../http/security.js';
import { clearSessionCookie, setSessionCookie } from '../../http/session.js';
import * as auth from './auth.service.js';

/**
 * Asks before signing out, in the site's look (its teal and greys, system font). No script; one inline
 * <style>, which the Content-Security-Policy allows (style-src 'unsafe-inline', http/security.ts).
 */
const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out · Rethread</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:#f9fafb;color:#111827;
    font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
  main{width:100%;max-width:24rem;background:#fff;border:1px solid #e5e7eb;border-radius:1rem;padding:2rem 1.5rem;
    box-shadow:0 1px 2px rgb(0 0 0/.05);text-align:center}
  .brand{margin:0 0 1.25rem;font-size:1.25rem;font-weight:700;letter-spacing:-.01em;color:#0f766e}
  h1{margin:0 0 .5rem;font-size:1.5rem;font-weight:700;letter-spacing:-.02em}
  p{margin:0;color:#4b5563;line-height:1.5}
  form{margin:1.5rem 0 1rem}
  button{width:100%;min-height:2.75rem;border:0;border-radius:.75rem;background:#0f766e;color:#fff;font:inherit;
    font-weight:600;cursor:pointer}
  button:hover{background:#115e59}
  button:focus-visible,a:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
  a{color:#0f766e;font-weight:500;text-decoration:none}
  a:hover{text-decoration:underline}
</style></head>
<body><main>
<p class="brand">Rethread</p>
<h1>Sign out of Rethread?</h1>
<p>You are still signed in. Press the button to sign out on this device.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Stay signed in</a></p>
</main></body>
</html>
`;

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

    defineRoute(app, authApi.register, async ({ request, reply }) => {
      const session = await auth.register(ctx, request.body, meta(request));
      setSessionCookie(reply, request, session.token, session.staySignedIn, ctx.config);
      return { user: session.user };
    });

    defineRoute(app, authApi.login, async ({ request, reply }) => {
      const session = await auth.login(ctx, request.body, meta(request));
      setSessionCookie(reply, request, session.token, session.staySignedIn, ctx.config);
      return { user: session.user };
    });

    for (const name of ['user', 'me'] as const) {
      defineRoute(app, authApi[name], async ({ user }) => {
        return user;
      });
    }

    defineRoute(app, authApi.logout, async ({ request, reply }) => {
      await auth.logout(ctx, request.sessionId);
      clearSessionCookie(reply);
    });

    defineRoute(app, authApi.loginPage, async ({ request, reply }) => {
      const params = new URLSearchParams();
      if (request.query.staySignedIn === 'true') params.set('staySignedIn', 'true');
      const returnTo = safeReturnPath(request.query.returnTo);
      if (returnTo) params.set('returnTo', returnTo);
      const qs = params.toString();
      return reply.redirect(qs ? `/login?${qs}` : '/login');
    });

    // A GET, so a link or an <img> on another site could send it: only a click on this site (or the
    // address bar) signs out at once. Anything else, a browser that says neither where the click
    // happened nor where from among them, gets a page whose button posts the sign-out (the POST's
    // Origin check stands in for the judgement), so nobody is sent home told nothing while still signed in.
    defineRoute(app, authApi.logoutPage, async ({ request, reply }) => {
      if (isSameSiteNavigation(request, ctx.config.origin)) {
        await auth.logout(ctx, request.sessionId);
        clearSessionCookie(reply);
      } else if (request.user) {
        return reply.code(200).type('text/html; charset=utf-8').send(SIGN_OUT_PAGE);
      }
      return reply.redirect('/');
    });

    // The sign-out page's form; only this plugin's routes accept one, and its content is ignored.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    defineRoute(app, authApi.logoutForm, async ({ request, reply }) => {
      await auth.logout(ctx, request.sessionId);
      clearSessionCookie(reply);
      return reply.redirect('/');
    });

    defineRoute(app, authApi.forgotPassword, async ({ request }) => {
      await auth.requestPasswordReset(ctx, request.body.email, { ip: request.ip });
      return { message: authMessages.forgotPasswordSent };
    });

    defineRoute(app, authApi.resetPassword, async ({ request }) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password);
      return { message: authMessages.resetDone };
    });
  };
}
