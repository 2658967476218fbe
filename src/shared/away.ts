import { z } from 'zod';
import { plainText } from './text-rules.js';

/**
 * Away mode: a seller says "I'm away" until a date. Their listings stay visible, but nobody can buy,
 * bag or make an offer on them until then (Mercari pauses up to 30 days, Vinted and Grailed up to 90).
 */

export const AWAY_MAX_DAYS = 90;
export const AWAY_MESSAGE_MAX = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Dec 24, 2026", in UTC: the server's refusals and the client's notices name the same day whatever
 * the reader's time zone (the settings card sends the chosen day as its UTC midnight).
 */
const awayDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatAwayDate = (until: string | Date): string => awayDateFormat.format(new Date(until));

export const awayMessages = {
  badDate: 'Away until must be a date or date and time, like 2026-12-24',
  past: 'Away until must be in the future',
  tooFar: `Away mode lasts at most ${AWAY_MAX_DAYS} days`,
  messageTooLong: `Away message must be at most ${AWAY_MESSAGE_MAX} characters`,
  /** The 409 a buyer gets for Buy Now, checkout, the bag and offers while the seller is away. */
  sellerAway: (name: string, until: string | Date) => `${name} is away until ${formatAwayDate(until)}`,
  /** The notice on the profile and listing pages. */
  notice: (until: string | Date) => `Away until ${formatAwayDate(until)}`,
  reopenedTitle: 'Your closet is open again',
  settingsTitle: 'Away mode',
  settingsHint: `Going away? Your listings stay visible, but nobody can buy them, bag them or make offers until the date you choose (at most ${AWAY_MAX_DAYS} days). Offers already made and paid orders go on as usual.`,
  turnedOn: 'Away mode is on',
  turnedOff: 'Away mode is off: your closet is open',
  notAway: 'You are not away: buyers can buy and make offers.',
  chooseDate: 'Choose the date you are back',
  reopenedBody: 'Your away mode ended: buyers can buy and make offers on your listings again.',
} as const;

const isIsoDateOrDateTime = (value: string) =>
  z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success;

/** PUT /api/me/away: `until` in the future and at most AWAY_MAX_DAYS ahead; an optional short message. */
export const awayInputSchema = z.strictObject({
  until: z
    .string({ error: awayMessages.badDate })
    .max(40, awayMessages.badDate)
    .refine(isIsoDateOrDateTime, { error: awayMessages.badDate, abort: true })
    .refine((v) => Date.parse(v) > Date.now(), { error: awayMessages.past, abort: true })
    .refine((v) => Date.parse(v) <= Date.now() + AWAY_MAX_DAYS * DAY_MS, awayMessages.tooFar),
  message: z
    .string({ error: 'Away message must be text' })
    .refine(...plainText('Away message'))
    .trim()
    .max(AWAY_MESSAGE_MAX, awayMessages.messageTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AwayInput = z.input<typeof awayInputSchema>;

/** The away state, as the settings card, the profile and the listing show it: both null when not away. */
export const awayStateSchema = z.object({
  /** ISO 8601; null when not away (an away whose date has passed is not away). */
  awayUntil: z.string().nullable(),
  awayMessage: z.string().nullable(),
});
export type AwayState = z.infer<typeof awayStateSchema>;

/** The date input's bounds (YYYY-MM-DD, UTC): tomorrow to AWAY_MAX_DAYS from today. */
export function awayDateBounds(now: Date = new Date()): { min: string; max: string } {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  return { min: day(1), max: day(AWAY_MAX_DAYS) };
}
