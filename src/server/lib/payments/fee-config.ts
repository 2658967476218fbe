import { computeFees, DEFAULT_FEE_CONFIG, type FeeConfig } from '#shared/fees.js';
import type { Db } from '../../db/client.js';
import { findFeeConfigRow } from './fee-config.queries.js';

/** The fee configuration row (docs/product/05-checkout-orders.md §5.3 fee_configs); the spec's defaults if the row is missing. */
export async function readFeeConfig(db: Db): Promise<FeeConfig> {
  const row = await findFeeConfigRow(db);
  if (!row) return DEFAULT_FEE_CONFIG;
  const { id: _id, ...config } = row;
  return config;
}

/** The seller's fee, the processing fee and the seller's earnings at `priceCents`, all in cents. */
export async function feesAt(db: Db, priceCents: number) {
  return computeFees(priceCents, await readFeeConfig(db));
}
