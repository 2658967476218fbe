import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { ParcelSize, ShippingPayer } from '#shared/shipping.js';

/** One listing as every grid shows it. */
export type ListingCardRow = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  imageUrl: string | null;
  images: string[];
  category: string | null;
  gender: string | null;
  size: string | null;
  color: string | null;
  condition: string | null;
  brand: string | null;
  isActive: boolean;
  isSold: boolean;
  /** Held for a buyer by an accepted offer that has not lapsed: read with the page (search.queries). */
  reserved: boolean;
  createdAt: string;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  seller: { id: string; handle: string; display: string };
  parcelSize: ParcelSize;
  shippingPayer: ShippingPayer;
  /** Filled in from the shipping rates by the search service (search.cards). */
  shippingCents: number;
  /** Filled in from the reviews by the search service (search.cards), one query per page. */
  sellerRating: { averageRating: number | null; reviewCount: number };
};

type RawCard = Omit<
  ListingCardRow,
  'seller' | 'createdAt' | 'shippingCents' | 'sellerRating' | 'reserved'
> & {
  createdAt: Date | string;
  sellerId: string;
  sellerHandle: string;
  sellerDisplay: string;
};

// Field by field rather than with rest/spread: this runs for every card a page has not kept, and
// copying a row through object rest is several times slower in V8.
function toCard(r: RawCard): ListingCardRow {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    priceCents: Number(r.priceCents),
    imageUrl: r.imageUrl,
    images: r.images,
    category: r.category,
    gender: r.gender,
    size: r.size,
    color: r.color,
    condition: r.condition,
    brand: r.brand,
    isActive: r.isActive,
    isSold: r.isSold,
    reserved: false,
    createdAt: (r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt)).toISOString(),
    likeCount: Number(r.likeCount),
    commentCount: Number(r.commentCount),
    viewCount: Number(r.viewCount),
    seller: { id: r.sellerId, handle: r.sellerHandle, display: r.sellerDisplay },
    parcelSize: r.parcelSize,
    shippingPayer: r.shippingPayer,
    shippingCents: 0,
    sellerRating: { averageRating: null, reviewCount: 0 },
  };
}

/** The cards of these listings with their sellers, in no particular order (the page gives the order). */
export async function cardsByIds(db: Db, ids: string[]): Promise<ListingCardRow[]> {
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select l.id, l.title, l.description, l.price_cents as "priceCents", l.image_url as "imageUrl", l.images,
      l.category, l.gender, l.size, l.color, l.condition, l.brand, l.is_active as "isActive",
      l.is_sold as "isSold", l.created_at as "createdAt", l.like_count as "likeCount",
      l.comment_count as "commentCount", l.view_count as "viewCount",
      l.parcel_size as "parcelSize", l.shipping_payer as "shippingPayer",
      u.id as "sellerId", u.handle as "sellerHandle", u.display as "sellerDisplay"
    from listings l join users u on u.id = l.seller_id
    where l.id in (${list})`);
  return rowsOf<RawCard>(result).map(toCard);
}
