import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feeConfigs } from '../../db/schema.js';

/** The one fee configuration row (id 1), if it exists. */
export async function findFeeConfigRow(db: Db) {
  const [row] = await db.select().from(feeConfigs).where(eq(feeConfigs.id, 1)).limit(1);
  return row;
}
