import { formatCents } from '#shared/money.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import * as q from './saved-searches.digest.queries.js';
import { searchUrl } from './saved-searches.service.js';

/**
 * The daily e-mail of saved searches (a periodic job, `savedSearches.digest`, hourly): each person whose
 * searches gathered new listings since their last e-mail — and want the e-mail — gets ONE e-mail listing
 * them per search, at most once a day per search. The searches' waiting ids are taken in the
 * transaction that queues the e-mail, so a run that dies part-way is finished by the next one and
 * nobody is e-mailed twice, from this instance or another.
 */

export const DIGEST_GAP_SECONDS = 24 * 3600;
const BATCH = 100;
// An e-mail names this many listings per search; the search's link shows the rest.
const PER_SEARCH = 5;

const listingsWord = (n: number) => (n === 1 ? '1 new listing' : `${n} new listings`);

/** The e-mail's words: a title, one paragraph per search, and where it leads. */
export function digestEmail(searches: { name: string; url: string; listings: q.DigestListing[] }[]) {
  const total = searches.reduce((sum, s) => sum + s.listings.length, 0);
  const title =
    searches.length === 1
      ? `${listingsWord(total)} match “${searches[0]!.name}”`
      : `${listingsWord(total)} match ${searches.length} of your saved searches`;
  const body = searches
    .map((s) => {
      const shown = s.listings.slice(0, PER_SEARCH).map((l) => `${l.title} (${formatCents(l.priceCents)})`);
      const more = s.listings.length > PER_SEARCH ? `, and ${s.listings.length - PER_SEARCH} more` : '';
      return `“${s.name}”: ${shown.join(', ')}${more}`;
    })
    .join('\n');
  return { title, body, url: searches.length === 1 ? searches[0]!.url : '/saved-searches' };
}

/** Sends every due digest; answers how many people were e-mailed. */
export async function sendSavedSearchDigests(ctx: AppContext, now: Date = new Date()): Promise<number> {
  let after: string | null = null;
  let sent = 0;
  for (;;) {
    const people = await q.nextDueUsers(ctx.db, after, BATCH, now, DIGEST_GAP_SECONDS);
    if (people.length === 0) return sent;
    for (const userId of people) if (await digestOf(ctx, userId, now)) sent++;
    after = people[people.length - 1]!;
  }
}

function digestOf(ctx: AppContext, userId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const taken = await q.takeDueSearches(tx, userId, now, DIGEST_GAP_SECONDS);
    const forSale = await q.listingsForSale(
      tx,
      taken.flatMap((s) => s.listingIds),
    );
    const searches = taken
      .map((s) => ({
        name: s.name,
        url: searchUrl(s.query),
        // Newest first, as the alerts told of them.
        listings: [...s.listingIds].reverse().flatMap((id) => forSale.get(id) ?? []),
      }))
      .filter((s) => s.listings.length > 0);
    // Everything it would list has sold or gone: the ids are still taken, and no e-mail is sent.
    if (searches.length === 0) return false;
    return q.queueDigestEmail(tx, userId, digestEmail(searches));
  });
}
