import { asc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { listings } from '../schema.js';
import type { DEMO_USERS } from './demo-users.js';

type SeededUsers = Record<(typeof DEMO_USERS)[number]['handle'], string>;

/**
 * Listing views, so Seller Tools shows real-looking figures on a fresh start. Only the
 * totals are set: the per-hour visitor rows exist to stop double counting and are pruned anyway.
 * A deterministic spread: liked and discussed items were clearly looked at more.
 */
export async function seedListingViews(ctx: AppContext, users: SeededUsers): Promise<void> {
  const rows = await ctx.db
    .select({ id: listings.id, likes: listings.likeCount, comments: listings.commentCount })
    .from(listings)
    .where(inArray(listings.sellerId, Object.values(users)))
    .orderBy(asc(listings.createdAt), asc(listings.id));
  if (rows.length === 0) return;
  const values = rows.map(
    (r, i) => sql`(${r.id}::uuid, ${12 + ((i * 37) % 61) + r.likes * 9 + r.comments * 6}::int)`,
  );
  await ctx.db.execute(sql`
    update listings set view_count = v.views
    from (values ${sql.join(values, sql`, `)}) as v(id, views)
    where listings.id = v.id`);
}
