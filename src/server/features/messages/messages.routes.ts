import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesApi } from '#shared/api/messages.js';
import { messageMessages } from '#shared/messages.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { servePersonalStream } from '../../http/event-stream.js';
import { requireUser } from '../../http/session.js';
import { MessageHub } from './messages.events.js';
import * as messages from './messages.service.js';

/** Private conversations between a buyer and a seller; every one answers only its two people. */
export function messagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // One subscription per app instance; every open stream of this process hangs off it.
    const hub = new MessageHub(ctx.database, app.log);
    await hub.runWith(app);

    // Everything here is the signed-in user's own: 401 before anything else is looked at.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });

    app.route({
      ...routeOf(messagesApi.list),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return messages.listConversations(ctx, user.id, request.query);
      },
    });

    app.route({
      ...routeOf(messagesApi.open),
      handler: async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await messages.openConversation(ctx, user.id, request.body));
      },
    });

    /**
     * Server-Sent Events, each `data: MessageEvent`: the unread total on connecting, then the total
     * with every message sent or received, and the total alone when a conversation is marked read.
     */
    app.route({
      ...routeOf(messagesApi.events),
      handler: async (request, reply) => {
        const user = requireUser(request);
        await servePersonalStream(request, reply, {
          hub,
          userId: user.id,
          busyMessage: messageMessages.liveBusy,
          first: async () => ({ unreadCount: await messages.unreadCount(ctx, user.id) }),
        });
      },
    });

    app.route({
      ...routeOf(messagesApi.messages),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return messages.listMessages(ctx, user.id, request.params.id, request.query.cursor);
      },
    });

    app.route({
      ...routeOf(messagesApi.send),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const message = await messages.sendMessage(ctx, user.id, request.params.id, request.body.body);
        return reply.status(201).send({ message });
      },
    });

    app.route({
      ...routeOf(messagesApi.read),
      handler: async (request) => {
        const user = requireUser(request);
        return messages.markRead(ctx, user.id, request.params.id);
      },
    });

    app.route({
      ...routeOf(messagesApi.block),
      handler: async (request) => {
        const user = requireUser(request);
        return { conversation: await messages.block(ctx, user.id, request.params.id) };
      },
    });

    app.route({
      ...routeOf(messagesApi.unblock),
      handler: async (request) => {
        const user = requireUser(request);
        return { conversation: await messages.unblock(ctx, user.id, request.params.id) };
      },
    });

    app.route({
      ...routeOf(messagesApi.report),
      handler: async (request, reply) => {
        const user = requireUser(request);
        await messages.report(ctx, user.id, request.params.id, request.body.reason);
        return reply.status(201).send({ reported: true as const });
      },
    });
  };
}
