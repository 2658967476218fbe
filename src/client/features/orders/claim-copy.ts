import {
  SELLER_ANSWER_DAYS,
  type ClaimEscalation,
  type ClaimStatus,
  type ReturnStatus,
} from '#shared/claims';

/** The claim's words on the order page; errors and toasts are claimMessages. */
export const claimCopy = {
  reportProblem: 'Report a problem',
  notArrivedYet: (day: string) => `Not arrived yet? You can report it from ${day}`,
  dialogTitle: 'Report a problem',
  dialogDescription:
    'Tell us what is wrong. The order is put on hold and the seller has 2 days to answer; the money stays with Rethread meanwhile.',
  reason: 'What went wrong?',
  whichItem: 'Which item is it about?',
  wholeOrder: 'The whole order',
  itemLabel: 'Item',
  itemShare: (title: string, share: string) => `${title} (its share: ${share})`,
  description: 'What is wrong with it?',
  photos: 'Photos (optional)',
  photosHint: (max: number) => `Up to ${max} photos: show the problem, the label, the packaging.`,
  addPhotos: 'Add photos',
  uploading: 'Uploading…',
  removePhoto: (n: number) => `Remove photo ${n}`,
  photo: (n: number) => `Photo ${n}`,
  submit: 'Report problem',
  submitting: 'Sending…',
  reportFailed: 'Failed to report the problem',
  answerFailed: 'Failed to send the answer',
  section: 'Problem reported',
  loadFailed: 'The claim could not be loaded.',
  reasonLabel: 'Reason',
  buyerMessage: (name: string) => `${name} wrote`,
  sellerNote: (name: string) => `${name} answered`,
  answerBy: (day: string, left: string) => `Seller answers by ${day} · ${left}`,
  answerByPassed: 'The seller did not answer in time: it goes to Rethread’s team.',
  escalated: (why: ClaimEscalation) =>
    why === 'seller_disagreed'
      ? 'With Rethread’s team: the seller disagreed'
      : `With Rethread’s team: the seller did not answer within ${SELLER_ANSWER_DAYS} days`,
  returnTitle: 'Return',
  shipBackBy: (day: string) => `Ship it back by ${day}`,
  downloadReturnLabel: 'Download return label',
  moveReturn: 'Move return parcel (test)',
  trackReturn: 'Track the return',
  refundedInFull: 'Refunded in full',
  refundedInFullOf: (amount: string) => `Refunded in full (${amount})`,
  refundedPart: (amount: string) => `${amount} refunded`,
  released: 'Released to the seller',
  decisionNote: 'Rethread’s team',
  timeline: 'Claim timeline',
  // The seller's answer.
  answerPrompt: 'The buyer reported a problem. Answer before the deadline, or it goes to Rethread’s team.',
  refund: 'Refund in full',
  refundTitle: 'Refund the buyer in full?',
  refundDescription: (amount: string) =>
    `${amount} goes back to the buyer and the order ends refunded. The buyer keeps the item. This cannot be undone.`,
  askBack: 'Ask for it back',
  askBackTitle: 'Ask for the item back?',
  askBackDescription:
    'The buyer gets a prepaid return label. Once the return is delivered to you, the buyer is refunded in full.',
  disagree: 'Disagree',
  disagreeTitle: 'Disagree with the claim',
  disagreeDescription:
    'Rethread’s team will look at the order, the buyer’s report and your note, and decide. Both of you are told.',
  disagreeNote: 'Why do you disagree?',
  send: 'Send answer',
  sending: 'Sending…',
  keep: 'Back',
  manageAddresses: 'Add a ship-from address in Settings',
} as const;

/** How a claim stands, in words. */
export const CLAIM_STATUS_WORDS: Record<ClaimStatus, string> = {
  awaiting_seller: 'Waiting for the seller',
  return_requested: 'Return requested',
  awaiting_operator: 'With Rethread’s team',
  resolved: 'Resolved',
};

/** Where the return parcel stands. */
export const RETURN_STATUS_WORDS: Record<ReturnStatus, string> = {
  label_ready: 'Return label ready',
  in_transit: 'Return on its way',
  delivered: 'Return delivered to the seller',
};
