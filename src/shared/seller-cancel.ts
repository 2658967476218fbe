import { z } from 'zod';

/**
 * A seller calling off a paid sale before it ships (docs/decisions/038-seller-cancellation.md): the
 * buyer is refunded in full at once and told why, and the seller says what becomes of the item — back
 * on sale, or kept off sale (it sold elsewhere, it is damaged). Each one is counted on the seller:
 * operators see the count beside the seller's orders, and buyers deserve sellers who rarely do it.
 */

export const SELLER_CANCEL_REASONS = ['out_of_stock', 'damaged', 'buyer_asked'] as const;
export type SellerCancelReason = (typeof SELLER_CANCEL_REASONS)[number];

/** How each reason reads in the seller's dialog… */
export const sellerCancelReasonLabels: Record<SellerCancelReason, string> = {
  out_of_stock: 'It is no longer available',
  damaged: 'It is damaged',
  buyer_asked: 'The buyer asked me to cancel',
};

/** …and in what both sides are told afterwards. */
const reasonTold: Record<SellerCancelReason, string> = {
  out_of_stock: 'the item is no longer available',
  damaged: 'the item is damaged',
  buyer_asked: 'the buyer asked to cancel',
};

/**
 * What becomes of the item(s): for sale again at once, off sale until the seller lists it again, or
 * sold on another site (it stays sold, with no order, like "Sold elsewhere").
 */
export const SELLER_CANCEL_AFTERWARDS = ['relist', 'keep_off_sale', 'sold_elsewhere'] as const;
export type SellerCancelAfterwards = (typeof SELLER_CANCEL_AFTERWARDS)[number];

export const sellerCancelMessages = {
  reasonRequired: 'Choose why you are cancelling this sale',
  afterwardsRequired: 'Choose whether the item goes back on sale',
  onlySeller: 'Only the seller can cancel a sale',
  notCancellable: 'Only a paid order that has not shipped can be cancelled',
} as const;

/** The refund reason kept on the order, which both sides read on it and in their notices. */
export const cancelledBySeller = (reason: SellerCancelReason) =>
  `Cancelled by the seller: ${reasonTold[reason]}. Refunded in full.`;

/** POST /api/orders/:id/seller-cancel */
export const sellerCancelInputSchema = z.strictObject({
  reason: z.enum(SELLER_CANCEL_REASONS, { error: sellerCancelMessages.reasonRequired }),
  afterwards: z.enum(SELLER_CANCEL_AFTERWARDS, { error: sellerCancelMessages.afterwardsRequired }),
});
export type SellerCancelInput = z.infer<typeof sellerCancelInputSchema>;

/** The seller's dialog on the order page. */
export const sellerCancelCopy = {
  button: 'Cancel sale',
  title: 'Cancel this sale?',
  description: (total: string, buyer: string) =>
    `${buyer} gets the ${total} they paid back in full, at once, and is told why. This cannot be undone, and it counts on your record as a seller.`,
  reasonLegend: 'Why are you cancelling?',
  afterwardsLegend: 'What happens to the item?',
  afterwards: {
    relist: 'Put it back on sale',
    keep_off_sale: 'Keep it off sale for now',
    sold_elsewhere: 'It sold elsewhere',
  } satisfies Record<SellerCancelAfterwards, string>,
  confirm: 'Cancel sale and refund',
  keep: 'Keep the sale',
  done: 'Sale cancelled',
  doneDescription: 'The buyer is refunded in full.',
  failed: 'Failed to cancel the sale',
} as const;
