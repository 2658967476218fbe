import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveShows, qaQuestions, users } from '../../db/schema.js';

const questionCount = sql<number>`(select count(*)::int from qa_questions q where q.show_id = ${liveShows.id})`;

const showColumns = {
  id: liveShows.id,
  hostId: liveShows.hostId,
  title: liveShows.title,
  startAt: liveShows.startAt,
  streamUrl: liveShows.streamUrl,
  status: liveShows.status,
  startedAt: liveShows.startedAt,
  endedAt: liveShows.endedAt,
  createdAt: liveShows.createdAt,
  host: { id: users.id, handle: users.handle, display: users.display },
  questionCount,
};

export type ShowRow = Awaited<ReturnType<typeof findShowRow>> & {};

const showsWithHost = (db: Db) =>
  db.select(showColumns).from(liveShows).innerJoin(users, eq(users.id, liveShows.hostId));

export async function findShowRow(db: Db, id: string) {
  const [row] = await showsWithHost(db).where(eq(liveShows.id, id)).limit(1);
  return row;
}

/** Live shows, soonest first. */
export async function listLiveShowRows(db: Db, limit: number) {
  return showsWithHost(db)
    .where(eq(liveShows.status, 'live'))
    .orderBy(asc(liveShows.startedAt), asc(liveShows.id))
    .limit(limit);
}

/** Scheduled shows that have not gone stale (a host who never pressed Go Live a day later). */
export async function listUpcomingShowRows(db: Db, since: Date, limit: number) {
  return showsWithHost(db)
    .where(and(eq(liveShows.status, 'scheduled'), gte(liveShows.startAt, since)))
    .orderBy(asc(liveShows.startAt), asc(liveShows.id))
    .limit(limit);
}

export async function listRecentEndedShowRows(db: Db, limit: number) {
  return showsWithHost(db)
    .where(eq(liveShows.status, 'ended'))
    .orderBy(desc(liveShows.endedAt), desc(liveShows.id))
    .limit(limit);
}

export async function insertShow(
  db: Db,
  values: { hostId: string; title: string; startAt: Date; streamUrl: string | null },
): Promise<string> {
  const [row] = await db.insert(liveShows).values(values).returning({ id: liveShows.id });
  return row!.id;
}

/**
 * Moves a show along its lifecycle only from the expected state, in one statement, so two clicks
 * (or two hosts' tabs) cannot both succeed. Answers false when the show was not in `from`.
 */
export async function transitionShow(
  db: Db,
  id: string,
  from: 'scheduled' | 'live',
  to: 'live' | 'ended',
): Promise<boolean> {
  const stamp = to === 'live' ? { startedAt: sql`now()` } : { endedAt: sql`now()` };
  const rows = await db
    .update(liveShows)
    .set({ status: to, ...stamp })
    .where(and(eq(liveShows.id, id), eq(liveShows.status, from)))
    .returning({ id: liveShows.id });
  return rows.length === 1;
}

const questionColumns = {
  id: qaQuestions.id,
  showId: qaQuestions.showId,
  body: qaQuestions.body,
  createdAt: qaQuestions.createdAt,
  authorHandle: users.handle,
  authorDisplay: users.display,
};

export type QuestionRow = Awaited<ReturnType<typeof listQuestionRows>>[number];

/** The latest `limit` questions, returned oldest first as a conversation reads. */
export async function listQuestionRows(db: Db, showId: string, limit: number) {
  const rows = await db
    .select(questionColumns)
    .from(qaQuestions)
    .leftJoin(users, eq(users.id, qaQuestions.authorId))
    .where(eq(qaQuestions.showId, showId))
    .orderBy(desc(qaQuestions.createdAt), desc(qaQuestions.id))
    .limit(limit);
  return rows.reverse();
}

export async function findQuestionRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(questionColumns)
    .from(qaQuestions)
    .leftJoin(users, eq(users.id, qaQuestions.authorId))
    .where(inArray(qaQuestions.id, ids));
}

export async function insertQuestion(
  db: Db,
  values: { showId: string; authorId: string | null; body: string },
): Promise<string> {
  const [row] = await db.insert(qaQuestions).values(values).returning({ id: qaQuestions.id });
  return row!.id;
}
