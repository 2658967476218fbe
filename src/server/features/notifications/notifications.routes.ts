import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '#shared/api/notifications.js';
import { notificationMessages } from '#shared/notifications.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { servePersonalStream } from '../../http/event-stream.js';
import { requireUser } from '../../http/session.js';
import { NotificationHub } from './notifications.events.js';
import * as notifications from './notifications.service.js';

/** The signed-in user's notifications, their live stream and their e-mail preferences. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // One subscription per app instance; every open stream of this process hangs off it.
    const hub = new NotificationHub(ctx.database, app.log);
    await hub.runWith(app);

    // Everything here is the signed-in user's own: 401 before anything else is looked at.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });

    app.route({
      ...routeOf(notificationsApi.list),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return notifications.listNotifications(ctx, user.id, request.query.cursor);
      },
    });

    app.route({
      ...routeOf(notificationsApi.markRead),
      handler: async (request) => {
        const user = requireUser(request);
        return notifications.markRead(ctx, user.id, request.body);
      },
    });

    /**
     * Server-Sent Events, each `data: NotificationEvent`: the unread count on connecting, then the
     * count with every new notification, and the count alone when some are marked read. Only the
     * signed-in user's own. Hijacked like the live-show stream so nothing buffers or compresses it.
     */
    app.route({
      ...routeOf(notificationsApi.events),
      handler: async (request, reply) => {
        const user = requireUser(request);
        await servePersonalStream(request, reply, {
          hub,
          userId: user.id,
          busyMessage: notificationMessages.liveBusy,
          first: async () => ({ unreadCount: await notifications.unreadCount(ctx, user.id) }),
        });
      },
    });

    app.route({
      ...routeOf(notificationsApi.preferences),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return notifications.getPreferences(ctx, user.id);
      },
    });

    app.route({
      ...routeOf(notificationsApi.updatePreferences),
      handler: async (request) => {
        const user = requireUser(request);
        return notifications.updatePreferences(ctx, user.id, request.body);
      },
    });
  };
}
