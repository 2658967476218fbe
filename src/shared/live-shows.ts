import { z } from 'zod';
import { idParam } from './ids.js';
import { plainText } from './text-rules.js';

/** Live shows and their questions (docs/product/07-live-shows.md §7.1, §7.5, §7.2; docs/product/10-decisions-beyond-the-spec.md §10.9). Route, form and client share these. */
export const LIVE_SHOW_TITLE_MIN = 3;
export const LIVE_SHOW_TITLE_MAX = 120;
export const QUESTION_MAX_LENGTH = 500;
/** Clocks disagree a little; a show "starting now" from a slow laptop is still accepted. */
export const START_AT_SKEW_MS = 60_000;
/**
 * Open live-show streams one viewer may hold on one app instance (a signed-in person, or a visitor's
 * address): a few tabs and a household behind one router, never a flood from one machine.
 */
export const LIVE_STREAMS_PER_VIEWER = 20;
/**
 * Visitors' (signed-out) streams one show may have on one app instance, half of what an instance
 * holds in all: a crowd of addresses cannot take every stream from the other shows, and signed-in
 * people still get in.
 */
export const LIVE_SHOW_VISITOR_STREAMS = 5_000;
/** A show's viewer count is sent at most this often, however fast people come and go. */
export const VIEWER_COUNT_INTERVAL_MS = 1_000;

export const liveShowMessages = {
  required: 'Please fill in all required fields',
  loginRequired: 'Please log in to schedule a show',
  scheduled: 'Live show scheduled successfully!',
  titleShort: `Title must be at least ${LIVE_SHOW_TITLE_MIN} characters`,
  titleLong: `Title must be at most ${LIVE_SHOW_TITLE_MAX} characters`,
  startAtInvalid: 'Please choose a valid date and time',
  startAtPast: 'The show cannot start in the past',
  streamUrl: 'Stream URL must be a valid https:// link',
  notYourself: 'You can only schedule shows as yourself',
  notFound: 'Live show not found',
  notHost: 'Only the host can start or end this show',
  cannotStart: 'Only a scheduled show can go live',
  cannotEnd: 'Only a live show can be ended',
  questionEmpty: 'Please type a question',
  questionTooLong: `Question must be at most ${QUESTION_MAX_LENGTH} characters`,
  questionAuthor: 'You can only ask questions as yourself',
  questionLogin: 'Please log in to ask a question',
  showEnded: 'This show has ended and is no longer taking questions',
  tooManyStreams: 'This show is open in too many windows from here. Close some and try again.',
  visitorsFull: 'This show has as many signed-out viewers as it can take right now. Sign in to watch, or try again shortly.',
  questionRateLimited: 'You are asking very quickly. Please wait a minute and try again.',
  scheduleRateLimited:
    'You have scheduled several shows in a short time. Please wait a few minutes and try again.',
} as const;

export const SHOW_STATUS_VALUES = ['scheduled', 'live', 'ended'] as const;
export type ShowStatus = (typeof SHOW_STATUS_VALUES)[number];

/** True for an absolute https:// URL with a host ("URL-shaped", docs/product/07-live-shows.md §7.5; https only so it can be linked). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

const optionalStreamUrl = z
  .string({ error: liveShowMessages.streamUrl })
  .refine(...plainText('Stream URL'))
  .trim()
  .max(2000, liveShowMessages.streamUrl)
  .refine((v) => v === '' || isHttpsUrl(v), liveShowMessages.streamUrl)
  .nullish()
  .transform((v) => (v ? v : null));

const title = z
  .string({ error: liveShowMessages.required })
  .refine(...plainText('Title'))
  .trim()
  .min(1, { error: liveShowMessages.required, abort: true })
  .min(LIVE_SHOW_TITLE_MIN, liveShowMessages.titleShort)
  .max(LIVE_SHOW_TITLE_MAX, liveShowMessages.titleLong);

/** POST /api/live-shows. `hostId` is the caller's own id or left out (docs/product/12-engineering.md §12.4). */
export const createLiveShowInputSchema = z.object({
  title,
  startAt: z
    .string({ error: liveShowMessages.required })
    .trim()
    .min(1, { error: liveShowMessages.required, abort: true })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: liveShowMessages.startAtInvalid,
      abort: true,
    })
    .refine((v) => Date.parse(v) >= Date.now() - START_AT_SKEW_MS, liveShowMessages.startAtPast),
  streamUrl: optionalStreamUrl,
  hostId: z.string().max(100).nullish(),
});
export type CreateLiveShowInput = z.input<typeof createLiveShowInputSchema>;

/**
 * The schedule form: `startAt` is what a datetime-local field holds (the viewer's local time, no
 * zone), turned into an ISO instant with `localDateTimeToIso` before it is sent.
 */
export const scheduleShowFormSchema = z.object({
  title,
  startAt: z
    .string()
    .trim()
    .min(1, { error: liveShowMessages.required, abort: true })
    .refine((v) => localDateTimeToIso(v) !== null, { error: liveShowMessages.startAtInvalid, abort: true })
    .refine(
      (v) => Date.parse(localDateTimeToIso(v)!) >= Date.now() - START_AT_SKEW_MS,
      liveShowMessages.startAtPast,
    ),
  streamUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpsUrl(v), liveShowMessages.streamUrl),
});
export type ScheduleShowForm = z.input<typeof scheduleShowFormSchema>;

/** "2026-11-24T19:30" read in the runtime's own time zone → ISO instant, or null when not a time. */
export function localDateTimeToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const createQuestionInputSchema = z.object({
  body: z
    .string({ error: liveShowMessages.questionEmpty })
    .refine(...plainText('Question'))
    .trim()
    .min(1, { error: liveShowMessages.questionEmpty, abort: true })
    .max(QUESTION_MAX_LENGTH, liveShowMessages.questionTooLong),
  authorId: z.string().max(100).nullish(),
});
export type CreateQuestionInput = z.input<typeof createQuestionInputSchema>;

const personSchema = z.object({ id: z.string(), handle: z.string(), display: z.string() });

export const liveShowSchema = z.object({
  id: z.string(),
  hostId: z.string(),
  host: personSchema,
  title: z.string(),
  startAt: z.string(),
  streamUrl: z.string().nullable(),
  status: z.enum(SHOW_STATUS_VALUES),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Open event streams watching the show right now (docs/product/10-decisions-beyond-the-spec.md §10.3: real, not a placeholder). */
  viewerCount: z.number().int(),
  questionCount: z.number().int(),
});
export type LiveShow = z.infer<typeof liveShowSchema>;

export const questionSchema = z.object({
  id: z.string(),
  showId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: z.object({ handle: z.string(), display: z.string() }).nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** The params of `/api/live-shows/:showId/questions`: an id that is not a UUID names no show (404). */
export const showQuestionsParamsSchema = z.object({ showId: idParam(liveShowMessages.notFound) });

export const liveShowListSchema = z.object({ shows: z.array(liveShowSchema) });
export const liveShowReplySchema = z.object({ show: liveShowSchema });
export const questionListSchema = z.object({ questions: z.array(questionSchema) });
export const questionReplySchema = z.object({ question: questionSchema });

/** What GET /api/live-shows/{id}/events pushes, one SSE `event:` name per kind. */
export type LiveShowEvent =
  | { type: 'question'; question: Question }
  | { type: 'status'; status: ShowStatus; startedAt: string | null; endedAt: string | null }
  | { type: 'viewers'; viewerCount: number };
