import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { REVIEW_WINDOW_DAYS } from '../../../shared/reviews.js';
import { orders, reviews } from '../schema.js';
import type { DEMO_USERS } from './demo-users.js';

type DemoUserIds = Record<(typeof DEMO_USERS)[number]['handle'], string>;

const DAY = 24 * 60 * 60 * 1000;

/** What the demo buyers say, in turn: mostly happy, one lukewarm, as a real closet's reviews read. */
const DEMO_REVIEWS: { rating: number; comment: string | null; reply: string | null }[] = [
  {
    rating: 5,
    comment: 'Exactly as described and shipped the next morning. Lovely packaging too!',
    reply: 'Thank you so much, enjoy wearing it!',
  },
  { rating: 4, comment: 'Great piece, a little more worn at the cuffs than the photos showed.', reply: null },
  { rating: 5, comment: null, reply: null },
  { rating: 5, comment: 'Fits perfectly. Would buy from again.', reply: null },
  {
    rating: 3,
    comment: 'Nice item but it took a while to arrive.',
    reply: 'Sorry about the wait, the carrier held it for two days. Thanks for your patience!',
  },
  { rating: 5, comment: 'Smells fresh, folded with care, and a handwritten note. 10/10.', reply: null },
];

/**
 * Reviews on the demo's completed sales, so a newcomer sees ratings on the cards, the
 * listing's seller card, the profiles and the trending figures. Each is written the day after its
 * order completed, inside the review window, as a buyer would have left it.
 */
export async function seedReviews(ctx: AppContext, _users: DemoUserIds): Promise<void> {
  const completed = await ctx.db
    .select({
      id: orders.id,
      sellerId: orders.sellerId,
      buyerId: orders.buyerId,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(eq(orders.status, 'completed'))
    .orderBy(asc(orders.completedAt), asc(orders.id));
  const now = Date.now();
  const rows = completed.flatMap((order, i) => {
    if (!order.completedAt || now - order.completedAt.getTime() > REVIEW_WINDOW_DAYS * DAY) return [];
    const demo = DEMO_REVIEWS[i % DEMO_REVIEWS.length]!;
    const createdAt = new Date(Math.min(now, order.completedAt.getTime() + DAY));
    return [
      {
        orderId: order.id,
        sellerId: order.sellerId,
        buyerId: order.buyerId,
        rating: demo.rating,
        comment: demo.comment,
        reply: demo.reply,
        repliedAt: demo.reply ? new Date(Math.min(now, createdAt.getTime() + DAY / 2)) : null,
        createdAt,
      },
    ];
  });
  if (rows.length) await ctx.db.insert(reviews).values(rows).onConflictDoNothing();
}
