import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '#shared/api/notifications.js';
import { notificationMessages } from '#shared/notifications.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { servePersonalStream } from '../../http/event-stream.js';
import { NotificationHub } from './notifications.events.js';
import * as notifications from './notifications.service.js';

/** The signed-in user's notifications, their live stream and their e-mail preferences. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // One subscription per app instance; every open stream of this process hangs off it.
    const hub = new NotificationHub(ctx.database, app.log);
    await hub.runWith(app);

    defineRoute(app, notificationsApi.list, async ({ request, user }) => {
      return notifications.listNotifications(ctx, user.id, request.query.cursor);
    });

    defineRoute(app, notificationsApi.markRead, async ({ request, user }) => {
      return notifications.markRead(ctx, user.id, request.body);
    });

    /**
     * Server-Sent Events, each `data: NotificationEvent`: the unread count on connecting, then the
     * count with every new notification, and the count alone when some are marked read. Only the
     * signed-in user's own. Hijacked like the live-show stream so nothing buffers or compresses it.
     */
    defineRoute(app, notificationsApi.events, async ({ request, reply, user }) => {
      await servePersonalStream(request, reply, {
        hub,
        userId: user.id,
        busyMessage: notificationMessages.liveBusy,
        first: async () => ({ unreadCount: await notifications.unreadCount(ctx, user.id) }),
      });
    });

    defineRoute(app, notificationsApi.preferences, async ({ user }) => {
      return notifications.getPreferences(ctx, user.id);
    });

    defineRoute(app, notificationsApi.updatePreferences, async ({ request, user }) => {
      return notifications.updatePreferences(ctx, user.id, request.body);
    });
  };
}
