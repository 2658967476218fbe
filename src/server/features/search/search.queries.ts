import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * A listing's place on a page: its id and what changes without moving the listings generation (a
 * like, a view, an accepted offer's hold), read fresh with every page. The rest of its card is kept
 * per listing and generation (search.cards.ts).
 */
export type PageRow = {
  id: string;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  /** Held for a buyer by an accepted offer that has not lapsed (the listing page's rule). */
  reserved: boolean;
};

type RawRow = PageRow & { generation: number | string; sortValue: number | string | Date | null };

/**
 * The listings generation (migration 0009): it moves at the commit of every change a search could
 * see. Read in the same statement as a page or a count, it names the listings they were read from.
 */
const GENERATION = sql`(select g.value from listings_generation g where g.id)`;

/** A page row's columns plus the generation, for any query over `listings l` (alias `l`). */
export const PAGE_COLUMNS = sql`
  l.id, l.like_count as "likeCount", l.comment_count as "commentCount", l.view_count as "viewCount",
  exists(select 1 from offers o where o.listing_id = l.id and o.status = 'accepted'
    and o.expires_at > now()) as "reserved",
  ${GENERATION} as "generation"`;

export type SortPlan = {
  /** SQL for the value pages are ordered by (with `l` the listing alias). */
  key: SQL;
  direction: 'asc' | 'desc';
  /** How a cursor's JSON value is cast back for comparison. */
  cast: 'float8' | 'int' | 'timestamptz' | 'numeric';
};

export type Page = {
  rows: PageRow[];
  last: { value: unknown; id: string } | undefined;
  more: boolean;
  /** The listings generation the page was read at (search.counts); undefined for an empty page. */
  generation: number | undefined;
};

/**
 * One page of listings matching `where`, ordered by the plan, strictly after the cursor. Normally the
 * plan's index is walked in order until a page matches. With `fromMatches`, every match is fetched
 * first (a search through its GIN index) and then sorted: for a search matching a few hundred
 * listings that is far cheaper than walking the price index past tens of thousands of others, and the
 * planner, which cannot tell how costly `@@` is per row, picks the walk (8 ms instead of 1.5 ms for
 * 'leather jacket' by price over 100,000 listings).
 */
export async function selectPage(
  db: Db,
  where: SQL,
  plan: SortPlan,
  after: { value: unknown; id: string } | undefined,
  limit: number,
  fromMatches = false,
): Promise<Page> {
  const op = plan.direction === 'desc' ? sql`<` : sql`>`;
  const dir = plan.direction === 'desc' ? sql`desc` : sql`asc`;
  const cast = sql.raw(plan.cast);
  const keyset = after
    ? sql`and (${plan.key}, l.id) ${op} (cast(${String(after.value)} as ${cast}), ${after.id}::uuid)`
    : sql``;
  const result = await db.execute(
    fromMatches
      ? sql`
    with matches as materialized (
      select l.id, ${plan.key} as k from listings l where ${where} ${keyset}
    ),
    page as (select m.id, m.k from matches m order by m.k ${dir}, m.id ${dir} limit ${limit + 1})
    select ${PAGE_COLUMNS}, page.k as "sortValue"
    from page join listings l on l.id = page.id
    order by page.k ${dir}, l.id ${dir}`
      : sql`
    select ${PAGE_COLUMNS}, ${plan.key} as "sortValue"
    from listings l
    where ${where} ${keyset}
    order by ${plan.key} ${dir}, l.id ${dir}
    limit ${limit + 1}`,
  );
  return pageOf(rowsOf<RawRow>(result), limit, (tail) => serialiseSortValue(tail.sortValue));
}

/** The first `limit` rows, whether more follow, and the last one's sort value for the cursor. */
function pageOf<R extends RawRow>(raw: R[], limit: number, sortValueOf: (tail: R) => unknown): Page {
  const page = raw.slice(0, limit);
  const tail = page.at(-1);
  return {
    rows: page.map((r) => ({
      id: r.id,
      likeCount: Number(r.likeCount),
      commentCount: Number(r.commentCount),
      viewCount: Number(r.viewCount),
      reserved: r.reserved === true,
    })),
    more: raw.length > limit,
    last: tail ? { value: sortValueOf(tail), id: tail.id } : undefined,
    generation: raw[0] ? Number(raw[0].generation) : undefined,
  };
}

function serialiseSortValue(v: RawRow['sortValue']): unknown {
  if (v instanceof Date) return v.toISOString();
  return v;
}

/** Matches counted up to a cap: "10,000+" is as useful as an exact figure and stays cheap. */
export async function countMatches(db: Db, where: SQL, cap: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (select 1 from listings l where ${where} limit ${cap}) t`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The planner's estimate of how many listings there are (0 before the table was first analysed). */
export async function estimatedListings(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'listings'::regclass`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function listingsGeneration(db: Db): Promise<number> {
  const result = await db.execute(sql`select ${GENERATION} as generation`);
  return Number(rowsOf<{ generation: number | string }>(result)[0]?.generation ?? 0);
}

/** countMatches, with the generation it counted (one snapshot). */
export async function countMatchesWithGeneration(
  db: Db,
  where: SQL,
  cap: number,
): Promise<{ total: number; generation: number }> {
  const result = await db.execute(sql`
    select count(*)::int as n, ${GENERATION} as generation
    from (select 1 from listings l where ${where} limit ${cap}) t`);
  const row = rowsOf<{ n: number; generation: number | string }>(result)[0];
  return { total: Number(row?.n ?? 0), generation: Number(row?.generation ?? 0) };
}

export type CheckedWord = {
  word: string;
  known: boolean;
  /** The closest vocabulary word, for a word the vocabulary does not know. */
  suggestion: string | null;
  /** For a word asked to be completed: the vocabulary words it begins, shortest first, up to COMPLETION_CAP + 1. */
  completions: string[] | null;
};

/** More completions than this and the prefix is searched as a prefix after all. */
export const COMPLETION_CAP = 16;

/**
 * For each search word: is it in the vocabulary, and if not, the closest word that is; for a word
 * marked `complete` (the last one typed, which may be unfinished), the vocabulary words it begins.
 */
export async function correctWords(
  db: Db,
  words: { word: string; complete: boolean }[],
): Promise<CheckedWord[]> {
  if (!words.length) return [];
  const texts = sql.join(
    words.map((w) => sql`${w.word}`),
    sql`, `,
  );
  const flags = sql.join(
    words.map((w) => (w.complete ? sql`true` : sql`false`)),
    sql`, `,
  );
  // The trigram look-up for a suggestion is the costly part: only words we do not know need one.
  const result = await db.execute(sql`
    select w.word, k.known,
      case when k.known then null else
        (select s.word from search_words s where s.word % w.word
         order by similarity(s.word, w.word) desc, s.word limit 1)
      end as suggestion,
      case when w.complete then array(
        select s.word from search_words s where s.word like w.word || '%'
        order by length(s.word), s.word limit ${COMPLETION_CAP + 1})
      end as completions
    from unnest(array[${texts}]::text[], array[${flags}]::boolean[]) with ordinality as w(word, complete, n),
    lateral (select exists(
      select 1 from search_words s
      where s.word = w.word or (length(w.word) >= 3 and s.word like w.word || '%')
    ) as known) k
    order by w.n`);
  return rowsOf<CheckedWord>(result);
}

/**
 * Search ranked by relevance, then trend. With a `window`, only that many of the hottest matches are
 * ranked (the trending index is walked until it has them), so a broad one-word search costs the same
 * whether it matches 3,000 listings or 30,000; `windowEnd` is then the last of them, after which the
 * rest follow in trending order. Without a window every match is ranked: for a narrow search,
 * fetching its few hundred matches through the search index is cheaper than that walk.
 */
export async function selectRelevancePage(
  db: Db,
  where: SQL,
  tsquery: SQL,
  after: { value: unknown; id: string } | undefined,
  limit: number,
  window: number | null,
): Promise<Page & { windowEnd: { value: number; id: string } | undefined }> {
  const keyset = after
    ? sql`where (r.rank, r.id) < (${Number(after.value)}::numeric, ${after.id}::uuid)`
    : sql``;
  // The query is written out twice rather than shared through a CTE: the planner estimates how many
  // listings match only from a query it can see.
  const result = await db.execute(sql`
    with candidates as (
      select l.id, l.hot_score, l.search_vector from listings l
      where ${where} and l.search_vector @@ ${tsquery}
      ${window === null ? sql`` : sql`order by l.hot_score desc, l.id desc limit ${window}`}
    ),
    ranked as (
      -- Relevance to 4 places first; the hot score (about 1e4, so 1e-5 here) only breaks ties.
      -- ts_rank weighs title and brand above description as ts_rank_cd does, at a fifth of its cost.
      select c.id, round(ts_rank(c.search_vector, ${tsquery}, 1)::numeric, 4)
        + round((c.hot_score / 1e9)::numeric, 9) as rank
      from candidates c
    ),
    page as (select r.id, r.rank from ranked r ${keyset} order by r.rank desc, r.id desc limit ${limit + 1}),
    window_end as (
      select c.hot_score, c.id, count(*) over () as n from candidates c
      order by c.hot_score, c.id limit ${window === null ? 0 : 1}
    )
    select ${PAGE_COLUMNS}, page.rank as "sortValue", w.hot_score as "windowEndScore",
      w.id as "windowEndId", w.n as "windowSize"
    from page join listings l on l.id = page.id
      left join window_end w on true
    order by page.rank desc, l.id desc`);
  type Row = RawRow & {
    windowEndScore: number | null;
    windowEndId: string | null;
    windowSize: number | null;
  };
  const raw = rowsOf<Row>(result);
  const end = raw[0];
  return {
    ...pageOf(raw, limit, (tail) => String(tail.sortValue)),
    // Only a full window leaves listings after it.
    windowEnd:
      end?.windowEndId && Number(end.windowSize) === window
        ? { value: Number(end.windowEndScore), id: end.windowEndId }
        : undefined,
  };
}
