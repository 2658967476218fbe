import type { AppContext } from '../../context.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import { findVisibleListing } from '../listings/listings.service.js';
import { pruneViewsOlderThan, recordHourlyView } from './views.queries.js';

// A person reading listings opens a few a minute; a script replaying views is stopped well before
// it moves trending.
const VIEWS_PER_IP_PER_MINUTE = 120;

export type Visitor = {
  userId: string | null;
  /** The raw session cookie, when the browser sent one. */
  sessionToken: string | undefined;
  ip: string;
  userAgent: string | undefined;
};

/**
 * Who is looking, as a stable key: the account when signed in, else a keyed hash of the session
 * cookie, else of IP + user agent. Only hashes are stored: never a raw IP (keyed, so the small IPv4
 * space cannot be brute-forced back out of the table).
 */
export function visitorKey(secret: string, visitor: Visitor): string {
  if (visitor.userId) return `u:${visitor.userId}`;
  if (visitor.sessionToken) return `s:${hashToken(secret, `view-session:${visitor.sessionToken}`)}`;
  return `a:${hashToken(secret, `view-anon:${visitor.ip}\n${visitor.userAgent ?? ''}`)}`;
}

/**
 * POST /api/listings/{id}/views: one view per visitor per listing per hour. The seller's
 * own visits do not count. Answers whether this call counted a view.
 */
export async function recordView(ctx: AppContext, listingId: string, visitor: Visitor): Promise<boolean> {
  await consumeRateLimit(
    ctx.db,
    `listing-view:ip:${visitor.ip}`,
    VIEWS_PER_IP_PER_MINUTE,
    60,
    'Too many requests. Please wait a few minutes and try again.',
  );
  const listing = await findVisibleListing(ctx, listingId, visitor.userId);
  if (visitor.userId === listing.sellerId) return false;
  return recordHourlyView(ctx.db, listing.id, visitorKey(ctx.config.sessionSecret, visitor));
}

export const VIEW_ROWS_KEPT_HOURS = 2;

export function pruneOldViews(ctx: AppContext): Promise<number> {
  return pruneViewsOlderThan(ctx.db, VIEW_ROWS_KEPT_HOURS);
}
