import type { Offer, OfferMaker } from '#shared/offers';
import { MIN_OFFER_CENTS } from '#shared/constants';
import { exactDollarsToCents } from '#shared/money';
import { counterRefusal, offerMessages } from '#shared/offers';

/** One negotiation: a buyer and a listing's steps, oldest first. */
export type OfferThread = {
  id: string;
  steps: Offer[];
  /** The step the thread stands on: the newest one. */
  latest: Offer;
};

const time = (iso: string) => new Date(iso).getTime();

/**
 * Groups offers into their threads (by threadId), each thread's steps oldest first, threads with the
 * newest activity first. An offer without a thread of its own is a thread of one.
 */
export function groupThreads(offers: readonly Offer[]): OfferThread[] {
  const byThread = new Map<string, Offer[]>();
  for (const offer of offers) {
    const key = offer.threadId || offer.id;
    byThread.set(key, [...(byThread.get(key) ?? []), offer]);
  }
  return [...byThread.entries()]
    .map(([id, steps]) => {
      const ordered = [...steps].sort((a, b) => time(a.createdAt) - time(b.createdAt));
      return { id, steps: ordered, latest: ordered[ordered.length - 1]! };
    })
    .sort((a, b) => time(b.latest.createdAt) - time(a.latest.createdAt));
}

/** The party whose turn it is on a pending step is the one who did not make it. */
export function isMyTurn(step: Offer, me: OfferMaker): boolean {
  return step.status === 'pending' && step.madeBy !== me;
}

/**
 * What is wrong with a counter to `step` typed as dollars, or null when it may be sent: the shared
 * bounds (counterRefusal) once the text is an exact amount of at least the smallest offer. The server
 * checks the same and has the last word.
 */
export function counterAmountError(text: string, step: Offer): string | null {
  const cents = exactDollarsToCents(text);
  if (cents === null || cents < MIN_OFFER_CENTS) return offerMessages.tooLow;
  return counterRefusal(step, cents, step.listing.priceCents);
}
