import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { hashPassword } from '../../features/auth/password.js';
import { listings, reports, users } from '../schema.js';
import { DEMO_OPERATOR, DEMO_PASSWORD, type DEMO_USERS } from './demo-users.js';

type SeededUsers = Record<(typeof DEMO_USERS)[number]['handle'], string>;

/**
 * The demo operator, given the admin role here as `npm run admin:grant` would — the API
 * never grants it — and one open report, so the console at /admin has something to decide.
 */
export async function seedOperator(ctx: AppContext, ids: SeededUsers): Promise<void> {
  await ctx.db.insert(users).values({
    email: DEMO_OPERATOR.email,
    handle: DEMO_OPERATOR.handle,
    display: DEMO_OPERATOR.display,
    bio: '',
    passwordHash: await hashPassword(DEMO_PASSWORD, ctx.config.passwordHashing),
    emailVerified: true,
    role: 'admin',
  });
  const [listing] = await ctx.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(eq(listings.sellerId, ids.marcus_kicks), eq(listings.isActive, true), eq(listings.isSold, false)),
    )
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(1);
  if (!listing) return;
  await ctx.db.insert(reports).values({
    kind: 'listing',
    targetId: listing.id,
    reporterId: ids.sam_shops,
    reason: 'counterfeit',
    message: 'The logo stitching looks off compared with the real ones. Could someone check?',
  });
}
