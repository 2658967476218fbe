import { z } from 'zod';
import { plainText } from './text-rules.js';

/**
 * Reports: anyone signed in tells Rethread's operators about a listing, a person, a comment
 * or a conversation, once per thing. Operators hide the listing or comment, suspend the person, or
 * dismiss the report, from the console at /admin.
 */

export const REPORT_KINDS = ['listing', 'user', 'comment', 'conversation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'prohibited',
  'counterfeit',
  'scam',
  'harassment',
  'spam',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  prohibited: 'Prohibited or unsafe item',
  counterfeit: 'Counterfeit',
  scam: 'Scam or fraud',
  harassment: 'Harassment or threats',
  spam: 'Spam',
  offensive: 'Offensive content',
  other: 'Something else',
};

/** open until an operator acts on it (actioned) or decides nothing needs doing (dismissed). */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGE_MAX_LENGTH = 1000;

export const reportMessages = {
  kindRequired: 'Choose what you are reporting',
  reasonRequired: 'Choose a reason',
  messageTooLong: `A report can be at most ${REPORT_MESSAGE_MAX_LENGTH} characters`,
  notFound: 'Nothing to report was found',
  notYourself: 'You cannot report yourself',
  alreadyReported: 'You have already reported this',
  rateLimited: 'You have sent a lot of reports in a short time. Please wait a few minutes and try again.',
  // Toasts.
  sent: 'Report sent',
  sentDescription: 'Thanks — our team will look at it.',
} as const;

/** POST /api/reports */
export const createReportInputSchema = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: reportMessages.kindRequired }),
  /** The listing's, person's, comment's or conversation's id; an unknown one is a 404. */
  id: z.string({ error: reportMessages.notFound }).max(100, { error: reportMessages.notFound }),
  reason: z.enum(REPORT_REASONS, { error: reportMessages.reasonRequired }),
  message: z
    .string({ error: reportMessages.messageTooLong })
    .refine(...plainText('Report'))
    .trim()
    .max(REPORT_MESSAGE_MAX_LENGTH, { error: reportMessages.messageTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateReportInput = z.input<typeof createReportInputSchema>;

export const createdReportSchema = z.object({
  report: z.object({ id: z.string(), kind: z.enum(REPORT_KINDS), status: z.enum(REPORT_STATUSES) }),
});
