import { COLORS, LISTING_CATEGORIES, MAX_IMAGES_PER_LISTING } from '../../../../shared/constants.js';
import { dollarsToCents } from '../../../../shared/money.js';

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

export const asString = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

/** Collapses whitespace; keeps line breaks in descriptions, which sellers use for lists. */
export function cleanText(v: unknown, max: number, multiline = false): string {
  const s = typeof v === 'string' ? v : '';
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

/** The site's category words → one of our listing categories (000 §5), or Clothing, or null. */
export function mapCategory(words: (string | null | undefined)[], fallbackTitle = ''): string | null {
  const text = words.filter(Boolean).join(' ');
  for (const source of [text, fallbackTitle]) {
    if (!source) continue;
    const exact = LISTING_CATEGORIES.find((c) => c.toLowerCase() === source.trim().toLowerCase());
    if (exact) return exact;
    for (const [category, re] of CATEGORY_WORDS) if (re.test(source)) return category;
  }
  return text ? 'Clothing' : null;
}

/** "Women" / "Men" / "Kids" departments → our gender options (000 §5). */
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

/** New-with-tags wording of either site → our two conditions (000 §9). */
export function mapCondition(raw: string | null | undefined): string | null {
  if (!raw) return null;
  return /^(nwt|new|new with tags|brand new)$/i.test(raw.trim()) ? 'New with Tags' : 'Used';
}
