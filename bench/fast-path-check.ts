// The correctness check beside the figures: the first page of each filtered sort, as the API answers it
// (walking the index that fits its sort), equals the same filter and order answered by PostgreSQL with
// index scans turned off (every match found, then sorted), at whatever size the benchmark seeded.
import postgres from 'postgres';

const ORDERS: Record<string, string> = {
  trending: 'hot_score desc, id desc',
  newest: 'created_at desc, id desc',
  'price-low': 'price_cents asc, id asc',
  'price-high': 'price_cents desc, id desc',
  popular: 'popularity desc, id desc',
};
const FILTERS = [
  { category: 'Jackets', min: 20, max: 150 },
  { category: 'Shoes', min: 5, max: 40 },
  { category: 'Watches', min: 300, max: 600 },
];

/** Says how many filtered sorts' first pages agree, naming any that do not. */
export async function filteredPagesAgree(dbUrl: string, baseUrl: string): Promise<string> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const differ: string[] = [];
  let checked = 0;
  try {
    await sql`set enable_indexscan = off`;
    await sql`set enable_indexonlyscan = off`;
    await sql`set enable_bitmapscan = off`;
    for (const f of FILTERS) {
      for (const [sort, order] of Object.entries(ORDERS)) {
        const url = `${baseUrl}/api/listings?category=${f.category}&minPrice=${f.min}&maxPrice=${f.max}&sort=${sort}&limit=24`;
        const page = (await (await fetch(url)).json()) as { listings: { id: string }[] };
        const rows = await sql.unsafe<{ id: string }[]>(
          `select id from listings where is_active and not is_sold and category = $1
             and price_cents between $2 and $3 order by ${order} limit 24`,
          [f.category, f.min * 100, f.max * 100],
        );
        checked++;
        const [api, plain] = [page.listings.map((l) => l.id).join(), rows.map((r) => r.id).join()];
        if (api !== plain) differ.push(`${f.category} ${f.min}–${f.max} by ${sort}`);
      }
    }
  } finally {
    await sql.end();
  }
  return differ.length
    ? `Filtered first pages that differ from a plain sort of every match: ${differ.join('; ')} (of ${checked}).`
    : `All ${checked} filtered first pages (3 filters × 5 sorts) equal a plain sort of every match.`;
}
