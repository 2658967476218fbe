import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesApi } from '#shared/api/messages.js';
import { messageMessages } from '#shared/messages.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { servePersonalStream } from '../../http/event-stream.js';
import { MessageHub } from './messages.events.js';
import * as messages from './messages.service.js';

/** Private conversations between a buyer and a seller; every one answers only its two people. */
export function messagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // One subscription per app instance; every open stream of this process hangs off it.
    const hub = new MessageHub(ctx.database, app.log);
    await hub.runWith(app);

    defineRoute(app, messagesApi.list, async ({ request, user }) => {
      return messages.listConversations(ctx, user.id, request.query);
    });

    defineRoute(app, messagesApi.open, async ({ request, user }) => {
      return await messages.openConversation(ctx, user.id, request.body);
    });

    /**
     * Server-Sent Events, each `data: MessageEvent`: the unread total on connecting, then the total
     * with every message sent or received, and the total alone when a conversation is marked read.
     */
    defineRoute(app, messagesApi.events, async ({ request, reply, user }) => {
      await servePersonalStream(request, reply, {
        hub,
        userId: user.id,
        busyMessage: messageMessages.liveBusy,
        first: async () => ({ unreadCount: await messages.unreadCount(ctx, user.id) }),
      });
    });

    defineRoute(app, messagesApi.messages, async ({ request, user }) => {
      return messages.listMessages(ctx, user.id, request.params.id, request.query.cursor);
    });

    defineRoute(app, messagesApi.send, async ({ request, user }) => {
      const message = await messages.sendMessage(ctx, user.id, request.params.id, request.body.body);
      return { message };
    });

    defineRoute(app, messagesApi.read, async ({ request, user }) => {
      return messages.markRead(ctx, user.id, request.params.id);
    });

    defineRoute(app, messagesApi.block, async ({ request, user }) => {
      return { conversation: await messages.block(ctx, user.id, request.params.id) };
    });

    defineRoute(app, messagesApi.unblock, async ({ request, user }) => {
      return { conversation: await messages.unblock(ctx, user.id, request.params.id) };
    });

    defineRoute(app, messagesApi.report, async ({ request, user }) => {
      await messages.report(ctx, user.id, request.params.id, request.body.reason);
      return { reported: true as const };
    });
  };
}
