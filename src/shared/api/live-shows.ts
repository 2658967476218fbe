import { idParams } from '../ids.js';
import {
  createLiveShowInputSchema,
  createQuestionInputSchema,
  liveShowListSchema,
  liveShowMessages,
  liveShowReplySchema,
  questionListSchema,
  questionReplySchema,
  showQuestionsParamsSchema,
} from '../live-shows.js';
import { defineApi } from './endpoint.js';

const params = idParams(liveShowMessages.notFound);

/**
 * Live shows, their questions and their real-time event stream (docs/product/07-live-shows.md §7.1,
 * §7.2; docs/product/10-decisions-beyond-the-spec.md §10.9). Watching is public; scheduling, going
 * live and asking need sign-in.
 */
export const liveShowsApi = defineApi('liveShows', {
  list: {
    method: 'GET',
    path: '/api/live-shows',
    summary: 'Shows live now, upcoming and recently ended',
    auth: 'public',
    reply: liveShowListSchema,
    errors: [],
  },
  active: {
    method: 'GET',
    path: '/api/live-shows/active',
    summary: 'Shows live now',
    auth: 'public',
    reply: liveShowListSchema,
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/api/live-shows/:id',
    summary: 'One show',
    auth: 'public',
    params,
    reply: liveShowReplySchema,
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/api/live-shows',
    summary: 'Schedule a show hosted by the signed-in user',
    auth: 'user',
    signInMessage: liveShowMessages.loginRequired,
    body: createLiveShowInputSchema,
    status: 201,
    reply: liveShowReplySchema,
    errors: [400, 429],
  },
  start: {
    method: 'PATCH',
    path: '/api/live-shows/:id/start',
    summary: 'Go live (the host, from scheduled)',
    auth: 'user',
    params,
    reply: liveShowReplySchema,
    errors: [404, 409],
  },
  end: {
    method: 'PATCH',
    path: '/api/live-shows/:id/end',
    summary: 'End the show (the host, from live)',
    auth: 'user',
    params,
    reply: liveShowReplySchema,
    errors: [404, 409],
  },
  questions: {
    method: 'GET',
    path: '/api/live-shows/:showId/questions',
    summary: "A show's questions",
    auth: 'public',
    params: showQuestionsParamsSchema,
    reply: questionListSchema,
    errors: [404],
  },
  ask: {
    method: 'POST',
    path: '/api/live-shows/:showId/questions',
    summary: 'Ask the host a question',
    auth: 'user',
    signInMessage: liveShowMessages.questionLogin,
    params: showQuestionsParamsSchema,
    body: createQuestionInputSchema,
    status: 201,
    reply: questionReplySchema,
    errors: [400, 404, 409, 429],
  },
  /** Server-sent events `status`, `question` and `viewers` (LiveShowEvent in shared/live-shows.ts). */
  events: {
    method: 'GET',
    path: '/api/live-shows/:id/events',
    summary: "A show's live events: status changes, new questions and the viewer count",
    auth: 'public',
    params,
    produces: 'text/event-stream',
    errors: [404, 429],
  },
});
