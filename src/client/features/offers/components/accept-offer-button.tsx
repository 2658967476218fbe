import { computeFees } from '#shared/fees';
import { formatCents } from '#shared/money';
import { RESERVATION_HOURS } from '#shared/constants';
import type { Offer, OfferMaker } from '#shared/offers';
import { ConfirmButton } from '#client/components/confirm-button';

/**
 * What accepting a step does, in the words of the side accepting it. The server holds the listing
 * for the step's buyer for RESERVATION_HOURS at the step's amount (offers.service.ts), and an
 * acceptance has no undo: only its hold lapsing ends it.
 */
export function acceptCopy(step: Offer, me: OfferMaker, counter: boolean) {
  const amount = formatCents(step.offerCents);
  const item = `“${step.listing.title}”`;
  if (me === 'seller') {
    const earnings = step.earnings ?? computeFees(step.offerCents);
    return {
      title: `Accept ${amount} from @${step.buyer.handle}?`,
      lines: [
        `${item} is held for @${step.buyer.handle} at ${amount} for ${RESERVATION_HOURS} hours: no one else can buy it meanwhile. You’d earn ${formatCents(earnings.earningsCents)}.`,
        'An accepted offer cannot be taken back.',
      ],
      confirm: `Accept ${amount}`,
    };
  }
  const kind = counter ? 'counter-offer' : 'offer';
  return {
    title: `Accept @${step.seller.handle}’s ${kind} of ${amount}?`,
    lines: [
      `${item} is held for you at ${amount} for ${RESERVATION_HOURS} hours: complete the purchase before then. You pay only when you complete it.`,
      'An accepted offer cannot be taken back.',
    ],
    confirm: `Accept ${amount}`,
  };
}

/** "Accept" on a pending step, asked once more with the amount and the hold it starts. */
export function AcceptOfferButton({
  step,
  me,
  counter,
  busy,
  onAccept,
}: {
  step: Offer;
  me: OfferMaker;
  /** Whether the step answers an earlier one (a counter-offer) rather than opening the thread. */
  counter: boolean;
  busy: boolean;
  onAccept: () => void;
}) {
  const copy = acceptCopy(step, me, counter);
  return (
    <ConfirmButton
      label={`Accept offer on ${step.listing.title}`}
      disabled={busy}
      title={copy.title}
      description={copy.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      confirmLabel={copy.confirm}
      onConfirm={onAccept}
    >
      Accept
    </ConfirmButton>
  );
}
