import { sql, type SQL } from 'drizzle-orm';
import { SOLD_ORDER_STATUSES } from '#shared/orders.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { PAGE_COLUMNS, type PageRow } from './search.queries.js';

/**
 * Sold listings, newest sale first (listings_seller_sold_idx for a closet, listings_sold_recent_idx
 * for sold search): a keyset page over (sold_at desc nulls last, id desc).
 */

export type SoldRow = PageRow & { soldAt: Date | null; soldElsewhere: boolean };
type Raw = SoldRow & { generation: number | string };

/** Which sold listings a sold page may show: every one of a seller's to them, else only active ones. */
export function soldCondition(where: SQL, all: boolean): SQL {
  return all ? sql`${where} and l.is_sold` : sql`${where} and l.is_sold and l.is_active`;
}

export async function selectSoldPage(
  db: Db,
  where: SQL,
  after: { soldAt: string | null; id: string } | undefined,
  limit: number,
): Promise<{ rows: SoldRow[]; more: boolean; generation: number | undefined }> {
  // Past a dated row come earlier ones and then the undated (sold before sold_at was kept).
  const keyset = !after
    ? sql``
    : after.soldAt === null
      ? sql`and l.sold_at is null and l.id < ${after.id}::uuid`
      : sql`and (l.sold_at < ${after.soldAt}::timestamptz
          or (l.sold_at = ${after.soldAt}::timestamptz and l.id < ${after.id}::uuid) or l.sold_at is null)`;
  const raw = rowsOf<Raw>(
    await db.execute(sql`
      select ${PAGE_COLUMNS}, l.sold_at as "soldAt", l.sold_elsewhere_at is not null as "soldElsewhere"
      from listings l
      where ${where} ${keyset}
      order by l.sold_at desc nulls last, l.id desc
      limit ${limit + 1}`),
  );
  return {
    rows: raw.slice(0, limit).map((r) => ({
      id: r.id,
      likeCount: Number(r.likeCount),
      commentCount: Number(r.commentCount),
      viewCount: Number(r.viewCount),
      reserved: r.reserved === true,
      soldAt: r.soldAt === null ? null : new Date(r.soldAt),
      soldElsewhere: r.soldElsewhere === true,
    })),
    more: raw.length > limit,
    generation: raw[0] ? Number(raw[0].generation) : undefined,
  };
}

/** What paid for each listing on Rethread: its order's price, its own price and the order's items' total. */
export type SalePrice = { listingId: string; paidCents: number; itemCents: number; itemsCents: number };

export async function salePricesOf(db: Db, listingIds: readonly string[]): Promise<SalePrice[]> {
  if (!listingIds.length) return [];
  const ids = sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const statuses = sql.join(
    [...SOLD_ORDER_STATUSES, 'refunded'].map((s) => sql`${s}`),
    sql`, `,
  );
  // A parcel's items (order_items); an order from before parcels had items is its listing's alone.
  const result = await db.execute(sql`
    select distinct on ("listingId") * from (
      select oi.listing_id as "listingId", o.price_cents as "paidCents", oi.price_cents as "itemCents",
        (select sum(x.price_cents) from order_items x where x.order_id = o.id)::int as "itemsCents",
        o.paid_at as "paidAt"
      from order_items oi join orders o on o.id = oi.order_id
      where oi.listing_id in (${ids}) and o.status in (${statuses})
      union all
      select o.listing_id, o.price_cents, o.price_cents, o.price_cents, o.paid_at
      from orders o
      where o.listing_id in (${ids}) and o.status in (${statuses})
        and not exists (select 1 from order_items x where x.order_id = o.id)
    ) s
    order by "listingId", "paidAt" desc nulls last`);
  return rowsOf<SalePrice>(result).map((r) => ({
    listingId: r.listingId,
    paidCents: Number(r.paidCents),
    itemCents: Number(r.itemCents),
    itemsCents: Number(r.itemsCents),
  }));
}
