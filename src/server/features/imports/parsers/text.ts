import { COLORS, LISTING_CATEGORIES, MAX_IMAGES_PER_LISTING, type CONDITIONS } from '#shared/constants.js';
import { dollarsToCents } from '#shared/money.js';
import { CONTROL_CHARACTERS } from '#shared/text-rules.js';

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/;

/**
 * The first amount in a price text, in cents: "$1,100" → 110000. A text holding the price and the
 * crossed-out original ("$389.00$399.00") answers the first one; `originalPriceFromText` the second.
 */
export function priceTextToCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? dollarsToCents(text) : null;
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const cents = dollarsToCents(m[2] !== undefined ? `${m[1]}.${m[2]}` : m[1]!);
  return cents !== null && cents > 0 ? cents : null;
}

/** The second amount in a text such as "$389.00$399.00" (the original price), or null. */
export function originalPriceFromText(text: string): number | null {
  const all = [...text.matchAll(new RegExp(AMOUNT.source, 'g'))];
  return all.length > 1 ? priceTextToCents(all[1]![0]) : null;
}

/**
 * Cuts the JSON object assigned to `marker` (`window.__INITIAL_STATE__ = {…};`) out of a script that
 * goes on with more code, by matching braces outside of strings — a regex up to the first "};" breaks
 * on descriptions that contain "};".
 */
export function extractAssignedObject(source: string, marker: string): unknown {
  const at = source.indexOf(marker);
  if (at < 0) return undefined;
  let i = source.indexOf('=', at + marker.length);
  if (i < 0) return undefined;
  i++;
  while (i < source.length && /\s/.test(source[i]!)) i++;
  if (source[i] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let j = i; j < source.length; j++) {
    const c = source[j]!;
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        try {
          return JSON.parse(source.slice(i, j + 1));
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

export const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

// Listing text refuses control characters (shared/text-rules); a scraped page that carries one (a stray
// escape in the seller's text) loses the character rather than the whole import.
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');
const withoutControlCharacters = (s: string) => s.replace(CONTROL_CHARACTERS_ALL, '');

export const asString = (v: unknown): string | null => {
  if (typeof v === 'number') return String(v);
  const s = typeof v === 'string' ? withoutControlCharacters(v).trim() : '';
  return s || null;
};

/** Collapses whitespace; keeps line breaks in descriptions, which sellers use for lists. */
export function cleanText(v: unknown, max: number, multiline = false): string {
  const s = typeof v === 'string' ? withoutControlCharacters(v) : '';
  const cleaned = multiline
    ? s
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((l) => l.replace(/[ \t\f\v]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : s.replace(/\s+/g, ' ').trim();
  return cleaned.slice(0, max);
}

/** The listing's own photos: absolute https URLs, first occurrence kept, at most 10. */
export function cleanImages(urls: unknown[], base: string): string[] {
  const out: string[] = [];
  for (const u of urls) {
    if (typeof u !== 'string' || !u.trim()) continue;
    let abs: URL;
    try {
      abs = new URL(u.trim(), base);
    } catch {
      continue;
    }
    if (abs.protocol !== 'https:') continue;
    const s = abs.toString();
    if (!out.includes(s)) out.push(s);
    if (out.length >= MAX_IMAGES_PER_LISTING) break;
  }
  return out;
}

// Checked in order: "Jean Jacket" is a jacket, "Dress Shoes" are shoes, "Sweater Dress" a dress.
const CATEGORY_WORDS: [string, RegExp][] = [
  ['Shoes', /\b(shoes?|sneakers?|boots?|heels?|sandals?|loafers?|flats|pumps|mules|slippers?|cleats)\b/i],
  ['Jackets', /\b(jackets?|coats?|blazers?|parkas?|outerwear|vests?|windbreakers?|puffers?)\b/i],
  ['Dresses', /\b(dress(es)?|gowns?|jumpsuits?|rompers?)\b/i],
  ['Bags', /\b(bags?|purses?|handbags?|totes?|backpacks?|clutch(es)?|satchels?|crossbody)\b/i],
  ['Watches', /\bwatch(es)?\b/i],
  ['Sunglasses', /\b(sunglasses|eyewear)\b/i],
  ['Jewelry', /\b(jewel(le)?ry|necklaces?|rings?|bracelets?|earrings?|pendants?)\b/i],
  ['Hats', /\b(hats?|caps?|beanies?)\b/i],
  ['Belts', /\bbelts?\b/i],
  ['Scarves', /\b(scarf|scarves)\b/i],
  ['Bottoms', /\b(jeans|pants|shorts|skirts?|leggings|trousers|bottoms|joggers|chinos)\b/i],
  [
    'Tops',
    /\b(tops?|shirts?|t-shirts?|tees?|blouses?|sweaters?|hoodies?|sweatshirts?|tanks?|cardigans?|polos?)\b/i,
  ],
  ['Accessories', /\b(accessor(y|ies)|wallets?|gloves|ties)\b/i],
];

// Words that place an item outside fashion: a "Video Game Accessories" item is not our Accessories,
// and a console is not Clothing. Such an item gets no category; the seller chooses one. A title is
// held to the devices alone: "Home-made scarf" or "Book tote" are still fashion.
const DEVICES =
  /\b(video games?|gaming|consoles?|playstation|ps[2-5]|xbox|nintendo|electronics|cell phones?|smartphones?|computers?|laptops?|tablets?|cameras?|headphones|headsets?|controllers?)\b/i;
const NOT_FASHION =
  /\b(toys?|books?|home|kitchen|furniture|appliances?|tools|pet supplies|office|beauty|fragrances?|colognes?|perfumes?|makeup|skin ?care)\b/i;
// What is clothing without being one of our narrower categories (under Men › Swimwear, say).
const CLOTHING_WORDS =
  /\b(clothing|clothes|apparel|swim(wear|suits?)?|bikinis?|sleepwear|pajamas|pyjamas|lingerie|underwear|intimates|socks|activewear|loungewear|suits?|uniforms?|costumes?|overalls|tracksuits?|sweatsuits?)\b/i;

/** One category name → ours: the same word in any case, else the first category whose words it uses. */
function matchCategory(source: string, isTitle = false): string | null {
  if (!source.trim() || DEVICES.test(source) || (!isTitle && NOT_FASHION.test(source))) return null;
  const exact = LISTING_CATEGORIES.find((c) => c.toLowerCase() === source.trim().toLowerCase());
  if (exact) return exact;
  for (const [category, re] of CATEGORY_WORDS) if (re.test(source)) return category;
  return CLOTHING_WORDS.test(source) ? 'Clothing' : null;
}

/**
 * The site's category words → one of our listing categories (docs/product/06-imports.md §6.5), or
 * null when they do not name a fashion category (never a guessed "Clothing"). The title helps only
 * when the site gives no category at all: a non-fashion category is not overruled by a title word.
 */
export function mapCategory(words: (string | null | undefined)[], fallbackTitle = ''): string | null {
  const text = words.filter(Boolean).join(' ');
  if (text) return narrowed(matchCategory(text), fallbackTitle);
  return matchCategory(fallbackTitle, true);
}

// Our broad categories and the narrower ones of ours they hold: a Poshmark "Accessories" post titled
// "Silk Scarf" is our Scarves. A title never moves an item into another broad category.
const NARROWER: Record<string, readonly string[]> = {
  Accessories: ['Bags', 'Watches', 'Sunglasses', 'Jewelry', 'Hats', 'Belts', 'Scarves'],
  Clothing: ['Jackets', 'Dresses', 'Tops', 'Bottoms'],
};

function narrowed(category: string | null, title: string): string | null {
  const within = category ? NARROWER[category] : undefined;
  if (!within || !title) return category;
  // "Accessories" titled "PS5 DualSense controller" is a video-game accessory, none of ours.
  if (DEVICES.test(title)) return null;
  const fromTitle = matchCategory(title, true);
  return fromTitle && within.includes(fromTitle) ? fromTitle : category;
}

/** A page that states nothing but its title: the category guessed from it, every other fact unknown (never invented). */
export function titleOnlyFacts(title: string) {
  return {
    category: mapCategory([], title),
    rawCategories: [] as string[],
    gender: null,
    color: null,
    size: null,
    brand: null,
    condition: null,
  };
}

// Mercari's top-level departments that hold fashion; under any other (Home, Electronics…) nothing
// is one of our categories, whatever its leaf says.
const FASHION_DEPARTMENTS = /^(women|men|kids)$/i;

/**
 * A category path, department first (Mercari's itemCategoryHierarchy: Men › Shoes › Athletic Shoes)
 * → our category, reading from the most specific level up (a leaf says more than its parent), then
 * the title; null outside a fashion department and when no level names a fashion category
 * ("Men › Other" is not Clothing).
 */
export function mapCategoryPath(path: string[], fallbackTitle = ''): string | null {
  if (!path[0] || !FASHION_DEPARTMENTS.test(path[0]) || path.some((name) => NOT_FASHION.test(name)))
    return null;
  for (const name of path.slice(1).reverse()) {
    const found = matchCategory(name);
    if (found) return narrowed(found, fallbackTitle);
  }
  return matchCategory(fallbackTitle, true);
}

/** "Women" / "Men" / "Kids" departments → our gender options (docs/product/06-imports.md §6.5). */
export function mapGender(department: string | null | undefined): string | null {
  const d = department?.toLowerCase() ?? '';
  if (/\bwom[ae]n|ladies|girls?\b/.test(d)) return d.includes('girl') ? 'Child' : 'Women';
  if (/\bm[ae]n\b|boys?\b/.test(d)) return d.includes('boy') ? 'Child' : 'Men';
  if (/\b(kids?|baby|child(ren)?)\b/.test(d)) return 'Child';
  return null;
}

/** A colour name as our options spell it when it is one of them, else as the site wrote it. */
export function mapColor(name: string | null | undefined): string | null {
  const n = name?.trim();
  if (!n) return null;
  if (/^(grey|gray)$/i.test(n)) return 'Gray';
  return COLORS.find((c) => c.toLowerCase() === n.toLowerCase()) ?? n.slice(0, 40);
}

/**
 * Every colour a listing names, in its order, as one text ("Black, White") — listings keep colour in
 * one column (docs/product/02-listings.md §2.3), and the colour filter matches any of the names (search.service). Names that
 * would not fit the column whole are left out rather than cut.
 */
export function mapColors(names: (string | null | undefined)[], max = 40): string | null {
  const kept: string[] = [];
  for (const raw of names) {
    const name = mapColor(raw);
    if (!name || kept.some((k) => k.toLowerCase() === name.toLowerCase())) continue;
    if ([...kept, name].join(', ').length > max) break;
    kept.push(name);
  }
  return kept.length ? kept.join(', ') : null;
}

/**
 * The condition words each site uses → our two conditions (docs/product/06-imports.md §6.6). Only words we know: a missing or
 * unknown condition is null ("not stated"), never a guess.
 */
const CONDITION_WORDS: Record<string, (typeof CONDITIONS)[number]> = {
  // Poshmark's codes: nwt = new with tags, ret = a boutique (retail) item, sold new with tags;
  // not_nwt = the seller said it is not new with tags.
  nwt: 'New with Tags',
  ret: 'New with Tags',
  not_nwt: 'Used',
  // Mercari's names.
  new: 'New with Tags',
  'new with tags': 'New with Tags',
  'brand new': 'New with Tags',
  'like new': 'Used',
  good: 'Used',
  fair: 'Used',
  poor: 'Used',
  used: 'Used',
};

export function mapCondition(raw: string | null | undefined): string | null {
  if (!raw) return null;
  return CONDITION_WORDS[raw.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
