import { SIZES } from './constants.js';

/**
 * The size systems people shop by, in one place for the listing form, the browse
 * filters, the search filter and the importers. A listing's size stays free text (docs/product/02-listings.md §2.5: "size …
 * free text"), but every writer stores it through `normalizeSize`, so "8.5", "US 8.5" and "8.5 US" on
 * a pair of shoes are all stored as "US 8.5" and one filter finds them all.
 */

export type SizeSystemId = 'letter' | 'womens' | 'waist' | 'us-shoe' | 'eu-shoe' | 'one-size';
export type SizeSystem = { id: SizeSystemId; label: string; sizes: readonly string[] };

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

export const SIZE_SYSTEMS: Record<SizeSystemId, SizeSystem> = {
  letter: { id: 'letter', label: 'Letter', sizes: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] },
  // US women's numeric sizes; odd junior sizes and plus sizes (22W) are typed as custom sizes.
  womens: { id: 'womens', label: "Women's", sizes: ['00', ...range(0, 20, 2).map(String)] },
  waist: { id: 'waist', label: 'Waist', sizes: range(24, 40, 1).map((n) => `W${n}`) },
  // One US scale for men's and women's shoes: the listing's gender says which.
  'us-shoe': { id: 'us-shoe', label: 'US', sizes: range(5, 15, 0.5).map((n) => `US ${n}`) },
  'eu-shoe': { id: 'eu-shoe', label: 'EU', sizes: range(35, 48, 1).map((n) => `EU ${n}`) },
  'one-size': { id: 'one-size', label: 'One size', sizes: ['One Size'] },
};

const CLOTHING: SizeSystemId[] = ['letter', 'womens'];
const BOTTOMS: SizeSystemId[] = ['letter', 'womens', 'waist'];
const ONE_SIZE: SizeSystemId[] = ['one-size'];

/** Which systems a category offers: the listing form's categories and the browse filter's words. */
const CATEGORY_SYSTEMS: Record<string, SizeSystemId[]> = {
  shoes: ['us-shoe', 'eu-shoe'],
  clothing: CLOTHING,
  jackets: CLOTHING,
  dresses: CLOTHING,
  tops: CLOTHING,
  sweaters: CLOTHING,
  swimwear: CLOTHING,
  "women's fashion": CLOTHING,
  'suits & blazers': ['letter'],
  'underwear & socks': ['letter'],
  "men's fashion": ['letter', 'waist'],
  bottoms: BOTTOMS,
  pants: BOTTOMS,
  shorts: BOTTOMS,
  jeans: ['waist', 'womens', 'letter'],
  hats: ['letter', 'one-size'],
  belts: ['letter', 'waist', 'one-size'],
  accessories: ONE_SIZE,
  bags: ONE_SIZE,
  'bags & accessories': ONE_SIZE,
  jewelry: ONE_SIZE,
  watches: ONE_SIZE,
  sunglasses: ONE_SIZE,
  scarves: ONE_SIZE,
};

/** The size systems of a category, most used first; none for no category or an unknown one. */
export function sizeSystemsFor(category: string | null | undefined): SizeSystem[] {
  const ids = category ? CATEGORY_SYSTEMS[category.trim().toLowerCase()] : undefined;
  return (ids ?? []).map((id) => SIZE_SYSTEMS[id]);
}

/**
 * The size choices a form or filter shows for a category, grouped by system. With no category (or
 * one without sizes of its own) the common letter sizes of the specification (docs/product/03-search.md §3.6: XS–XXL).
 */
export function sizeChoices(category: string | null | undefined): SizeSystem[] {
  const systems = sizeSystemsFor(category);
  return systems.length ? systems : [{ ...SIZE_SYSTEMS.letter, sizes: SIZES }];
}

const usesSystem = (category: string | null | undefined, id: SizeSystemId) =>
  sizeSystemsFor(category).some((s) => s.id === id);

// Written forms of the letter sizes, compared without spaces, dots and hyphens.
const LETTER_WORDS: Record<string, string> = {
  xxs: 'XXS',
  '2xs': 'XXS',
  xxsmall: 'XXS',
  xs: 'XS',
  xsmall: 'XS',
  extrasmall: 'XS',
  s: 'S',
  sm: 'S',
  small: 'S',
  m: 'M',
  med: 'M',
  medium: 'M',
  l: 'L',
  lg: 'L',
  large: 'L',
  xl: 'XL',
  xlarge: 'XL',
  extralarge: 'XL',
  xxl: 'XXL',
  '2xl': 'XXL',
  '2x': 'XXL',
  xxlarge: 'XXL',
  xxxl: 'XXXL',
  '3xl': 'XXXL',
  '3x': 'XXXL',
  xxxlarge: 'XXXL',
  os: 'One Size',
  'o/s': 'One Size',
  onesize: 'One Size',
  onesizefitsall: 'One Size',
  osfa: 'One Size',
};

/** "8", "8.5", "8 1/2", "8½" → 8 / 8.5; anything else → undefined. */
function shoeNumber(text: string): number | undefined {
  const m = /^(\d{1,2})(?:(\.5|\.0)|\s*(?:1\/2|½))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) + (m[2] === '.5' || (!m[2] && m[0] !== m[1]) ? 0.5 : 0);
}

/** A shoe size with its unit, or a bare one in a shoe category; undefined when it is not one. */
function shoeSize(text: string, category: string | null | undefined): string | undefined {
  const m = /^(?:(US|EU)\s*)?(?:(?:MEN|WOMEN)'?S\s+|[MW]\s*)?([\d½ ./]+?)\s*(US|EU)?$/i.exec(text);
  if (!m) return undefined;
  const n = shoeNumber(m[2]!.trim());
  if (n === undefined) return undefined;
  const unit = (m[1] ?? m[3])?.toUpperCase();
  if (unit && m[1] && m[3] && m[1].toUpperCase() !== m[3].toUpperCase()) return undefined;
  // An explicit unit is a shoe size in a shoe category or where the category is not known yet;
  // elsewhere "US 8" may be a dress size, which is left as written.
  if (unit && (usesSystem(category, 'us-shoe') || !category)) return `${unit} ${n}`;
  if (unit || !usesSystem(category, 'us-shoe')) return undefined;
  // Bare numbers: the US (5–15) and EU (35–48) scales do not overlap.
  if (n >= 5 && n <= 15) return `US ${n}`;
  if (n >= 35 && n <= 48) return `EU ${n}`;
  return undefined;
}

/** Jeans: "W30 L32", "30x32", "30/32" → "W30 L32"; "W30" → "W30"; a bare 24–40 where waists are used. */
function waistSize(text: string, category: string | null | undefined): string | undefined {
  const both = /^W?\s*(\d{2})\s*(?:[x×/]|\s)\s*L?\s*(\d{2})$/i.exec(text);
  if (both && (/^W/i.test(text) || /[x×/]/i.test(text) || usesSystem(category, 'waist')))
    return `W${both[1]} L${both[2]}`;
  const waist = /^W\s*(\d{2})$/i.exec(text);
  if (waist) return `W${waist[1]}`;
  if (/^\d{2}$/.test(text) && usesSystem(category, 'waist') && +text >= 24 && +text <= 40) return `W${text}`;
  return undefined;
}

/**
 * A size as Rethread stores it: trimmed, the letter sizes in capitals ("medium" → "M", "2XL" →
 * "XXL"), shoes as "US 8.5" / "EU 43" (a bare number in Shoes by its range), jeans as "W30" or
 * "W30 L32". A size that belongs to no system ("7 3/8", "UK 5", "44R") is kept as written, with
 * spaces collapsed. Empty → null.
 */
export function normalizeSize(
  category: string | null | undefined,
  raw: string | null | undefined,
): string | null {
  const text = (raw ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^size(?![a-z])\s*:?\s*/i, '');
  if (!text) return null;
  const letter = LETTER_WORDS[text.toLowerCase().replace(/[\s.\-_]/g, '')];
  if (letter) return letter;
  return shoeSize(text, category) ?? waistSize(text, category) ?? text;
}

// Categories standing for each way a bare number can be read, for a filter with no category.
const READINGS = [null, 'Shoes', 'Bottoms'] as const;

/** Most sizes one filter may ask for (every US and EU shoe size fits). */
export const MAX_SIZE_FILTERS = 60;

/**
 * The stored sizes a filter's `sizes=` value matches. In a category a size has one reading; with no
 * category a bare number has every reading ("8.5" → "8.5" and "US 8.5"; "30" → "30" and "W30").
 */
export function sizeFilterValues(
  category: string | null | undefined,
  requested: readonly string[],
): string[] {
  const out = new Set<string>();
  const readings = sizeSystemsFor(category).length ? [category] : READINGS;
  for (const raw of requested) {
    for (const reading of readings) {
      const size = normalizeSize(reading, raw);
      if (size) out.add(size);
    }
  }
  return [...out].slice(0, MAX_SIZE_FILTERS * READINGS.length);
}

const ORDER = new Map(
  Object.values(SIZE_SYSTEMS)
    .flatMap((s) => s.sizes)
    .map((size, i) => [size, i]),
);

/** Sizes in a fixed order (systems as listed, then the rest alphabetically), without repeats. */
export function sortSizes(sizes: readonly string[]): string[] {
  return [...new Set(sizes)].sort((a, b) => {
    const ia = ORDER.get(a) ?? Infinity;
    const ib = ORDER.get(b) ?? Infinity;
    return ia === ib ? a.localeCompare(b) : ia - ib;
  });
}

/** A size's label inside its system's group: "US 8.5" → "8.5", "W30" → "30". */
export function sizeShortLabel(size: string): string {
  return size.replace(/^(US |EU |W(?=\d))/, '');
}
