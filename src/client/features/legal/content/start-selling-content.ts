import { Camera, MessageCircle, Package, Wallet, type LucideIcon } from 'lucide-react';
import { MAX_IMAGES_PER_LISTING } from '#shared/constants';
import { SHIP_WITHIN_BUSINESS_DAYS } from '#shared/order-timers';
import { DEFAULT_FEE_CONFIG } from '#shared/fees';

/**
 * The selling-information reading of our fees, kept word for word as displayed copy (docs/product/05-checkout-orders.md
 * §5.6). What is actually charged is the computed rule in src/shared/fees.ts, which the fee
 * calculator uses.
 */
export const ADVERTISED_SELLING_FEE = {
  percent: 3.5,
  text: '3.5% selling fee plus payment processing (typically 2.9% + $0.30)',
} as const;

/** What other platforms are said to charge, as the selling-information page states it. */
export const OTHER_PLATFORM_FEE_PERCENTS = [10, 13, 15] as const;

/** The landing page's and calculator's reading (docs/product/05-checkout-orders.md §5.6): an 8% fee, so sellers keep 92%. */
const sellerFeePercent = DEFAULT_FEE_CONFIG.sellerPercentBps / 100;
export const KEEP_READING = { feePercent: sellerFeePercent, keepPercent: 100 - sellerFeePercent } as const;

export type SellingStep = { title: string; body: string; icon: LucideIcon };

export const SELLING_STEPS: readonly SellingStep[] = [
  {
    title: 'List it in minutes',
    body: `Add up to ${MAX_IMAGES_PER_LISTING} photos, the brand, size and condition, and set your price. Listing is free. Already selling on Poshmark or Mercari? Import your closet instead.`,
    icon: Camera,
  },
  {
    title: 'Answer questions and offers',
    body: 'Buyers ask questions and send offers. You see exactly what you would earn before you accept, and unanswered offers expire after 48 hours.',
    icon: MessageCircle,
  },
  {
    title: 'Ship within 1-2 business days',
    body: `When your item sells, print the prepaid label from the order, pack the item with care and drop it off: the buyer follows the tracking by itself. The order's ship-by date is ${SHIP_WITHIN_BUSINESS_DAYS} business days after the sale.`,
    icon: Package,
  },
  {
    title: 'Get paid',
    body: 'The buyer pays by card at checkout. Your earnings are the sale price minus the seller fee and processing, with no listing fees and no surprises.',
    icon: Wallet,
  },
];

export const PHOTO_TIPS: readonly string[] = [
  'Shoot in natural daylight against a plain wall or floor; avoid flash, which flattens colour and texture.',
  'Make the first photo the whole item, front on. It is the cover buyers see in search.',
  'Add the back, the brand label, the size and care tags, and close-ups of the fabric.',
  'Photograph any flaws honestly: a visible mark in the photos means no surprises and no returns.',
  'Use photos of the actual item, never stock or brand images.',
];

export const PRICING_TIPS: readonly string[] = [
  'Search for the same brand and style to see what similar pieces are listed for.',
  'Price for condition: new with tags sells close to retail, gently worn pieces usually at 30-60% of it.',
  'Leave a little room for offers; many buyers open with one.',
  'Check your earnings in the fee calculator before you publish, so there are no surprises.',
  'Refresh a slow seller: better photos and a fuller description usually help more than a price cut.',
];
