import { liveShowMessages, type LiveShow, type Question } from '#shared/live-shows.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { queueFanout } from '../notifications/fanout.service.js';
import type { LiveShowHub } from './live-shows.events.js';
import * as q from './live-shows.queries.js';
import { isUuid } from '#shared/ids.js';

// Bounds that keep one answer small whatever the data holds.
const MAX_LIVE = 50;
const MAX_UPCOMING = 50;
const MAX_RECENT_ENDED = 10;
const MAX_QUESTIONS = 200;
// A scheduled show whose host never pressed Go Live drops off the list a day after its start time.
const STALE_SCHEDULED_MS = 24 * 60 * 60 * 1000;

export type LiveShows = { ctx: AppContext; hub: LiveShowHub };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toShow(hub: LiveShowHub, row: NonNullable<q.ShowRow>): LiveShow {
  return {
    id: row.id,
    hostId: row.hostId,
    host: row.host,
    title: row.title,
    startAt: row.startAt.toISOString(),
    streamUrl: row.streamUrl,
    status: row.status,
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    viewerCount: hub.viewerCount(row.id),
    questionCount: Number(row.questionCount),
  };
}

function toQuestion(row: q.QuestionRow): Question {
  return {
    id: row.id,
    showId: row.showId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author:
      row.authorHandle !== null && row.authorDisplay !== null
        ? { handle: row.authorHandle, display: row.authorDisplay }
        : null,
  };
}

async function findShowOrFail({ ctx }: LiveShows, id: string) {
  const row = isUuid(id) ? await q.findShowRow(ctx.db, id) : undefined;
  if (!row) throw notFound(liveShowMessages.notFound);
  return row;
}

/** Live now, then upcoming (soonest first), then the most recently ended. */
export async function listShows(s: LiveShows): Promise<LiveShow[]> {
  const [live, upcoming, ended] = await Promise.all([
    q.listLiveShowRows(s.ctx.db, MAX_LIVE),
    q.listUpcomingShowRows(s.ctx.db, new Date(Date.now() - STALE_SCHEDULED_MS), MAX_UPCOMING),
    q.listRecentEndedShowRows(s.ctx.db, MAX_RECENT_ENDED),
  ]);
  return [...live, ...upcoming, ...ended].map((row) => toShow(s.hub, row));
}

export async function listActiveShows(s: LiveShows): Promise<LiveShow[]> {
  return (await q.listLiveShowRows(s.ctx.db, MAX_LIVE)).map((row) => toShow(s.hub, row));
}

export async function getShow(s: LiveShows, id: string): Promise<LiveShow> {
  return toShow(s.hub, await findShowOrFail(s, id));
}

/** The input is already validated (title, time not in the past, https stream URL). */
export async function scheduleShow(
  s: LiveShows,
  callerId: string,
  input: { title: string; startAt: string; streamUrl: string | null; hostId?: string | null },
  ip: string,
): Promise<LiveShow> {
  if (input.hostId && input.hostId !== callerId) throw forbidden(liveShowMessages.notYourself);
  await consumeActionLimit(s.ctx.db, 'show', { userId: callerId, ip });
  const id = await q.insertShow(s.ctx.db, {
    hostId: callerId,
    title: input.title,
    startAt: new Date(input.startAt),
    streamUrl: input.streamUrl,
  });
  return getShow(s, id);
}

/** Host only: scheduled → live, or live → ended; anything else is a 409. Viewers hear it at once. */
export async function changeStatus(
  s: LiveShows,
  callerId: string,
  id: string,
  to: 'live' | 'ended',
): Promise<LiveShow> {
  const show = await findShowOrFail(s, id);
  if (show.hostId !== callerId) throw forbidden(liveShowMessages.notHost);
  const moved = await s.ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const done = await q.transitionShow(tx, show.id, to === 'live' ? 'scheduled' : 'live', to);
    // The host's followers hear it went live from a fan-out queued with the change itself.
    if (done && to === 'live') {
      await queueFanout(tx, {
        audience: 'followers',
        subjectId: show.hostId,
        actorId: show.hostId,
        type: 'live_show_started',
        title: `${show.host.display} is live: ${show.title}`,
        body: 'Join the show to watch and ask questions.',
        url: `/live-shows/${show.id}`,
      });
    }
    return done;
  });
  if (!moved) throw conflict(to === 'live' ? liveShowMessages.cannotStart : liveShowMessages.cannotEnd);
  const updated = await getShow(s, show.id);
  await s.hub.publish(show.id, {
    type: 'status',
    status: updated.status,
    startedAt: updated.startedAt,
    endedAt: updated.endedAt,
  });
  return updated;
}

export async function listQuestions(s: LiveShows, showId: string): Promise<Question[]> {
  const show = await findShowOrFail(s, showId);
  return (await q.listQuestionRows(s.ctx.db, show.id, MAX_QUESTIONS)).map(toQuestion);
}

export async function askQuestion(
  s: LiveShows,
  callerId: string,
  showId: string,
  input: { body: string; authorId?: string | null },
  ip: string,
): Promise<Question> {
  if (input.authorId && input.authorId !== callerId) throw forbidden(liveShowMessages.questionAuthor);
  const show = await findShowOrFail(s, showId);
  if (show.status === 'ended') throw conflict(liveShowMessages.showEnded);
  await consumeActionLimit(s.ctx.db, 'question', { userId: callerId, ip });
  const id = await q.insertQuestion(s.ctx.db, { showId: show.id, authorId: callerId, body: input.body });
  const [row] = await q.findQuestionRows(s.ctx.db, [id]);
  const question = toQuestion(row!);
  await s.hub.publish(show.id, { type: 'question', question });
  return question;
}
