import { adminMessages } from '#shared/admin.js';
import { isUuid } from '#shared/ids.js';
import { moderationMessages } from '#shared/moderation.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { endSessionsOfUser } from '../auth/auth.service.js';
import { changeListingTerms } from '../checkout/checkout.service.js';
import { recordAudit } from './audit.service.js';
import * as q from './moderation.queries.js';

/**
 * What operators do to people and listings: suspend and lift a suspension, hide and show a
 * listing, hide a comment. Each change and its audit entry share one transaction; the *In functions
 * run inside the caller's, so resolving a report can act and close the report at once.
 */

export type AdminUser = {
  id: string;
  handle: string;
  display: string;
  email: string;
  isAdmin: boolean;
  suspendedAt: string | null;
  suspendedReason: string | null;
  createdAt: string;
};

const toAdminUser = (row: q.AdminUserRow): AdminUser => ({
  id: row.id,
  handle: row.handle,
  display: row.display,
  email: row.email,
  isAdmin: row.role === 'admin',
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
  createdAt: row.createdAt.toISOString(),
});

/** Changes touching listings: what the transaction took off sale, to end their open checkouts after. */
type Outcome<T> = { result: T; listingIds: string[] };

/**
 * Ends the open checkouts of listings just taken off sale (after the change committed): nobody can pay
 * for a hidden listing, and the provider's intents are abandoned.
 */
export async function endOpenCheckouts(ctx: AppContext, listingIds: readonly string[]): Promise<void> {
  for (const id of listingIds) await changeListingTerms(ctx, id, async () => undefined);
}

async function lockedUser(tx: Db, userId: string) {
  const row = isUuid(userId) ? await q.lockUser(tx, userId) : undefined;
  if (!row) throw notFound(adminMessages.userNotFound);
  return row;
}

/** Suspends the account: its sessions end, sign-in is refused, its listings for sale leave the market. */
export async function suspendIn(
  tx: Db,
  adminId: string,
  userId: string,
  note: string,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<Outcome<AdminUser>> {
  const user = await lockedUser(tx, userId);
  if (user.role === 'admin') throw conflict(adminMessages.cannotSuspendAdmin);
  if (user.suspendedAt) throw conflict(adminMessages.alreadySuspended);
  await q.setSuspension(tx, user.id, now, note);
  const sessionsEnded = await endSessionsOfUser(tx, user.id);
  const listingIds = await q.hideForSuspension(tx, user.id);
  await recordAudit(tx, {
    actorId: adminId,
    action: 'user.suspend',
    targetKind: 'user',
    targetId: user.id,
    reason: note,
    details: { ...details, handle: user.handle, listingsHidden: listingIds.length, sessionsEnded },
  });
  return { result: toAdminUser({ ...user, suspendedAt: now, suspendedReason: note }), listingIds };
}

export async function unsuspendIn(tx: Db, adminId: string, userId: string, note: string): Promise<AdminUser> {
  const user = await lockedUser(tx, userId);
  if (!user.suspendedAt) throw conflict(adminMessages.notSuspended);
  await q.setSuspension(tx, user.id, null, null);
  const restored = await q.restoreAfterSuspension(tx, user.id);
  await recordAudit(tx, {
    actorId: adminId,
    action: 'user.unsuspend',
    targetKind: 'user',
    targetId: user.id,
    reason: note,
    details: { handle: user.handle, listingsRestored: restored.length },
  });
  return toAdminUser({ ...user, suspendedAt: null, suspendedReason: null });
}

export type AdminListing = { id: string; title: string; hidden: boolean };

async function lockedListing(tx: Db, listingId: string) {
  const row = isUuid(listingId) ? await q.lockListing(tx, listingId) : undefined;
  if (!row) throw notFound(adminMessages.listingNotFound);
  return row;
}

/**
 * Hides the listing by an operator's decision: off sale, its page gone for all but its seller, who
 * cannot put it back. Hiding one already hidden by an operator changes nothing (and writes nothing);
 * one hidden by its seller's suspension becomes the operator's, so lifting the suspension leaves it.
 */
export async function hideListingIn(
  tx: Db,
  adminId: string,
  listingId: string,
  note: string,
  details: Record<string, unknown> = {},
): Promise<Outcome<AdminListing>> {
  const listing = await lockedListing(tx, listingId);
  const result = { id: listing.id, title: listing.title, hidden: true };
  if (listing.hiddenReason === 'operator') return { result, listingIds: [] };
  // The note is the seller's to read ("Hidden by Rethread: …"), as well as the audit log's.
  await q.setListingHidden(tx, listing.id, { hiddenReason: 'operator', hiddenNote: note, isActive: false });
  await recordAudit(tx, {
    actorId: adminId,
    action: 'listing.hide',
    targetKind: 'listing',
    targetId: listing.id,
    reason: note,
    details: { ...details, title: listing.title, wasActive: listing.isActive },
  });
  return { result, listingIds: listing.isActive ? [listing.id] : [] };
}

/**
 * Shows an operator-hidden listing again: for sale unless it sold meanwhile, or hidden for the
 * suspension while its seller is suspended (it returns with the others when that is lifted).
 */
export async function unhideListingIn(
  tx: Db,
  adminId: string,
  listingId: string,
  note: string,
): Promise<AdminListing> {
  const listing = await lockedListing(tx, listingId);
  if (listing.hiddenReason === 'suspension') throw conflict(moderationMessages.hiddenForSuspension);
  if (listing.hiddenReason !== 'operator') return { id: listing.id, title: listing.title, hidden: false };
  const suspended = Boolean(listing.sellerSuspendedAt);
  await q.setListingHidden(tx, listing.id, {
    hiddenReason: suspended ? 'suspension' : null,
    hiddenNote: null,
    isActive: !suspended && !listing.isSold,
  });
  await recordAudit(tx, {
    actorId: adminId,
    action: 'listing.unhide',
    targetKind: 'listing',
    targetId: listing.id,
    reason: note,
    details: { title: listing.title, sellerSuspended: suspended, forSale: !suspended && !listing.isSold },
  });
  return { id: listing.id, title: listing.title, hidden: suspended };
}

/** Hides a reported comment from everyone; kept for the record. The decision is logged even when the comment is gone. */
export async function hideCommentIn(
  tx: Db,
  adminId: string,
  commentId: string,
  note: string,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  const hidden = await q.hideComment(tx, commentId, now);
  await recordAudit(tx, {
    actorId: adminId,
    action: 'comment.hide',
    targetKind: 'comment',
    targetId: commentId,
    reason: note,
    details: { ...details, hidden },
  });
}

// --- The endpoints' own transactions --------------------------------------------------------------

export async function suspendUser(
  ctx: AppContext,
  adminId: string,
  userId: string,
  note: string,
  now = new Date(),
): Promise<AdminUser> {
  const { result, listingIds } = await ctx.db.transaction((tx) =>
    suspendIn(tx as Db, adminId, userId, note, now),
  );
  await endOpenCheckouts(ctx, listingIds);
  return result;
}

export async function unsuspendUser(
  ctx: AppContext,
  adminId: string,
  userId: string,
  note: string,
): Promise<AdminUser> {
  return ctx.db.transaction((tx) => unsuspendIn(tx as Db, adminId, userId, note));
}

export async function hideListing(
  ctx: AppContext,
  adminId: string,
  listingId: string,
  note: string,
): Promise<AdminListing> {
  const { result, listingIds } = await ctx.db.transaction((tx) =>
    hideListingIn(tx as Db, adminId, listingId, note),
  );
  await endOpenCheckouts(ctx, listingIds);
  return result;
}

export async function unhideListing(
  ctx: AppContext,
  adminId: string,
  listingId: string,
  note: string,
): Promise<AdminListing> {
  return ctx.db.transaction((tx) => unhideListingIn(tx as Db, adminId, listingId, note));
}
