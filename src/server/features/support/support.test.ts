import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_CATEGORIES, CONTACT_REFERENCE_PATTERN } from '#shared/contact.js';
import { contactMessages } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { RATE_LIMITS } from '../../lib/rate-limit.js';
import { newReference, submitContactMessage } from './support.service.js';
import { useTestApp } from '../../test/use-test-app.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

const CONTACT_LIMIT = { perIp: RATE_LIMITS.contact.rules.find((r) => r.per === 'ip')!.limit };

let ipCounter = 1;
// Each test writes from its own address so the per-IP limit only bites where it is meant to.
const freshIp = () => `198.51.100.${ipCounter++}`;

const valid = {
  name: 'Maya Chen',
  email: 'maya@example.com',
  subject: 'Question about my order',
  category: 'Buying Questions',
  message: 'My vintage denim jacket has not arrived yet. Could you check the tracking?',
};

const send = (payload: unknown, opts: { ip?: string; cookie?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });

const countRows = async () =>
  Number(
    rowsOf<{ n: number }>(await app.ctx.db.execute(sql`select count(*)::int as n from contact_messages`))[0]!
      .n,
  );

describe('POST /api/contact', () => {
  it('stores a visitor message and answers its reference', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reference).toMatch(CONTACT_REFERENCE_PATTERN);
    expect(body.message).toBe(`Thanks — we received your message. Your reference is ${body.reference}`);
    const rows = await app.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, body.reference));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, userId: null });
  });

  it('links the account when the sender is signed in and stores trimmed text', async () => {
    const { cookie, user } = await signUp(app);
    const res = await send(
      { ...valid, name: '  Jo  ', subject: '  Where is my parcel?  ', category: 'Shipping Problems' },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await app.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, res.json().reference));
    expect(row).toMatchObject({
      userId: user.id,
      name: 'Jo',
      subject: 'Where is my parcel?',
      category: 'Shipping Problems',
    });
  });

  it('accepts every one of the ten categories', async () => {
    expect(CONTACT_CATEGORIES).toHaveLength(10);
    for (const category of CONTACT_CATEGORIES) {
      const res = await send({ ...valid, category });
      expect(res.statusCode, category).toBe(201);
    }
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['a one-letter name', { name: 'M' }, 'Name must be at least 2 characters'],
    ['a name of spaces', { name: '   ' }, 'Name must be at least 2 characters'],
    ['a missing name', { name: undefined }, 'Name must be at least 2 characters'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['an e-mail without @', { email: 'maya.example.com' }, 'Please enter a valid email address'],
    ['an e-mail without a domain dot', { email: 'maya@example' }, 'Please enter a valid email address'],
    ['an empty e-mail', { email: '' }, 'Please enter a valid email address'],
    ['a four-character subject', { subject: 'Help' }, 'Subject must be at least 5 characters'],
    ['a 151-character subject', { subject: 's'.repeat(151) }, 'Subject must be at most 150 characters'],
    ['no category', { category: undefined }, 'Please select a category'],
    ['an empty category', { category: '' }, 'Please select a category'],
    ['an unknown category', { category: 'Complaints' }, 'Please select a category'],
    ['a nine-character message', { message: '123456789' }, 'Message must be at least 10 characters'],
    ['a padded short message', { message: '   short   ' }, 'Message must be at least 10 characters'],
    ['a 5,001-character message', { message: 'm'.repeat(5001) }, 'Message must be at most 5,000 characters'],
    ['a number for a name', { name: 42 }, 'Name must be at least 2 characters'],
  ];

  it.each(bad)('refuses %s with the spec message and stores nothing', async (_label, change, message) => {
    const before = await countRows();
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    expect(await countRows()).toBe(before);
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('takes the maximum lengths exactly', async () => {
    const res = await send({
      ...valid,
      name: 'n'.repeat(100),
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
    });
    expect(res.statusCode).toBe(201);
  });

  it(`allows ${CONTACT_LIMIT.perIp} messages per address in ten minutes, then answers 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT.perIp; i++) expect((await send(valid, { ip })).statusCode).toBe(201);
    const before = await countRows();
    const res = await send(valid, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().error).toMatch(
      /^You have sent several messages in a short time\. Please wait 10 minutes/,
    );
    expect(await countRows()).toBe(before);
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });

  it('refuses a post sent from another site', async () => {
    const before = await countRows();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      headers: { origin: 'https://evil.example' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows()).toBe(before);
  });
});

describe('contact references', () => {
  it('are RT- and six characters without 0, O, 1 or I', () => {
    for (let i = 0; i < 500; i++) {
      const ref = newReference();
      expect(ref).toMatch(CONTACT_REFERENCE_PATTERN);
      expect(ref.slice(3)).not.toMatch(/[01OI]/);
    }
  });

  it('draws again when a reference is already taken', async () => {
    const first = await submitContactMessage(
      app.ctx,
      { ...valid, category: 'General Inquiry' },
      {
        ip: freshIp(),
        userId: null,
      },
    );
    const draws = [first.reference, first.reference, 'RT-NEW234'];
    const second = await submitContactMessage(
      app.ctx,
      { ...valid, category: 'General Inquiry' },
      { ip: freshIp(), userId: null },
      () => draws.shift()!,
    );
    expect(second.reference).toBe('RT-NEW234');
    expect(draws).toHaveLength(0);
  });

  it('gives up with a clear error after repeated clashes, storing nothing', async () => {
    const taken = await submitContactMessage(
      app.ctx,
      { ...valid, category: 'General Inquiry' },
      {
        ip: freshIp(),
        userId: null,
      },
    );
    const before = await countRows();
    await expect(
      submitContactMessage(
        app.ctx,
        { ...valid, category: 'General Inquiry' },
        { ip: freshIp(), userId: null },
        () => taken.reference,
      ),
    ).rejects.toMatchObject({ status: 500 });
    expect(await countRows()).toBe(before);
  });
});
