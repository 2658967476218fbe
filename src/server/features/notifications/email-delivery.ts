import { notificationsApi } from '#shared/api/notifications.js';
import { urlOf } from '#shared/api/endpoint.js';
import { NOTIFICATION_EMAIL_DEFAULTS } from '#shared/notifications.js';
import type { AppContext } from '../../context.js';
import type { JobDefinition, RunnerLog } from '../../lib/jobs/runner.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { renderNotificationEmail } from './email-template.js';
import * as outbox from './email-outbox.queries.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * Sends the notification e-mails the outbox holds, as a queued job kind (jobs.ts): one worker claims a
 * due row, renders it, hands it to the mail transport and marks it sent. A failed attempt is retried
 * later, backing off; a worker that dies mid-send leaves the row to be taken up again once its
 * heartbeat is stale. That retry may repeat a message the mail server had already accepted, so every
 * attempt carries the same Message-ID, by which receiving servers drop the repeat.
 */

/** Waits before each retry; after the last, the row is marked failed. */
export const EMAIL_RETRY_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600] as const;

export type EmailDeliveryOptions = {
  /** A sending row whose heartbeat is older than this is presumed orphaned and taken up again. */
  staleSeconds?: number;
  /** What "due" is measured against; tests move it past a group's wait. */
  clock?: () => Date;
};

export function emailDeliveryJobDefinition(
  ctx: AppContext,
  log: RunnerLog,
  options: EmailDeliveryOptions = {},
): JobDefinition<outbox.OutboxJob> {
  const staleSeconds = options.staleSeconds ?? 60;
  return {
    name: 'email',
    claim: (workerId) => outbox.claimEmail(ctx.db, workerId, staleSeconds, options.clock),
    heartbeat: (job, workerId) => outbox.heartbeatEmail(ctx.db, job.id, workerId),
    release: (job, workerId) => outbox.releaseEmail(ctx.db, job.id, workerId),
    run: (job, { workerId }) => deliver(ctx, log, job, workerId),
  };
}

async function deliver(ctx: AppContext, log: RunnerLog, job: outbox.OutboxJob, workerId: string) {
  const mail = await compose(ctx, job);
  if (!mail) {
    // The person turned this type off after it was queued: nothing to send, and nothing to retry.
    await outbox.markEmailAttemptFailed(ctx.db, job.id, workerId, 'unsubscribed before sending', null);
    return;
  }
  try {
    await ctx.mailer.deliver(mail);
  } catch (err) {
    const retry = EMAIL_RETRY_SECONDS[job.attempts] ?? null;
    log.error({ err, emailId: job.id, retryInSeconds: retry }, 'e-mail delivery failed');
    await outbox.markEmailAttemptFailed(ctx.db, job.id, workerId, String(err), retry);
    return;
  }
  await outbox.markEmailSent(ctx.db, job.id, workerId, {
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? '',
  });
}

/** The message of one outbox row, rendered now; undefined when its type is no longer e-mailed. */
async function compose(
  ctx: AppContext,
  job: outbox.OutboxJob,
): Promise<Omit<OutgoingMail, 'from'> | undefined> {
  const { userId, notificationType: type, payload } = job;
  if (!userId || !type || !payload) return undefined;
  const recipient = await outbox.recipientOf(ctx.db, userId);
  // A saved-search e-mail is the daily digest, queued only for searches that want it (its type's default
  // is off so that each alert is not e-mailed): at sending, only an explicit unsubscribe stops it.
  const wanted =
    recipient?.choices?.[type] ?? (type === 'saved_search_match' || NOTIFICATION_EMAIL_DEFAULTS[type]);
  if (!recipient || !wanted) return undefined;

  const origin = ctx.config.origin;
  const token = unsubscribeToken(ctx.config.sessionSecret, userId, type);
  const oneClickUrl = origin + urlOf(notificationsApi.unsubscribe, { query: { token } });
  const title = job.groupCount > 1 ? `${payload.title} (and ${job.groupCount - 1} more)` : payload.title;
  const { html, text } = await renderNotificationEmail({
    type,
    recipientName: recipient.display,
    title,
    body: payload.body,
    pageUrl: origin + payload.url,
    unsubscribeUrl: `${origin}/unsubscribe?token=${encodeURIComponent(token)}`,
    preferencesUrl: `${origin}/settings`,
  });
  return {
    // The address as it is now: a changed e-mail address gets the mail.
    to: recipient.email,
    subject: title,
    text,
    html,
    messageId: `<${job.id}@${new URL(origin).hostname}>`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
