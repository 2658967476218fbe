// Who uses Rethread: accounts, their sessions and who follows whom.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BundleTier } from '../../../shared/bundle-rules.js';
import { id, createdAt, sqlList, tsz } from './columns.js';

export const USER_ROLES = ['user', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    handle: text('handle').notNull(),
    display: text('display').notNull(),
    bio: text('bio').notNull().default(''),
    stripeCustomerId: text('stripe_customer_id'),
    stripeAccountId: text('stripe_account_id'),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    authProvider: text('auth_provider').notNull().default('password'),
    externalId: text('external_id').unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    // Holds the HMAC of the single-use reset token, never the token itself (docs/product/10-decisions-beyond-the-spec.md §10.7).
    resetToken: text('reset_token'),
    resetTokenExpiry: tsz('reset_token_expiry'),
    lastLoginAt: tsz('last_login_at'),
    // 'admin': a Rethread operator, granted only from the command line (npm run admin:grant).
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    // A suspended account cannot sign in and its listings leave search; the reason is the operator's.
    suspendedAt: tsz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    // The seller's bundle discount tiers, [{minItems, percent}], checked by src/shared/bundles.ts on
    // the way in; lowest tier first. Read with the profile and the listing, so no join of its own.
    bundleTiers: jsonb('bundle_tiers')
      .$type<BundleTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Away mode (src/shared/away.ts): until then nobody can buy, bag or make offers on their listings.
    // Reads treat a date that has passed as not away (db/away.ts); a periodic job clears the row and
    // tells the seller.
    awayUntil: tsz('away_until'),
    awayMessage: text('away_message'),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Handles and e-mails are compared case-insensitively: 'Anna' and 'anna' are one person.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_handle_unique').on(sql`lower(${t.handle})`),
    uniqueIndex('users_reset_token_unique').on(t.resetToken),
    check('users_handle_format', sql`${t.handle} ~ '^[A-Za-z0-9_]{3,30}$'`),
    check('users_role_valid', sql`${t.role} in ${sql.raw(sqlList(USER_ROLES))}`),
    // The away job's sweep reads only the few sellers who are away.
    index('users_away_until_idx').on(t.awayUntil).where(sql`${t.awayUntil} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // HMAC-SHA256 of the cookie's random token; the token itself is never stored.
    sid: text('sid').primaryKey(),
    userId: ownedBy('user_id'),
    sess: jsonb('sess').$type<{ staySignedIn: boolean; userAgent?: string }>().notNull(),
    expire: tsz('expire').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);

/**
 * One row whose `value` goes up at the commit of every change that can end or alter a signed-in
 * session: a session deleted or changed, or a user's suspension, role, handle, name, bio or photo
 * changed (deferred triggers, migration 0030). Each instance keeps the sessions it looked up for a few
 * seconds under this value (http/session.ts), so a sign-out, a suspension or a password change ends
 * the session on every instance at once.
 */
export const sessionsGeneration = pgTable(
  'sessions_generation',
  {
    id: boolean('id').primaryKey().default(true),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('sessions_generation_single_row', sql`${t.id}`)],
);

export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerId: ownedBy('follower_id'),
    followedId: ownedBy('followed_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_pair_unique').on(t.followerId, t.followedId),
    index('follows_followed_idx').on(t.followedId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * A row that belongs to a user and goes with the account: deleting the user deletes it. Rows that must
 * outlive an account (orders, support messages) reference users without this.
 */
export function ownedBy(column: string) {
  // A declaration, not a const: the tables above this line call it while the module loads.
  return uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
