// Everything else the marketplace runs: closet imports, live shows, support messages, e-mail,
// the search vocabulary and rate limits.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, sqlList, tsz } from './columns.js';
import { JOB_STATUSES, type JobProgressEntry } from '../../../shared/imports.js';
import type { CsvRowResult } from '../../../shared/imports-csv.js';
import { SHOW_STATUS_VALUES } from '../../../shared/live-shows.js';
import type { EmailPayload, NotificationType } from '../../../shared/notifications.js';
import { ownedBy, users } from './people.js';

/**
 * What every job table has: its owner and status, and the claim of the runner (lib/jobs): which worker
 * holds the job and when it last proved alive, so a crashed worker's job is resumed.
 */
export function jobColumns() {
  return {
    id: id(),
    userId: ownedBy('user_id'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    errorMessage: text('error_message'),
    lockedBy: text('locked_by'),
    heartbeatAt: tsz('heartbeat_at'),
    startedAt: tsz('started_at'),
    completedAt: tsz('completed_at'),
    createdAt: createdAt(),
  };
}

export const bulkImportJobs = pgTable(
  'bulk_import_jobs',
  {
    ...jobColumns(),
    totalUrls: integer('total_urls').notNull().default(0),
    processedUrls: integer('processed_urls').notNull().default(0),
    successfulUrls: integer('successful_urls').notNull().default(0),
    failedUrls: integer('failed_urls').notNull().default(0),
    sourceUrls: text('source_urls').array().notNull(),
    progressData: jsonb('progress_data').$type<JobProgressEntry[]>().notNull().default([]),
  },
  (t) => [
    index('bulk_import_jobs_user_idx').on(t.userId, t.createdAt),
    index('bulk_import_jobs_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending','processing')`),
    check('bulk_import_jobs_status_valid', sql`${t.status} in ${sql.raw(sqlList(JOB_STATUSES))}`),
    check(
      'bulk_import_jobs_counts',
      sql`${t.processedUrls} >= 0 and ${t.successfulUrls} >= 0 and ${t.failedUrls} >= 0 and ${t.processedUrls} <= ${t.totalUrls}`,
    ),
  ],
);

/** A CSV row as the job keeps it: the cells the client sent, its line number and its identity key. */
export type CsvJobRow = Record<string, unknown> & { row: number; key: string };

/**
 * A CSV import: the row is the queue entry, like bulk_import_jobs. `rows` is the whole
 * file as sent; `results` grows by one entry per finished row, so a resumed run skips those.
 * One open job per (user, file): submitting the same file again attaches to it.
 */
export const csvImportJobs = pgTable(
  'csv_import_jobs',
  {
    ...jobColumns(),
    fileHash: text('file_hash').notNull(),
    rows: jsonb('rows').$type<CsvJobRow[]>().notNull(),
    results: jsonb('results').$type<CsvRowResult[]>().notNull().default([]),
  },
  (t) => [
    index('csv_import_jobs_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('csv_import_jobs_open_file_unique')
      .on(t.userId, t.fileHash)
      .where(sql`${t.status} in ('pending','processing')`),
    index('csv_import_jobs_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending','processing')`),
    check('csv_import_jobs_status_valid', sql`${t.status} in ${sql.raw(sqlList(JOB_STATUSES))}`),
  ],
);

/**
 * What the server itself saw when it scraped a listing for a seller: the single import
 * posts the preview to POST /api/listings, and a page the scrape found sold stays sold whatever the
 * client sends.
 */
export const importScrapes = pgTable(
  'import_scrapes',
  {
    sellerId: ownedBy('seller_id'),
    sourceListingKey: text('source_listing_key').notNull(),
    isSold: boolean('is_sold').notNull(),
    scrapedAt: tsz('scraped_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.sourceListingKey] })],
);

export const liveShows = pgTable(
  'live_shows',
  {
    id: id(),
    hostId: ownedBy('host_id'),
    title: text('title').notNull(),
    startAt: tsz('start_at').notNull(),
    streamUrl: text('stream_url'),
    status: text('status', { enum: SHOW_STATUS_VALUES }).notNull().default('scheduled'),
    startedAt: tsz('started_at'),
    endedAt: tsz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_shows_start_idx').on(t.status, t.startAt),
    index('live_shows_host_idx').on(t.hostId),
    check('live_shows_status_valid', sql`${t.status} in ${sql.raw(sqlList(SHOW_STATUS_VALUES))}`),
  ],
);

export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: id(),
    showId: uuid('show_id')
      .notNull()
      .references(() => liveShows.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('qa_questions_show_idx').on(t.showId, t.createdAt),
    check('qa_questions_length', sql`char_length(${t.body}) between 1 and 500`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  reference: text('reference').notNull().unique(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  category: text('category').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Every e-mail, stored before it is sent. A notification's e-mail is queued in the transaction of its
 * event (user_id, notification_type, payload) and rendered when it is sent; the delivery job
 * (features/notifications/email-delivery.ts) claims each due row like a queued job, so one worker
 * sends it, with retries, and a crashed worker's row is taken up again.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part; for a notification, filled in when it is rendered at sending. */
    text: text('body_text'),
    html: text('body_html'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').$type<NotificationType>(),
    /** What the template renders: the notification's title, body and page. */
    payload: jsonb('payload').$type<EmailPayload>(),
    /** Notifications of one group (a conversation) share this row until it is sent: one e-mail per burst. */
    groupKey: text('group_key'),
    groupCount: integer('group_count').notNull().default(1),
    sendAfter: tsz('send_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    heartbeatAt: tsz('heartbeat_at'),
    sentAt: tsz('sent_at'),
    /** Set when the retries are spent; the row stays as the record of what was not delivered. */
    failedAt: tsz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    uniqueIndex('email_outbox_open_group_unique')
      .on(t.groupKey)
      .where(sql`${t.sentAt} is null and ${t.groupKey} is not null`),
  ],
);

/** Words that appear in listing titles and brands, for correcting typos in searches (docs/decisions/006). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Fixed-window counters shared by every app instance (login, contact, questions). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tsz('window_start').notNull(),
  count: integer('count').notNull(),
  // How long the row means something after window_start; the clean-up job deletes it after that.
  // Rows written before the column existed keep the longest window in use (a known sign-in address,
  // 30 days), so none is deleted early.
  windowSeconds: integer('window_seconds')
    .notNull()
    .default(30 * 86_400),
});

/**
 * One row per periodic job (docs/decisions/012-background-jobs.md): the instance whose UPDATE moves
 * next_run_at forward is the one that runs the job this time, so each due run happens once across
 * every app instance.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: tsz('next_run_at').notNull(),
  lastStartedAt: tsz('last_started_at'),
  lastFinishedAt: tsz('last_finished_at'),
  lastRunBy: text('last_run_by'),
  lastError: text('last_error'),
});
