import { orderMessages } from '#shared/orders.js';
import { shipmentMessages } from '#shared/shipments.js';
import type { AppContext } from '../../context.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { partiesOrThrow } from '../orders/orders.service.js';
import { readLabelPdf } from './shipments.queries.js';

/**
 * GET /api/orders/:id/label: the prepaid label's PDF, for the order's seller only. The buyer hears
 * 403 (it is their order, but not their label to print); anyone else 404, as for an order that does
 * not exist. A label still being bought answers 409; a cancelled or refunded order's voided label 404.
 */
export async function labelPdfFor(ctx: AppContext, userId: string, orderId: string) {
  const order = await partiesOrThrow(ctx, orderId);
  if (order.sellerId !== userId) {
    throw order.buyerId === userId
      ? forbidden(shipmentMessages.onlySellerLabel)
      : notFound(orderMessages.notFound);
  }
  // A refunded order's label (and the buyer's address on it) is no longer the seller's to read.
  if (order.status === 'refunded' || order.status === 'cancelled')
    throw notFound(shipmentMessages.labelVoided);
  const bytes = await readLabelPdf(ctx.db, orderId);
  if (!bytes) throw conflict(shipmentMessages.labelNotReady);
  return { bytes, filename: `rethread-label-${orderId.slice(0, 8)}.pdf` };
}
