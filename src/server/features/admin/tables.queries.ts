import type { FeeConfig } from '#shared/fees.js';
import type { ShippingRates } from '#shared/shipping.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feeConfigs, shippingRates } from '../../db/schema.js';

/** The one fee_configs row, locked for the change (missing only in a hand-edited database). */
export async function lockFeeRow(tx: Db) {
  const [row] = await tx.select().from(feeConfigs).for('update');
  return row;
}

export async function upsertFees(tx: Db, fees: FeeConfig): Promise<void> {
  await tx
    .insert(feeConfigs)
    .values({ id: 1, ...fees })
    .onConflictDoUpdate({ target: feeConfigs.id, set: fees });
}

export async function lockRateRows(tx: Db) {
  return tx
    .select({ parcelSize: shippingRates.parcelSize, priceCents: shippingRates.priceCents })
    .from(shippingRates)
    .for('update');
}

export async function upsertRates(tx: Db, rates: ShippingRates): Promise<void> {
  await tx
    .insert(shippingRates)
    .values(
      Object.entries(rates).map(([size, priceCents]) => ({
        parcelSize: size as keyof ShippingRates,
        priceCents,
      })),
    )
    .onConflictDoUpdate({
      target: shippingRates.parcelSize,
      set: { priceCents: sql`excluded.price_cents`, updatedAt: sql`now()` },
    });
}
