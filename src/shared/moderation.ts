/**
 * What people hear when Rethread's operators have taken something of theirs down. The
 * operators' own messages are in admin.ts.
 */
export const moderationMessages = {
  /** The seller tries to put a listing back on sale that operators hid (or hid while suspended). */
  listingHidden:
    'Rethread has hidden this listing, so it cannot be put back on sale. Contact support if you think this is a mistake.',
  /** An operator tries to show a listing that is hidden because its seller is suspended. */
  hiddenForSuspension:
    'This listing is hidden because its seller is suspended: lifting the suspension brings it back',
  /** The seller's own listings, on one Rethread hid: why it is off sale. */
  hiddenNoticeOperator:
    'Hidden by Rethread after a report: it is not shown to anyone and cannot be put back on sale. Contact support if you think this is a mistake.',
  /** Follows the operator's reason ("Hidden by Rethread: …") wherever the seller reads it. */
  hiddenNoticeAfter:
    'It is not shown to anyone and cannot be put back on sale. Contact support if you think this is a mistake.',
  hiddenNoticeSuspension:
    'Hidden while your account is suspended: it comes back on sale when the suspension is lifted.',
} as const;

/** Who took a listing off sale: an operator (after a report) or its seller's suspension. */
export type ListingHiddenBy = 'operator' | 'suspension';

/**
 * The first words the seller reads on a listing an operator hid: the operator's reason, as given when
 * hiding it. Listings hidden before reasons were kept have none and read the general notice.
 */
export function hiddenByRethread(note: string | null): string {
  return note ? `Hidden by Rethread: ${note}` : moderationMessages.hiddenNoticeOperator;
}
