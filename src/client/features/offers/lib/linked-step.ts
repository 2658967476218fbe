import { formatCents } from '#shared/money';
import type { Offer, OfferMaker } from '#shared/offers';
import type { OffersRole } from '../api/offers';
import type { OfferThread } from './threads';

/**
 * A notification opens /offers?tab=…&offer=<step>&status=<status when told> (offerStepUrl). These
 * find the step's thread in whichever list holds it and say, in a sentence, what happened to the
 * thread since the person was told, so an old notification never leaves an old state to act on.
 */

export type LinkedStep = { stepId: string; status: string | null };

/** The step a notification links to, if the address names one. */
export function linkedStepOf(search: string): LinkedStep | null {
  const params = new URLSearchParams(search);
  const stepId = params.get('offer');
  return stepId ? { stepId, status: params.get('status') } : null;
}

export type FoundStep = { role: OffersRole; thread: OfferThread };

/** The list and thread holding the step, if either loaded list has it. */
export function findLinkedThread(
  threads: Record<OffersRole, OfferThread[] | undefined>,
  stepId: string,
): FoundStep | null {
  for (const role of ['sent', 'received'] as const) {
    const thread = threads[role]?.find((t) => t.steps.some((s) => s.id === stepId));
    if (thread) return { role, thread };
  }
  return null;
}

const whoMade = (step: Offer, me: OfferMaker) =>
  step.madeBy === me ? 'You' : `@${step.madeBy === 'buyer' ? step.buyer.handle : step.seller.handle}`;
const whoAnswered = (step: Offer, me: OfferMaker) =>
  step.madeBy === me ? `@${me === 'buyer' ? step.seller.handle : step.buyer.handle}` : 'You';

/** What the thread's newest step says happened, as one sentence (`first`: it opened the thread). */
export function describeStep(step: Offer, me: OfferMaker, first = false): string {
  const amount = formatCents(step.offerCents);
  switch (step.status) {
    case 'pending':
      return first
        ? `${whoMade(step, me)} offered ${amount}.`
        : `${whoMade(step, me)} countered with ${amount}.`;
    case 'accepted':
      return `${whoAnswered(step, me)} accepted the ${amount} offer.`;
    case 'declined':
      return `${whoAnswered(step, me)} declined the ${amount} offer.`;
    case 'cancelled':
      return `${whoMade(step, me)} withdrew the ${amount} offer.`;
    case 'expired':
      return `The ${amount} offer expired.`;
    case 'completed':
      return `The item was bought at ${amount}.`;
    case 'countered':
      return `${whoAnswered(step, me)} countered the ${amount} offer.`;
  }
}

/**
 * What changed since the notification, or null when the thread still stands where it said: on the
 * step it named, with the status it had then.
 */
export function changeSince(thread: OfferThread, linked: LinkedStep, me: OfferMaker): string | null {
  const { latest } = thread;
  if (latest.id === linked.stepId && (linked.status === null || latest.status === linked.status)) return null;
  return `This offer has changed since: ${describeStep(latest, me, thread.steps[0] === latest)}`;
}

/** Said when the linked step is in neither list any more. */
export const LINKED_STEP_GONE = 'This offer is no longer in your offers.';
