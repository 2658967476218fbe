import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveShowsApi } from '#shared/api/live-shows.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { AppError } from '../../lib/errors.js';
import { LiveShowHub } from './live-shows.events.js';
import { eventFrame, openEventStream, writeFrame } from '../../http/event-stream.js';
import * as shows from './live-shows.service.js';

/** Live shows, their questions and their real-time event stream (docs/product/07-live-shows.md §7.1, §7.2; docs/product/10-decisions-beyond-the-spec.md §10.9). */
export function liveShowsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // One subscription per app instance; every open stream of this process hangs off it.
    const hub = new LiveShowHub(ctx.database, app.log);
    await hub.runWith(app);
    const s: shows.LiveShows = { ctx, hub };

    defineRoute(app, liveShowsApi.list, async () => ({ shows: await shows.listShows(s) }));

    defineRoute(app, liveShowsApi.active, async () => ({ shows: await shows.listActiveShows(s) }));

    defineRoute(app, liveShowsApi.get, async ({ request }) => ({
      show: await shows.getShow(s, request.params.id),
    }));

    defineRoute(app, liveShowsApi.create, async ({ request, user }) => {
      const show = await shows.scheduleShow(s, user.id, request.body, request.ip);
      return { show };
    });

    for (const [action, to] of [
      ['start', 'live'],
      ['end', 'ended'],
    ] as const) {
      defineRoute(app, liveShowsApi[action], async ({ request, user }) => {
        return { show: await shows.changeStatus(s, user.id, request.params.id, to) };
      });
    }

    defineRoute(app, liveShowsApi.questions, async ({ request }) => ({
      questions: await shows.listQuestions(s, request.params.showId),
    }));

    defineRoute(app, liveShowsApi.ask, async ({ request, user }) => {
      const question = await shows.askQuestion(s, user.id, request.params.showId, request.body, request.ip);
      return { question };
    });

    /**
     * Server-Sent Events: `status`, `question` and `viewers`. Public like the show page. The reply is
     * hijacked so no compression or serializer touches the stream; it lives until the viewer leaves.
     */
    defineRoute(app, liveShowsApi.events, async ({ request, reply }) => {
      // HEAD (added by Fastify for every GET) has no body to stream: answer the headers and stop.
      if (request.method === 'HEAD') {
        await shows.getShow(s, request.params.id);
        return reply.type('text/event-stream').send();
      }
      if (!hub.accepting) {
        throw new AppError(
          'UNAVAILABLE',
          503,
          'The live show is very busy right now. Please try again shortly.',
        );
      }
      // Visitors are capped by address, signed-in people by account; the place is taken before
      // the show is read, so a flood is refused without costing a query each.
      const viewer = request.user
        ? { key: `user:${request.user.id}`, visitor: false }
        : { key: `ip:${request.ip}`, visitor: true };
      const release = hub.reserve(request.params.id.toLowerCase(), viewer);
      let show;
      try {
        show = await shows.getShow(s, request.params.id);
      } catch (err) {
        release();
        throw err;
      }
      const res = openEventStream(request, reply);
      res.once('close', release);
      const status = {
        type: 'status',
        status: show.status,
        startedAt: show.startedAt,
        endedAt: show.endedAt,
      };
      writeFrame(res, eventFrame(status, 'status'));
      hub.attach(show.id, res);
    });
  };
}
