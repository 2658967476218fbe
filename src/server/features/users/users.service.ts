import { storedTiers } from '#shared/bundles.js';
import { profileMessages, type PublicUser } from '#shared/user-profile.js';
import { HANDLE_PATTERN } from '#shared/users.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { isIssuedImageUrl, photosNotOwnedBy } from '../images/images.service.js';
import { isUuid } from '#shared/ids.js';
import * as q from './users.queries.js';

const toPublicUser = (row: q.ProfileRow): PublicUser => ({
  ...row,
  bundleTiers: storedTiers(row.bundleTiers),
  createdAt: row.createdAt.toISOString(),
  awayUntil: row.awayUntil?.toISOString() ?? null,
});

/** Whether an account with this id exists (a malformed id does not). */
export async function userExists(ctx: AppContext, id: string): Promise<boolean> {
  return isUuid(id) && (await q.userIdExists(ctx.db, id));
}

export async function getUserById(ctx: AppContext, id: string, viewerId: string | null): Promise<PublicUser> {
  const row = isUuid(id) ? await q.findProfileById(ctx.db, id, viewerId) : undefined;
  if (!row) throw notFound(profileMessages.notFound);
  return toPublicUser(row);
}

export async function getUserByHandle(
  ctx: AppContext,
  rawHandle: string,
  viewerId: string | null,
): Promise<PublicUser> {
  // Profile links are often shared as '@handle'.
  const handle = rawHandle.trim().replace(/^@/, '');
  const row = HANDLE_PATTERN.test(handle) ? await q.findProfileByHandle(ctx.db, handle, viewerId) : undefined;
  if (!row) throw notFound(profileMessages.notFound);
  return toPublicUser(row);
}

/** PATCH /api/users/me: display name, handle (unique ignoring case), bio, profile photo. */
export async function updateMyProfile(
  ctx: AppContext,
  userId: string,
  input: { display?: string; handle?: string; bio?: string; profileImageUrl?: string | null },
): Promise<PublicUser> {
  if (input.handle !== undefined && (await q.handleTakenByOther(ctx.db, input.handle, userId))) {
    throw conflict(profileMessages.handleTaken);
  }
  if (input.profileImageUrl && !(await isIssuedImageUrl(ctx, input.profileImageUrl))) {
    throw badRequest(profileMessages.photoForeign);
  }
  // Like a listing's photos: someone else's uploaded photo is public to see, not theirs to wear. The
  // photo already on the profile (a demo account's has no owner) may be sent back unchanged.
  if (input.profileImageUrl && (await photosNotOwnedBy(ctx, userId, [input.profileImageUrl])).length) {
    const current = await q.findProfileById(ctx.db, userId, userId);
    if (current?.profileImageUrl !== input.profileImageUrl) throw forbidden(profileMessages.photoNotYours);
  }
  try {
    await q.updateProfileRow(ctx.db, userId, input);
  } catch (err) {
    // Two people claiming the same handle at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(err, 'users_handle_unique')) throw conflict(profileMessages.handleTaken);
    throw err;
  }
  return getUserById(ctx, userId, userId);
}
