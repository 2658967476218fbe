/**
 * The fee rule that is actually computed (docs/product/05-checkout-orders.md §5.6; docs/product/10-decisions-beyond-the-spec.md §10.1), in integer cents, used by the server
 * (orders, offers) and the client (listing form, fee calculator) alike.
 */

import type { ShippingPayer } from './shipping.js';

export type FeeConfig = {
  sellerPercentBps: number;
  lowPriceFlatFeeCents: number;
  lowPriceThresholdCents: number;
  buyerProtectionBps: number;
  buyerProtectionCapCents: number;
};

/** Mirrors the fee_configs row's defaults. */
export const DEFAULT_FEE_CONFIG: FeeConfig = {
  sellerPercentBps: 800,
  lowPriceFlatFeeCents: 150,
  lowPriceThresholdCents: 1500,
  buyerProtectionBps: 200,
  buyerProtectionCapCents: 800,
};

/** The payment processing fee per sale. */
export const PROCESSING_FEE_CENTS = 30;

export const FEE_TEXT = '8% on sales over $15, or $1.50 flat fee for items under $15';

export type Fees = { sellerFeeCents: number; processingFeeCents: number; earningsCents: number };

/**
 * Seller fee: `sellerPercentBps` of the price when the price is at least the threshold, else the flat
 * fee. The percentage is rounded half up to a whole cent with integer arithmetic (price × bps is exact
 * below 2^53 for every price we accept), so $15.01 pays 120 cents and $0.07 of 8% would be 1 cent.
 * Earnings = price − seller fee − processing fee, never below 0.
 */
export function computeFees(priceCents: number, config: FeeConfig = DEFAULT_FEE_CONFIG): Fees {
  if (!Number.isInteger(priceCents) || priceCents < 0)
    throw new RangeError('priceCents must be a whole number ≥ 0');
  const sellerFeeCents =
    priceCents >= config.lowPriceThresholdCents
      ? Math.floor((priceCents * config.sellerPercentBps + 5_000) / 10_000)
      : config.lowPriceFlatFeeCents;
  const processingFeeCents = PROCESSING_FEE_CENTS;
  const earningsCents = sellerEarningsCents({ priceCents, sellerFeeCents, processingFeeCents });
  return { sellerFeeCents, processingFeeCents, earningsCents };
}

/**
 * What the seller takes home from a sale: the price less both fees and, with free shipping, the label
 * the seller pays for; never below 0. Orders call it with the amounts stored on them, so a later fee
 * or rate change never rewrites a past sale.
 */
export function sellerEarningsCents(sale: {
  priceCents: number;
  sellerFeeCents: number;
  processingFeeCents: number;
  sellerShippingCents?: number;
}): number {
  const { priceCents, sellerFeeCents, processingFeeCents, sellerShippingCents = 0 } = sale;
  return Math.max(0, priceCents - sellerFeeCents - processingFeeCents - sellerShippingCents);
}

/** What shipping costs each side of one sale, in cents. */
export type ShippingSplit = {
  /** The parcel's price from the shipping rates. */
  shippingCents: number;
  /** What the buyer pays on top of the price: the parcel's price, or 0 with free shipping. */
  buyerShippingCents: number;
  /** The seller's earnings after fees and, with free shipping, the label (never below 0). */
  earningsCents: number;
};

/**
 * Shipping for one sale: the buyer pays the parcel's price unless the seller pays ("Free
 * shipping"), in which case it comes out of the seller's earnings. Written once here so the listing
 * page, the fee calculator and checkout never disagree.
 */
export function computeShippingSplit(
  priceCents: number,
  shippingCents: number,
  payer: ShippingPayer,
  config: FeeConfig = DEFAULT_FEE_CONFIG,
): Fees & ShippingSplit {
  if (!Number.isInteger(shippingCents) || shippingCents < 0)
    throw new RangeError('shippingCents must be a whole number ≥ 0');
  const fees = computeFees(priceCents, config);
  const sellerPays = payer === 'seller';
  return {
    ...fees,
    shippingCents,
    buyerShippingCents: sellerPays ? 0 : shippingCents,
    earningsCents: sellerEarningsCents({
      priceCents,
      sellerFeeCents: fees.sellerFeeCents,
      processingFeeCents: fees.processingFeeCents,
      sellerShippingCents: sellerPays ? shippingCents : 0,
    }),
  };
}

/** A sale as the seller's ledger books it: the price and what comes off it, in cents. */
export type SaleLedger = {
  saleCents: number;
  sellerFeeCents: number;
  processingFeeCents: number;
  shippingLabelCents: number;
  earningsCents: number;
};

/**
 * The ledger's entries for one sale: the price in, then the seller fee, processing and (with free
 * shipping) the label out, each capped by what is left so the seller never owes on a sale (the
 * platform absorbs a flat fee larger than a tiny price). Always sale − the three = earnings =
 * sellerEarningsCents of the same sale.
 */
export function saleLedger(sale: {
  priceCents: number;
  sellerFeeCents: number;
  processingFeeCents: number;
  sellerShippingCents: number;
}): SaleLedger {
  let left = sale.priceCents;
  const take = (cents: number) => {
    const taken = Math.min(cents, left);
    left -= taken;
    return taken;
  };
  const sellerFeeCents = take(sale.sellerFeeCents);
  const processingFeeCents = take(sale.processingFeeCents);
  const shippingLabelCents = take(sale.sellerShippingCents);
  return {
    saleCents: sale.priceCents,
    sellerFeeCents,
    processingFeeCents,
    shippingLabelCents,
    earningsCents: left,
  };
}
