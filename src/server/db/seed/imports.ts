import { loadSharp } from '../../lib/sharp.js';
import { canonicalListingUrl, importMessages, type JobProgressEntry } from '#shared/imports.js';
import { normalizeSize } from '#shared/sizes.js';
import type { AppContext } from '../../context.js';
import { storeImageBuffer } from '../../features/images/images.service.js';
import { bulkImportJobs, listings } from '../schema.js';
import { COLOR_HEX, garmentSvg, type Garment } from './garment-art.js';
import type { DEMO_USERS } from './demo-users.js';
import { defaultParcelSize } from '#shared/shipping.js';

type SeededUsers = Record<(typeof DEMO_USERS)[number]['handle'], string>;

const DAY = 24 * 60 * 60 * 1000;

type ImportedItem = {
  url: string;
  garment: Garment;
  title: string;
  description: string;
  dollars: number;
  category: string;
  size: string;
  color: string;
  brand: string;
  tags: string[];
};

// A Poshmark closet move: three listings came over, one had been taken down on the other site.
const CLOSET_ITEMS: ImportedItem[] = [
  {
    url: 'https://poshmark.com/listing/Ganni-Floral-Midi-Dress-6531f0c2a7d94e1b8c3f2a01',
    garment: 'dress',
    title: 'Ganni Floral Midi Dress',
    description:
      'Imported from my Poshmark closet. Seersucker midi with puff sleeves, size 38 (US 6). Worn twice, no flaws.',
    dollars: 95,
    category: 'Dresses',
    size: '6',
    color: 'Yellow',
    brand: 'Ganni',
    tags: ['floral', 'midi', 'summer'],
  },
  {
    url: 'https://poshmark.com/listing/Madewell-Transport-Tote-6531f0c2a7d94e1b8c3f2a02',
    garment: 'bag',
    title: 'Madewell Transport Tote',
    description:
      'Imported from my Poshmark closet. Cognac leather, fits a 13" laptop. Light wear on the corners, lovely patina.',
    dollars: 88,
    category: 'Bags',
    size: 'One Size',
    color: 'Brown',
    brand: 'Madewell',
    tags: ['leather', 'work', 'everyday'],
  },
  {
    url: 'https://poshmark.com/listing/Everlane-Cashmere-Crew-6531f0c2a7d94e1b8c3f2a03',
    garment: 'tshirt',
    title: 'Everlane Cashmere Crew Sweater',
    description: 'Imported from my Poshmark closet. Grade-A cashmere crew neck in heather grey, size S.',
    dollars: 62,
    category: 'Tops',
    size: 'S',
    color: 'Gray',
    brand: 'Everlane',
    tags: ['cashmere', 'minimal'],
  },
];
const CLOSET_GONE = 'https://poshmark.com/listing/Zara-Linen-Blazer-6531f0c2a7d94e1b8c3f2a04';

// And one listing brought over by URL from Mercari.
const MERCARI_ITEM: ImportedItem = {
  url: 'https://www.mercari.com/us/item/m58203317745/',
  garment: 'sneaker',
  title: 'Veja V-10 Sneakers',
  description: 'Imported from Mercari. White/navy leather, women\u2019s 39. Cleaned and ready to go.',
  dollars: 74,
  category: 'Shoes',
  size: '8.5',
  color: 'White',
  brand: 'Veja',
  tags: ['sneakers', 'sustainable'],
};

async function photoFor(ctx: AppContext, item: ImportedItem): Promise<string> {
  const sharp = await loadSharp();
  const png = await sharp(
    Buffer.from(garmentSvg(item.garment, COLOR_HEX[item.color] ?? '#888888', item.brand, 0)),
  )
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return storeImageBuffer(ctx, null, png);
}

/**
 * Demo import history: @priya_closet moved part of her Poshmark closet over with a bulk
 * job three days ago (three imported, one no longer on Poshmark) and brought one Mercari listing
 * by URL, so the import page, the listing pages' "Imported from" line and the job results all have
 * something real to show on a first `npm start`.
 */
export async function seedImports(ctx: AppContext, users: SeededUsers): Promise<void> {
  const sellerId = users.priya_closet;
  const now = Date.now();
  const startedAt = new Date(now - 3 * DAY);
  const items = [...CLOSET_ITEMS, MERCARI_ITEM];
  const photos = await Promise.all(items.map((item) => photoFor(ctx, item)));
  const rows = await ctx.db
    .insert(listings)
    .values(
      items.map((item, i) => ({
        sellerId,
        title: item.title,
        description: item.description,
        priceCents: Math.round(item.dollars * 100),
        imageUrl: photos[i]!,
        images: [photos[i]!],
        category: item.category,
        gender: 'Women',
        type: 'Women',
        // Stored as the importer stores a scraped size: Poshmark's "8.5" on shoes is US 8.5.
        size: normalizeSize(item.category, item.size),
        parcelSize: defaultParcelSize(item.category),
        color: item.color,
        condition: 'Used',
        brand: item.brand,
        styleTags: item.tags,
        originalUrl: canonicalListingUrl(item.url),
        sourcePlatform: item === MERCARI_ITEM ? 'mercari' : 'poshmark',
        createdAt: new Date(startedAt.getTime() + (i + 1) * 8000 + (item === MERCARI_ITEM ? DAY : 0)),
      })),
    )
    .returning({ id: listings.id, title: listings.title, priceCents: listings.priceCents });

  const progressData: JobProgressEntry[] = [
    ...CLOSET_ITEMS.map((item, i) => ({
      url: canonicalListingUrl(item.url),
      status: 'success' as const,
      listing: rows[i]!,
    })),
    { url: CLOSET_GONE, status: 'failed', error: importMessages.notFound },
  ];
  await ctx.db.insert(bulkImportJobs).values({
    userId: sellerId,
    status: 'completed',
    totalUrls: progressData.length,
    processedUrls: progressData.length,
    successfulUrls: CLOSET_ITEMS.length,
    failedUrls: 1,
    sourceUrls: progressData.map((p) => p.url),
    progressData,
    startedAt,
    completedAt: new Date(startedAt.getTime() + 41_000),
    createdAt: new Date(startedAt.getTime() - 2000),
  });
}
