import { loadSharp } from '../../lib/sharp.js';
import type { AppContext } from '../../context.js';
import { storeImageBuffer } from '../../features/images/images.service.js';
import { favorites, listingComments, listings } from '../schema.js';
import { COLOR_HEX, garmentSvg, type Garment } from './garment-art.js';
import { DEMO_LISTINGS, DEMO_QUESTIONS, type DemoListing } from './listing-catalog.js';
import type { DEMO_USERS } from './demo-users.js';
import { defaultParcelSize } from '#shared/shipping.js';

type SeededUsers = Record<(typeof DEMO_USERS)[number]['handle'], string>;

const DAY = 24 * 60 * 60 * 1000;
// The libuv pool has four threads; on a 2-core machine three renders at once keep both cores busy.
const RENDER_CONCURRENCY = 3;

/** Runs `work` over `items` with at most `limit` in flight, answering results in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Shot = { garment: Garment; hex: string; brand: string; shot: number };

/**
 * Draws each photo and runs it through the same pipeline as an upload, so the demo's photos are real
 * WebP variants under DATA_DIR/uploads. Identical shots (same item look) are drawn once and shared.
 */
async function renderPhotos(ctx: AppContext, items: DemoListing[]): Promise<string[][]> {
  // Only the front view (0) and the brand tag (2) name the brand; the other angles are shared by colour.
  const shotKey = (s: Shot) =>
    `${s.garment}|${s.hex}|${s.shot === 0 || s.shot === 2 ? s.brand : ''}|${s.shot}`;
  const unique = new Map<string, Shot>();
  const perListing = items.map((item) =>
    Array.from({ length: item.photos }, (_, shot) => {
      const s = { garment: item.garment, hex: COLOR_HEX[item.color] ?? '#888888', brand: item.brand, shot };
      unique.set(shotKey(s), s);
      return shotKey(s);
    }),
  );
  const shots = [...unique.values()];
  const sharp = await loadSharp();
  const urls = await mapLimited(shots, RENDER_CONCURRENCY, async (s) => {
    // Rasterised here (the upload pipeline refuses SVG on purpose), then processed like any photo.
    const png = await sharp(Buffer.from(garmentSvg(s.garment, s.hex, s.brand, s.shot)))
      // The backdrop is opaque: dropping the alpha channel saves encoding work for every variant.
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    // Shared by listings of several demo sellers, so owned by none: they stay where the seed puts them.
    return storeImageBuffer(ctx, null, png);
  });
  const urlByKey = new Map(shots.map((s, i) => [shotKey(s), urls[i]!]));
  return perListing.map((keys) => keys.map((k) => urlByKey.get(k)!));
}

const typeFor = (gender: DemoListing['gender']) =>
  gender === 'Teen' || gender === 'Child' ? 'Kids' : gender;

/**
 * Demo listings: ~60 items across the four demo sellers, posted over the last 30 days,
 * a few inactive and a couple sold, with Questions & Comments threads and likes.
 */
export async function seedListings(ctx: AppContext, users: SeededUsers): Promise<void> {
  const now = Date.now();
  const photos = await renderPhotos(ctx, DEMO_LISTINGS);
  const rows = await ctx.db
    .insert(listings)
    .values(
      DEMO_LISTINGS.map((item, i) => ({
        sellerId: users[item.seller],
        title: item.title,
        description: item.description,
        priceCents: Math.round(item.dollars * 100),
        imageUrl: photos[i]![0]!,
        images: photos[i]!,
        category: item.category,
        gender: item.gender,
        size: item.size,
        color: item.color,
        type: typeFor(item.gender),
        condition: item.condition,
        brand: item.brand,
        styleTags: item.tags,
        // Spread within the day too, so "recent" ordering is stable and looks natural.
        createdAt: new Date(now - item.daysAgo * DAY - ((i * 37) % 23) * 60 * 60 * 1000),
        isActive: item.state !== 'inactive',
        isSold: item.state === 'sold',
        parcelSize: defaultParcelSize(item.category),
        // About one in five sellers offers free shipping, so both card texts show on a first start.
        shippingPayer: i % 5 === 2 ? ('seller' as const) : ('buyer' as const),
      })),
    )
    .returning({
      id: listings.id,
      title: listings.title,
      sellerId: listings.sellerId,
      createdAt: listings.createdAt,
    });

  const sam = users.sam_shops;
  const comments: (typeof listingComments.$inferInsert)[] = [];
  for (const thread of DEMO_QUESTIONS) {
    const listing = rows.find((r) => r.title.startsWith(thread.titleStartsWith));
    if (!listing) continue;
    const asked = Math.min(now - 60 * 60 * 1000, listing.createdAt.getTime() + 5 * 60 * 60 * 1000);
    comments.push(
      { listingId: listing.id, authorId: sam, message: thread.question, createdAt: new Date(asked) },
      {
        listingId: listing.id,
        authorId: listing.sellerId,
        message: thread.answer,
        createdAt: new Date(Math.min(now, asked + 40 * 60 * 1000)),
      },
    );
  }
  if (comments.length) await ctx.db.insert(listingComments).values(comments);

  // Likes: the buyer likes a spread of items, sellers like a few of each other's; counts follow by trigger.
  const visible = rows.filter((_, i) => DEMO_LISTINGS[i]!.state !== 'inactive');
  const likes: (typeof favorites.$inferInsert)[] = [];
  const likers = Object.values(users);
  visible.forEach((listing, i) => {
    for (const [k, userId] of likers.entries()) {
      // A deterministic, uneven pattern: newer items and some sellers' items collect more likes.
      if (userId !== listing.sellerId && (i * 7 + k * 3) % (k === 4 ? 3 : 5) === 0) {
        likes.push({
          userId,
          listingId: listing.id,
          createdAt: new Date(Math.min(now, listing.createdAt.getTime() + (k + 1) * 3600_000)),
        });
      }
    }
  });
  if (likes.length) await ctx.db.insert(favorites).values(likes);
}
