import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * What the digest of followed sellers' new listings counts for a follower: a followed seller's active,
 * unsold listings created after the follow began, after the last digest's newest listing, and in the
 * last `lookbackSeconds`; never from a seller blocked either way. Only followers whose last digest is a
 * day old (or who never had one) are due.
 */
const dueNewListings = (lookbackSeconds: number, gapSeconds: number) => sql`
  from follows f
  join listings l on l.seller_id = f.followed_id
  join users u on u.id = f.followed_id
  left join follow_digests d on d.user_id = f.follower_id
  where l.is_active and not l.is_sold
    and l.created_at <= now()
    and l.created_at > greatest(
      f.created_at,
      coalesce(d.covered_until, '-infinity'::timestamptz),
      now() - make_interval(secs => ${lookbackSeconds}))
    and (d.last_sent_at is null or d.last_sent_at <= now() - make_interval(secs => ${gapSeconds}))
    and not exists (select 1 from user_blocks b
      where (b.blocker_id = f.follower_id and b.blocked_id = f.followed_id)
         or (b.blocker_id = f.followed_id and b.blocked_id = f.follower_id))`;

export type DigestLine = {
  followerId: string;
  handle: string;
  count: number;
  /**
   * The newest listing counted for this follower (any seller), as PostgreSQL spells it: kept as text so
   * its microseconds survive the round trip and the next digest starts exactly after it.
   */
  newest: string;
};

/**
 * The next `limit` due followers after `after` (in id order), each with one line per followed seller
 * who listed something new.
 */
export async function nextDigestLines(
  db: Db,
  after: string | null,
  limit: number,
  opts: { lookbackSeconds: number; gapSeconds: number },
): Promise<DigestLine[]> {
  const due = dueNewListings(opts.lookbackSeconds, opts.gapSeconds);
  const rows = rowsOf<{ follower_id: string; handle: string; n: number; newest: string }>(
    await db.execute(sql`
      with batch as (
        select distinct f.follower_id as id ${due}
          ${after ? sql`and f.follower_id > ${after}::uuid` : sql``}
         order by f.follower_id
         limit ${limit})
      select f.follower_id, u.handle, count(*)::int as n,
             (max(max(l.created_at)) over (partition by f.follower_id))::text as newest
        ${due} and f.follower_id in (select id from batch)
        group by f.follower_id, u.handle
        order by f.follower_id`),
  );
  return rows.map((r) => ({
    followerId: r.follower_id,
    handle: r.handle,
    count: Number(r.n),
    newest: r.newest,
  }));
}

/**
 * Records that the follower is sent a digest now, covering listings up to `coveredUntil` — only when
 * their last one is at least `gapSeconds` old. Of two instances doing this at once, the second waits
 * for the first's row, then finds it recent and answers false: the follower is told once.
 */
export async function markDigestSent(
  db: Db,
  userId: string,
  coveredUntil: string,
  gapSeconds: number,
): Promise<boolean> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      insert into follow_digests (user_id, last_sent_at, covered_until)
      values (${userId}, now(), ${coveredUntil}::timestamptz)
      on conflict (user_id) do update
        set last_sent_at = excluded.last_sent_at, covered_until = excluded.covered_until
        where follow_digests.last_sent_at <= now() - make_interval(secs => ${gapSeconds})
      returning user_id`),
  );
  return rows.length === 1;
}
