import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import type { MailTransport } from '../../lib/mailer.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { EMAIL_RETRY_SECONDS } from './email-delivery.js';
import { deliverDue, deliveryJob, inMinutes, outboxOf, tell } from './email.test-helpers.js';

/**
 * The delivery job's guarantees: retries with back-off then giving up, a dead worker's row taken up
 * once, and concurrent claims that never take one row twice.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});
// Each test counts what it sends: what an earlier test left due goes out before it starts.
beforeEach(async () => {
  await deliverDue(app);
});

describe('the e-mail delivery job', () => {
  it('retries a failed attempt later, and gives up after the last retry', async () => {
    // What earlier tests left due within the hour is sent first, so only this row fails below.
    await deliverDue(app, { clock: inMinutes(60) });
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, title: 'Try me' });
    const failing: MailTransport = async () => {
      throw new Error('SMTP 451 try again later');
    };
    expect(await deliverDue(app, { transport: failing })).toBe(1);
    let [row] = await outboxOf(app, person.user.id);
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      lastError: 'Error: SMTP 451 try again later',
    });
    // Not due again until the first back-off has passed.
    expect(await deliverDue(app, { transport: failing })).toBe(0);
    // Each retry falls due after its back-off, and only then.
    for (const wait of EMAIL_RETRY_SECONDS) {
      expect(await deliverDue(app, { transport: failing, clock: inMinutes(wait / 60 + 0.5) })).toBe(1);
    }
    [row] = await outboxOf(app, person.user.id);
    expect(row!.attempts).toBe(EMAIL_RETRY_SECONDS.length + 1);
    expect(row!.failedAt).not.toBeNull();
    expect(await deliverDue(app, { clock: inMinutes(7 * 24 * 60) })).toBe(0);
  });

  it('takes up a row whose worker died mid-send, and the dead worker cannot mark it afterwards', async () => {
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, title: 'Crash test' });
    const job = deliveryJob(app, { staleSeconds: 3600 });
    const held = await job.claim('worker-dead');
    expect(held?.userId).toBe(person.user.id);
    // Held and alive: nobody else takes it.
    expect(await deliverDue(app, { workerId: 'worker-b' })).toBe(0);
    // Its heartbeat goes stale (the process died): another worker sends it, once.
    await app.ctx.db
      .update(emailOutbox)
      .set({ heartbeatAt: new Date(Date.now() - 7200_000) })
      .where(eq(emailOutbox.id, held!.id));
    const before = app.inbox.length;
    expect(await deliverDue(app, { workerId: 'worker-b' })).toBe(1);
    expect(app.inbox.slice(before).map((m) => m.subject)).toEqual(['Crash test']);
    expect(await job.heartbeat(held!, 'worker-dead')).toBe(false);
    await job.run(held!, { workerId: 'worker-dead', signal: new AbortController().signal });
    const [row] = await outboxOf(app, person.user.id);
    expect(row!.attempts).toBe(1);
  });

  it('lets two workers claiming at once take one row each, never the same', async () => {
    const person = await signUp(app);
    await tell(app, { userId: person.user.id, title: 'One' });
    await tell(app, { userId: person.user.id, title: 'Two' });
    const job = deliveryJob(app);
    const claimed = await Promise.all([job.claim('w1'), job.claim('w2'), job.claim('w3')]);
    const ids = claimed.filter((c) => c?.userId === person.user.id).map((c) => c!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2);
    for (const [i, c] of claimed.entries()) if (c) await job.release(c, `w${i + 1}`);
    expect(await deliverDue(app)).toBe(2);
  });
});
