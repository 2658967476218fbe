import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/rate-limit.js';

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
  createdAt: string;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  seller: { id: string; handle: string; display: string };
};

type RawCard = Omit<ListingCardRow, 'seller' | 'createdAt'> & {
  createdAt: Date | string;
  sellerId: string;
  sellerHandle: string;
  sellerDisplay: string;
  sortValue: number | string | Date | null;
};

/** The card columns plus the seller, for any query over `listings l` (alias `l`). */
const CARD_COLUMNS = sql`
  l.id, l.title, l.description, l.price_cents as "priceCents", l.image_url as "imageUrl", l.images,
  l.category, l.gender, l.size, l.color, l.condition, l.brand, l.is_active as "isActive",
  l.is_sold as "isSold", l.created_at as "createdAt", l.like_count as "likeCount",
  l.comment_count as "commentCount", l.view_count as "viewCount",
  u.id as "sellerId", u.handle as "sellerHandle", u.display as "sellerDisplay"`;

// Field by field rather than with rest/spread: this runs for every card of every page, and copying a
// row through object rest is several times slower in V8.
export function toCard(r: RawCard): ListingCardRow {
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
    createdAt: (r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt)).toISOString(),
    likeCount: Number(r.likeCount),
    commentCount: Number(r.commentCount),
    viewCount: Number(r.viewCount),
    seller: { id: r.sellerId, handle: r.sellerHandle, display: r.sellerDisplay },
  };
}

export type SortPlan = {
  /** SQL for the value pages are ordered by (with `l` the listing alias). */
  key: SQL;
  direction: 'asc' | 'desc';
  /** How a cursor's JSON value is cast back for comparison. */
  cast: 'float8' | 'int' | 'timestamptz' | 'numeric';
};

/** One page of listings matching `where`, ordered by the plan, strictly after the cursor. */
export async function selectPage(
  db: Db,
  where: SQL,
  plan: SortPlan,
  after: { value: unknown; id: string } | undefined,
  limit: number,
): Promise<{ rows: ListingCardRow[]; last: { value: unknown; id: string } | undefined; more: boolean }> {
  const op = plan.direction === 'desc' ? sql`<` : sql`>`;
  const dir = plan.direction === 'desc' ? sql`desc` : sql`asc`;
  const cast = sql.raw(plan.cast);
  const keyset = after
    ? sql`and (${plan.key}, l.id) ${op} (cast(${String(after.value)} as ${cast}), ${after.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select ${CARD_COLUMNS}, ${plan.key} as "sortValue"
    from listings l join users u on u.id = l.seller_id
    where ${where} ${keyset}
    order by ${plan.key} ${dir}, l.id ${dir}
    limit ${limit + 1}`);
  const raw = rowsOf<RawCard>(result);
  const more = raw.length > limit;
  const page = raw.slice(0, limit);
  const tail = page.at(-1);
  return {
    rows: page.map(toCard),
    more,
    last: tail ? { value: serialiseSortValue(tail.sortValue), id: tail.id } : undefined,
  };
}

function serialiseSortValue(v: RawCard['sortValue']): unknown {
  if (v instanceof Date) return v.toISOString();
  return v;
}

/** Matches counted up to a cap: "10,000+" is as useful as an exact figure and stays cheap. */
export async function countMatches(db: Db, where: SQL, cap: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (select 1 from listings l where ${where} limit ${cap}) t`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** For each search word: is it in the vocabulary, and if not, the closest word that is. */
export async function correctWords(
  db: Db,
  words: string[],
): Promise<{ word: string; known: boolean; suggestion: string | null }[]> {
  if (!words.length) return [];
  // The trigram look-up for a suggestion is the costly part: only words we do not know need one.
  const result = await db.execute(sql`
    select w as word, k.known,
      case when k.known then null else
        (select s.word from search_words s where s.word % w order by similarity(s.word, w) desc, s.word limit 1)
      end as suggestion
    from unnest(${sql`array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`}) as w,
    lateral (select exists(
      select 1 from search_words s where s.word = w or (length(w) >= 3 and s.word like w || '%')
    ) as known) k`);
  return rowsOf<{ word: string; known: boolean; suggestion: string | null }>(result);
}

/**
 * Search ranked by relevance (then trend): the best `window` candidates by hot score are ranked, so a
 * broad one-word search costs the same whether it matches 300 listings or 30,000.
 */
export async function selectRelevancePage(
  db: Db,
  where: SQL,
  tsquery: SQL,
  after: { value: unknown; id: string } | undefined,
  limit: number,
  window: number,
): Promise<{ rows: ListingCardRow[]; last: { value: unknown; id: string } | undefined; more: boolean }> {
  const keyset = after
    ? sql`where (c.rank, c.id) < (${Number(after.value)}::numeric, ${after.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    with q as (select ${tsquery} as query),
    candidates as (
      -- Relevance to 4 places first; the hot score (about 1e4, so 1e-5 here) only breaks ties.
      select l.id, round(ts_rank_cd(l.search_vector, q.query, 1)::numeric, 4) + round((l.hot_score / 1e9)::numeric, 9) as rank
      from listings l, q
      where ${where} and l.search_vector @@ q.query
      order by l.hot_score desc
      limit ${window}
    ),
    page as (select c.id, c.rank from candidates c ${keyset} order by c.rank desc, c.id desc limit ${limit + 1})
    select ${CARD_COLUMNS}, page.rank as "sortValue"
    from page join listings l on l.id = page.id join users u on u.id = l.seller_id
    order by page.rank desc, l.id desc`);
  const raw = rowsOf<RawCard>(result);
  const more = raw.length > limit;
  const page = raw.slice(0, limit);
  const tail = page.at(-1);
  return {
    rows: page.map(toCard),
    more,
    last: tail ? { value: String(tail.sortValue), id: tail.id } : undefined,
  };
}
