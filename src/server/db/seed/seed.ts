import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { hashPassword } from '../../features/auth/password.js';
import { users } from '../schema.js';
import { seedAddresses } from './addresses.js';
import { seedClaims } from './claims.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedImports } from './imports.js';
import { seedListings } from './listings.js';
import { seedLiveShows } from './live-shows.js';
import { seedOffers } from './offers.js';
import { seedOperator } from './operator.js';
import { seedReviews } from './reviews.js';
import { seedSalesHistory } from './sales-history.js';
import { seedListingViews } from './views.js';

export type SeededUsers = Record<(typeof DEMO_USERS)[number]['handle'], string>;

/**
 * Each step adds one feature's demo data; steps run in order and receive the demo users' ids.
 * Feature issues add their step here (listings, offers, live shows …).
 */
export type SeedStep = (ctx: AppContext, users: SeededUsers) => Promise<void>;
const steps: SeedStep[] = [];
// Everyone has a default address, so the demo checks out and buys labels without a form first.
steps.push(seedAddresses);
steps.push(seedListings);
// Offers and orders pick from the demo listings: keep this after the listings step.
steps.push(seedOffers);
// A month of past sales, from listings the offers step left alone.
steps.push(seedSalesHistory);
steps.push(seedReviews);
// One claim with the operators, on one of the sales above.
steps.push(seedClaims);
steps.push(seedLiveShows);
steps.push(seedImports);
// Views follow the likes and comments the steps above created.
steps.push(seedListingViews);
// The operator and an open report on one of the demo listings.
steps.push(seedOperator);

async function seedUsers(ctx: AppContext): Promise<SeededUsers> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, ctx.config.passwordHashing);
  const rows = await ctx.db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        handle: u.handle,
        display: u.display,
        bio: u.bio,
        // A closet or two with bundle discounts, so the bag shows one from the start.
        bundleTiers: u.bundleTiers.map((t) => ({ ...t })),
        passwordHash,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id, handle: users.handle });
  return Object.fromEntries(rows.map((r) => [r.handle, r.id])) as SeededUsers;
}

/** Adds the demo marketplace when the database has no users yet; answers whether it did. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const seeded = await seedUsers(ctx);
  for (const step of steps) await step(ctx, seeded);
  return true;
}
