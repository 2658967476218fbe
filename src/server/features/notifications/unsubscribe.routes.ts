import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '#shared/api/notifications.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as unsubscribe from './unsubscribe.service.js';

/**
 * An e-mail's unsubscribe link, signed out: the page asks what the link is about, and the mail
 * provider (List-Unsubscribe-Post) or the page's button posts to stop those e-mails.
 */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // RFC 8058's one-click POST is a form (`List-Unsubscribe=One-Click`); its content says nothing the
    // token does not, so it is read and ignored. Only this plugin accepts forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    defineRoute(app, notificationsApi.unsubscribeInfo, async ({ request }) => {
      return unsubscribe.unsubscribeInfo(ctx, request.query.token);
    });

    defineRoute(app, notificationsApi.unsubscribe, async ({ request }) =>
      unsubscribe.unsubscribe(ctx, request.query.token),
    );
  };
}
