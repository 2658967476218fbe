import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';

/**
 * Fills a throw-away database with `count` listings from word lists, spread over categories, sizes,
 * colours, prices and 180 days, in one INSERT … SELECT so 100,000 rows take seconds, not minutes.
 */
export async function seedBenchListings(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (handle, display, email, password_hash, bio)
    select 'bench_seller_' || g, 'Bench Seller ' || g, 'bench' || g || '@bench.test', null, 'Bench data'
    from generate_series(1, 500) g`);
  await db.execute(sql`
    with words as (
      select
        array['Vintage','Classic','Oversized','Slim','Cropped','Relaxed','Linen','Wool','Leather','Denim',
              'Cashmere','Silk','Cotton','Suede','Quilted','Pleated','Striped','Floral','Ribbed','Faux fur'] as adj,
        array['Jacket','Jeans','Dress','Sneakers','Boots','Handbag','Sweater','Blazer','Shirt','Skirt',
              'Coat','Hoodie','Trousers','Sandals','Scarf','Hat','Belt','Watch','Sunglasses','Tote'] as noun,
        array['Levi''s','Nike','Adidas','Zara','H&M','Gucci','Prada','Patagonia','Uniqlo','Madewell',
              'Everlane','Coach','Ralph Lauren','Converse','Vans','Carhartt','Free People','Reformation'] as brand,
        array['Clothing','Shoes','Jewelry','Jackets','Dresses','Tops','Bottoms','Accessories','Bags',
              'Watches','Sunglasses','Hats','Belts','Scarves'] as category,
        array['Black','White','Red','Blue','Green','Yellow','Pink','Purple','Brown','Orange','Gray',
              'Multi-Color','Gold','Silver'] as color,
        array['XS','S','M','L','XL','XXL'] as size,
        array['Men','Women','Teen','Child'] as gender,
        array['Used','New with Tags'] as conds
    ),
    sellers as (select array_agg(id order by handle) as ids from users where handle like 'bench_seller_%')
    insert into listings (seller_id, title, description, price_cents, image_url, images, category, gender,
                          size, color, condition, brand, style_tags, created_at, is_active, is_sold)
    select
      sellers.ids[1 + abs(hashtext(g || 'seller')) % 500],
      b || ' ' || a || ' ' || n,
      'Gently worn ' || lower(a) || ' ' || lower(n) || ' by ' || b || ' in ' || lower(c) ||
        '. Size ' || s || ', measured flat, no stains or holes. Ships in one business day from a smoke-free home.',
      100 + abs(hashtext(g || 'price')) % 60000,
      '/uploads/bench/1280.webp',
      array['/uploads/bench/1280.webp'],
      cat, gen, s, c, cond, b,
      array[lower(a), lower(n)],
      now() - (abs(hashtext(g || 'age')) % (180 * 24 * 3600)) * interval '1 second',
      (g % 50) <> 0,
      (g % 97) = 0
    from generate_series(1, ${count}) g, words, sellers,
      lateral (select
        words.adj[1 + abs(hashtext(g || 'adj')) % 20] as a,
        words.noun[1 + abs(hashtext(g || 'noun')) % 20] as n,
        words.brand[1 + abs(hashtext(g || 'brand')) % 18] as b,
        words.category[1 + abs(hashtext(g || 'cat')) % 14] as cat,
        words.color[1 + abs(hashtext(g || 'color')) % 14] as c,
        words.size[1 + abs(hashtext(g || 'size')) % 6] as s,
        words.gender[1 + abs(hashtext(g || 'gender')) % 4] as gen,
        words.conds[1 + abs(hashtext(g || 'cond')) % 2] as cond) pick`);
  // Sets hint bits and the visibility map, as autovacuum would long before 100,000 real listings.
  await db.execute(sql`vacuum analyze`);
}
