import { DEFAULT_FEE_CONFIG, type FeeConfig } from '#shared/fees.js';
import { DEFAULT_SHIPPING_RATES, PARCEL_SIZES, type ShippingRates } from '#shared/shipping.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readFeeConfig } from '../../lib/payments/fee-config.js';
import { forgetShippingRates, getShippingRates } from '../shipping/shipping.service.js';
import { recordAudit } from './audit.service.js';
import * as q from './tables.queries.js';

/**
 * The fee and shipping-rate tables. Checkout reads the fee row on every quote and the rates
 * through the shipping service's short cache, which a change here drops, so the next checkout on this
 * instance uses the new table (others within SHIPPING_RATES_TTL_MS).
 */

const feesOf = (row: FeeConfig): FeeConfig => ({
  sellerPercentBps: row.sellerPercentBps,
  lowPriceFlatFeeCents: row.lowPriceFlatFeeCents,
  lowPriceThresholdCents: row.lowPriceThresholdCents,
  buyerProtectionBps: row.buyerProtectionBps,
  buyerProtectionCapCents: row.buyerProtectionCapCents,
});

export async function fees(ctx: AppContext): Promise<FeeConfig> {
  return feesOf(await readFeeConfig(ctx.db));
}

export async function updateFees(
  ctx: AppContext,
  adminId: string,
  input: FeeConfig & { note: string },
): Promise<FeeConfig> {
  const after = feesOf(input);
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const row = await q.lockFeeRow(tx);
    const before = row ? feesOf(row) : DEFAULT_FEE_CONFIG;
    await q.upsertFees(tx, after);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'fees.update',
      targetKind: 'fees',
      targetId: '1',
      reason: input.note,
      details: { before, after },
    });
  });
  return after;
}

export async function rates(ctx: AppContext): Promise<ShippingRates> {
  return getShippingRates(ctx.db);
}

export async function updateRates(
  ctx: AppContext,
  adminId: string,
  input: { rates: ShippingRates; note: string },
): Promise<ShippingRates> {
  const after = Object.fromEntries(PARCEL_SIZES.map((s) => [s, input.rates[s]])) as ShippingRates;
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const before = { ...DEFAULT_SHIPPING_RATES };
    for (const row of await q.lockRateRows(tx)) before[row.parcelSize] = row.priceCents;
    await q.upsertRates(tx, after);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'shipping_rates.update',
      targetKind: 'shipping_rates',
      targetId: 'all',
      reason: input.note,
      details: { before, after },
    });
  });
  forgetShippingRates(ctx.db);
  return after;
}
