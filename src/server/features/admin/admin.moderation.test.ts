import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin.js';
import { authMessages } from '#shared/auth.js';
import { moderationMessages } from '#shared/moderation.js';
import { reports } from '../../db/schema.js';
import {
  listingRow,
  makeListing,
  ordersOf,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { adminCaller, makeComment, makeConversation, signUpOperator } from './admin.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof adminCaller>;
let operator: Person;
beforeAll(async () => {
  app = await createTestApp();
  call = adminCaller(app);
  operator = await signUpOperator(app);
});
afterAll(async () => {
  await app.dispose();
});

const report = async (who: Person, kind: string, id: string) => {
  const res = await call('POST', '/api/reports', who, { kind, id, reason: 'counterfeit', message: 'Fake' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().report.id as string;
};
const resolve = (id: string, action: string, note = 'Checked the photos') =>
  call('POST', `/api/admin/reports/${id}/resolve`, operator, { action, note });
const inSearch = async (title: string) =>
  (await call('GET', `/api/listings?search=${encodeURIComponent(title)}`))
    .json()
    .listings.map((l: { id: string }) => l.id);
const auditOf = async (targetId: string) =>
  ((await call('GET', '/api/admin/audit', operator)).json().entries as { targetId: string; action: string }[])
    .filter((e) => e.targetId === targetId)
    .map((e) => e.action);

describe(`the report desk (${testDatabaseKind})`, () => {
  it('hides a reported listing: out of search, 404 to others, and its seller cannot put it back', async () => {
    const [seller, a, b] = [await signUp(app), await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { title: 'Suspicious Birkin bag' });
    expect(await inSearch('Birkin')).toContain(listing.id);
    const first = await report(a, 'listing', listing.id);
    await report(b, 'listing', listing.id);

    const open = (await call('GET', '/api/admin/reports', operator)).json().reports;
    const row = open.find((r: { id: string }) => r.id === first);
    expect(row).toMatchObject({
      kind: 'listing',
      targetId: listing.id,
      reason: 'counterfeit',
      status: 'open',
      reporter: { id: a.user.id },
      reportCount: 2,
      target: {
        label: 'Suspicious Birkin bag',
        url: `/listing/${listing.id}`,
        owner: { id: seller.user.id, suspended: false },
        hidden: false,
      },
    });

    const hidden = await resolve(first, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().reports.map((r: { targetId: string }) => r.targetId)).not.toContain(listing.id);
    expect(await inSearch('Birkin')).not.toContain(listing.id);
    expect((await call('GET', `/api/listings/${listing.id}`, a)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/${listing.id}`, seller)).statusCode).toBe(200);
    const back = await call('PATCH', `/api/listings/${listing.id}`, seller, { isActive: true });
    expect([back.statusCode, back.json().error]).toEqual([409, moderationMessages.listingHidden]);

    // Both reports closed with the decision; a second decision is refused.
    const rows = await app.ctx.db.select().from(reports).where(eq(reports.targetId, listing.id));
    expect(rows.map((r) => [r.status, r.resolvedBy, r.resolutionNote])).toEqual([
      ['actioned', operator.user.id, 'Checked the photos'],
      ['actioned', operator.user.id, 'Checked the photos'],
    ]);
    const again = await resolve(first, 'dismiss');
    expect([again.statusCode, again.json().error]).toEqual([409, adminMessages.reportNotOpen]);
    const audit = (await call('GET', '/api/admin/audit', operator)).json().entries[0];
    expect(audit).toMatchObject({
      action: 'listing.hide',
      targetKind: 'listing',
      targetId: listing.id,
      reason: 'Checked the photos',
      actor: { id: operator.user.id, handle: operator.user.handle },
    });

    // Shown again by an operator: back on sale and in search.
    const unhide = await call('POST', `/api/admin/listings/${listing.id}/unhide`, operator, { note: 'Real' });
    expect(unhide.json()).toEqual({ listing: { id: listing.id, title: listing.title, hidden: false } });
    expect(await inSearch('Birkin')).toContain(listing.id);
    expect(await auditOf(listing.id)).toEqual(['listing.unhide', 'listing.hide']);
  });

  it('tells the seller, and only the seller, why Rethread hid their listing', async () => {
    const [seller, other] = [await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { title: 'Logo tee, hidden for a reason' });
    const id = await report(other, 'listing', listing.id);
    expect((await resolve(id, 'hide', 'The logo is counterfeit')).statusCode).toBe(200);

    const own = await call('GET', `/api/listings/${listing.id}`, seller);
    expect(own.json().listing).toMatchObject({
      isActive: false,
      hiddenBy: 'operator',
      hiddenNote: 'The logo is counterfeit',
    });
    const stats = (await call('GET', '/api/seller/stats', seller)).json();
    expect(stats.listings.find((l: { id: string }) => l.id === listing.id)).toMatchObject({
      hiddenBy: 'operator',
      hiddenNote: 'The logo is counterfeit',
    });
    // Everyone else: as before, no such listing, and so no reason either.
    for (const who of [other, undefined]) {
      const res = await call('GET', `/api/listings/${listing.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('counterfeit');
    }

    // Shown again: the reason goes with the hiding.
    await call('POST', `/api/admin/listings/${listing.id}/unhide`, operator, { note: 'Appeal upheld' });
    expect((await call('GET', `/api/listings/${listing.id}`, seller)).json().listing).toMatchObject({
      isActive: true,
      hiddenBy: null,
      hiddenNote: null,
    });
    // Hidden straight from the console (no report): its note is the reason too.
    await call('POST', `/api/admin/listings/${listing.id}/hide`, operator, { note: 'Second look: replica' });
    expect((await call('GET', `/api/listings/${listing.id}`, seller)).json().listing.hiddenNote).toBe(
      'Second look: replica',
    );
  });

  it('suspends the person reported: their session ends, sign-in is refused, their listings leave search', async () => {
    const [person, reporter] = [await signUp(app), await signUp(app)];
    const listing = await makeListing(app, person.user.id, { title: 'Counterfeit sneakers zq' });
    const paused = await makeListing(app, person.user.id, { title: 'Paused jacket zq', isActive: false });
    const id = await report(reporter, 'user', person.user.id);
    expect((await resolve(id, 'hide')).json().error).toBe(adminMessages.actionNotForKind);

    expect((await resolve(id, 'suspend', 'Sells fakes')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', person)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, {
      email: person.email,
      password: person.password,
    });
    expect([login.statusCode, login.json().error]).toEqual([403, authMessages.suspended]);
    expect(await inSearch('zq')).toEqual([]);
    const twice = await call('POST', `/api/admin/users/${person.user.id}/suspend`, operator, {
      note: 'Again',
    });
    expect([twice.statusCode, twice.json().error]).toEqual([409, adminMessages.alreadySuspended]);

    const lifted = await call('POST', `/api/admin/users/${person.user.id}/unsuspend`, operator, {
      note: 'Appeal',
    });
    expect(lifted.json().user).toMatchObject({ id: person.user.id, suspendedAt: null, isAdmin: false });
    // Exactly the listings it had for sale return; the one its seller paused stays paused.
    expect(await inSearch('zq')).toEqual([listing.id]);
    expect(await listingRow(app, paused.id)).toMatchObject({ isActive: false, hiddenReason: null });
    const relogin = await call('POST', '/api/auth/login', undefined, {
      email: person.email,
      password: person.password,
    });
    expect(relogin.statusCode).toBe(200);
    const notNow = await call('POST', `/api/admin/users/${person.user.id}/unsuspend`, operator, {
      note: 'x',
    });
    expect([notNow.statusCode, notNow.json().error]).toEqual([409, adminMessages.notSuspended]);
    expect(await auditOf(person.user.id)).toEqual(['user.unsuspend', 'user.suspend']);
  });

  it('suspends the seller of a reported listing and never an operator', async () => {
    const [seller, reporter] = [await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id);
    // The reporter had started paying for it: that checkout ends with the suspension.
    const checkout = await startCheckout(app, reporter, listing.id);
    expect(checkout.statusCode).toBe(200);
    const id = await report(reporter, 'listing', listing.id);
    expect((await resolve(id, 'suspend')).statusCode).toBe(200);
    expect((await ordersOf(app, listing.id)).map((o) => o.status)).toEqual(['cancelled']);
    const again = await startCheckout(app, reporter, listing.id);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('GET', `/api/listings/${listing.id}`, reporter)).statusCode).toBe(404);
    // Hidden for the suspension: an operator cannot show it on its own.
    const show = await call('POST', `/api/admin/listings/${listing.id}/unhide`, operator, { note: 'x' });
    expect([show.statusCode, show.json().error]).toEqual([409, moderationMessages.hiddenForSuspension]);
    const other = await signUpOperator(app);
    const res = await call('POST', `/api/admin/users/${other.user.id}/suspend`, operator, { note: 'x' });
    expect([res.statusCode, res.json().error]).toEqual([409, adminMessages.cannotSuspendAdmin]);
    const unknown = await call('POST', '/api/admin/users/nope/suspend', operator, { note: 'x' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, adminMessages.userNotFound]);
    const noNote = await call('POST', `/api/admin/users/${seller.user.id}/unsuspend`, operator, {
      note: ' ',
    });
    expect([noNote.statusCode, noNote.json().error]).toEqual([400, adminMessages.noteRequired]);
  });

  it('hides a reported comment and dismisses a report, each in the audit log', async () => {
    const [seller, author, reporter] = [await signUp(app), await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id);
    const comment = await makeComment(app, listing.id, author.user.id, 'Buy it cheaper on my site');
    const id = await report(reporter, 'comment', comment);
    expect((await resolve(id, 'hide', 'Spam link')).statusCode).toBe(200);
    const comments = await call('GET', `/api/listings/${listing.id}/comments`);
    expect(comments.statusCode).toBe(200);
    expect(comments.body).not.toContain('cheaper');
    expect(await auditOf(comment)).toEqual(['comment.hide']);

    const other = await signUp(app);
    const dismissed = await report(reporter, 'user', other.user.id);
    expect((await resolve(dismissed, 'dismiss', 'Nothing wrong')).statusCode).toBe(200);
    const handled = (await call('GET', '/api/admin/reports?status=dismissed', operator)).json().reports;
    expect(handled[0]).toMatchObject({ id: dismissed, status: 'dismissed', resolutionNote: 'Nothing wrong' });
    expect(await auditOf(other.user.id)).toEqual(['report.dismiss']);
    expect((await resolve('00000000-0000-4000-8000-000000000000', 'dismiss')).statusCode).toBe(404);

    // A conversation: the person answerable is the other one of the two; it cannot be hidden.
    const conversation = await makeConversation(app, listing.id, reporter.user.id, seller.user.id);
    const about = await report(reporter, 'conversation', conversation);
    const listed = (await call('GET', '/api/admin/reports', operator)).json().reports;
    expect(listed.find((r: { id: string }) => r.id === about).target).toMatchObject({
      url: null,
      owner: { id: seller.user.id, suspended: false },
    });
    expect((await resolve(about, 'hide')).json().error).toBe(adminMessages.actionNotForKind);
    expect((await resolve(about, 'suspend', 'Threats')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', seller)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', reporter)).statusCode).toBe(200);
  });
});
