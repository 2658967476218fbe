import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { createMailer, type MailTransport } from '../../lib/mailer.js';
import type { TestApp } from '../../test/test-app.js';
import { emailDeliveryJobDefinition } from './email-delivery.js';
import { notify, type NewNotification } from './notifications.service.js';

/** Test support for the notification e-mail tests (not a test file): the delivery job run by hand. */

const quiet = { info: () => {}, error: () => {} };

/** A clock `minutes` from now, for what is due later (a group's wait, a retry's back-off). */
export const inMinutes = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

/** The delivery job of the app, as a worker runs it (a test transport in place of the app's, if given). */
export function deliveryJob(
  app: TestApp,
  options: { clock?: () => Date; transport?: MailTransport; staleSeconds?: number } = {},
) {
  const ctx = options.transport
    ? {
        ...app.ctx,
        mailer: createMailer({ smtpUrl: undefined, from: 'test@rethread.test' }, app.log, options.transport),
      }
    : app.ctx;
  return emailDeliveryJobDefinition(ctx, quiet, { clock: options.clock, staleSeconds: options.staleSeconds });
}

/** Runs the delivery job as a worker would until nothing is due at `clock`; answers how many it sent. */
export async function deliverDue(
  app: TestApp,
  options: { clock?: () => Date; workerId?: string; transport?: MailTransport; staleSeconds?: number } = {},
) {
  const job = deliveryJob(app, options);
  const workerId = options.workerId ?? 'worker-a';
  let runs = 0;
  for (let claimed = await job.claim(workerId); claimed; claimed = await job.claim(workerId)) {
    await job.run(claimed, { workerId, signal: new AbortController().signal });
    runs++;
  }
  return runs;
}

/** The person's outbox rows, oldest first. */
export const outboxOf = (app: TestApp, userId: string) =>
  app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId)).orderBy(emailOutbox.createdAt);

/** One notification in its own transaction (an offer_received unless said). */
export const tell = (app: TestApp, note: Partial<NewNotification> & { userId: string }) =>
  app.ctx.db.transaction((tx) =>
    notify(tx as Db, { type: 'offer_received', title: 'Hello', body: '', url: '/offers', ...note }),
  );

/** The one-click URL of a delivered e-mail's List-Unsubscribe header, as a path of the app. */
export const oneClickPath = (headers: Record<string, string> | undefined) => {
  const url = /^<(.+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(url).toBeDefined();
  const { pathname, search } = new URL(url!);
  return pathname + search;
};
