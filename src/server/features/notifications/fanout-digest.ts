import type { Db } from '../../db/client.js';
import { notify } from './notifications.service.js';
import * as q from './fanout-digest.queries.js';

/**
 * The digest of followed sellers' new listings: at most one notification a day per follower, saying
 * how many new listings which sellers posted. A periodic job runs it hourly on any one instance; it
 * walks the due followers a batch per transaction, and each follower's `follow_digests` mark is set in
 * the transaction that tells them, so a run that dies part-way is finished by the next one and nobody
 * hears twice, from this instance or another.
 */

const HOUR = 60 * 60;
export const DIGEST_GAP_SECONDS = 24 * HOUR;
// A follower who has not had a digest for a long time hears of the last week, not of everything.
const LOOKBACK_SECONDS = 7 * 24 * HOUR;
const BATCH = 200;

const listingsWord = (n: number) => (n === 1 ? '1 new listing' : `${n} new listings`);

/** "3 new listings from @anna and 2 more sellers you follow", and where it leads. */
export function digestNotice(lines: { handle: string; count: number }[]) {
  const sellers = [...lines].sort((a, b) => b.count - a.count || a.handle.localeCompare(b.handle));
  const total = sellers.reduce((sum, s) => sum + s.count, 0);
  const [top] = sellers;
  const others = sellers.length - 1;
  const title =
    others === 0
      ? `${listingsWord(total)} from @${top!.handle}`
      : `${listingsWord(total)} from @${top!.handle} and ${others} more ${others === 1 ? 'seller' : 'sellers'} you follow`;
  const body = sellers
    .slice(0, 5)
    .map((s) => `@${s.handle}: ${s.count}`)
    .join(', ');
  return { title, body, url: others === 0 ? `/profile/${top!.handle}` : '/new-arrivals' };
}

/** Sends every due digest; answers how many followers were told. */
export async function sendFollowedListingsDigests(db: Db): Promise<number> {
  let after: string | null = null;
  let told = 0;
  for (;;) {
    const lines = await q.nextDigestLines(db, after, BATCH, {
      lookbackSeconds: LOOKBACK_SECONDS,
      gapSeconds: DIGEST_GAP_SECONDS,
    });
    if (lines.length === 0) return told;
    const byFollower = new Map<string, q.DigestLine[]>();
    for (const line of lines)
      byFollower.set(line.followerId, [...(byFollower.get(line.followerId) ?? []), line]);
    told += await db.transaction(async (t) => {
      const tx = t as Db;
      let n = 0;
      for (const [followerId, theirs] of byFollower) {
        if (!(await q.markDigestSent(tx, followerId, theirs[0]!.newest, DIGEST_GAP_SECONDS))) continue;
        await notify(tx, { userId: followerId, type: 'followed_new_listings', ...digestNotice(theirs) });
        n++;
      }
      return n;
    });
    after = lines[lines.length - 1]!.followerId;
  }
}
