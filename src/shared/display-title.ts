/**
 * The listing card's cleaned display title (docs/product/02-listings.md §2.3): "{brand} {colour} {item type} - Size {size}",
 * with the item type guessed from keyword lists and the brand guessed from a brand list when the
 * listing has no `brand` of its own (docs/product/10-decisions-beyond-the-spec.md §10.12). Capped at 50 characters (47 + '...'); 'Item'
 * when nothing is known. Sellers' titles are noisy ("NWT!!! 🔥 LEVIS 501 W32 L@@K"); the card shows
 * what the thing is instead.
 */

export const DISPLAY_TITLE_MAX = 50;
const ELLIPSIS = '...';

export type DisplayTitleInput = {
  title: string;
  brand?: string | null;
  color?: string | null;
  size?: string | null;
  category?: string | null;
};

/** Item type → keywords (singular; plurals with -s/-es match too). Specific kinds before generic ones. */
const ITEM_TYPES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'Sneakers',
    [
      'sneaker',
      'trainer',
      'running shoe',
      'tennis shoe',
      'air max',
      'air jordan',
      'jordan 1',
      'retro high',
      'air force 1',
      'dunk',
      'yeezy',
      'chuck taylor',
      'high top',
      'low top',
    ],
  ],
  ['Boots', ['boot', 'bootie', 'chelsea boot', 'combat boot', 'cowboy boot']],
  ['Heels', ['heel', 'pump', 'stiletto', 'slingback']],
  ['Sandals', ['sandal', 'slide', 'flip flop', 'flip-flop', 'espadrille']],
  ['Shoes', ['shoe', 'loafer', 'oxford', 'brogue', 'flat', 'mule', 'clog', 'moccasin', 'footwear']],
  ['Jeans', ['jean', 'denim']],
  ['Leggings', ['legging', 'tights']],
  ['Pants', ['pant', 'trouser', 'chino', 'slack', 'jogger', 'sweatpant', 'cargo', 'culotte']],
  ['Shorts', ['short']],
  ['Skirt', ['skirt', 'miniskirt', 'skort']],
  ['Dress', ['dress', 'gown', 'sundress', 'maxi', 'midi']],
  ['Jumpsuit', ['jumpsuit', 'romper', 'overall', 'playsuit', 'dungaree']],
  ['T-Shirt', ['t-shirt', 't shirt', 'tshirt', 'tee']],
  ['Polo Shirt', ['polo shirt', 'polo']],
  ['Blouse', ['blouse', 'tunic']],
  [
    'Shirt',
    ['shirt', 'button-down', 'button down', 'button-up', 'button up', 'flannel', 'oxford shirt', 'overshirt'],
  ],
  ['Hoodie', ['hoodie', 'hoody', 'hooded sweatshirt', 'zip-up', 'zip up']],
  ['Sweatshirt', ['sweatshirt', 'crewneck', 'fleece']],
  ['Cardigan', ['cardigan']],
  ['Sweater', ['sweater', 'jumper', 'pullover', 'knit', 'turtleneck']],
  ['Top', ['top', 'tank', 'cami', 'camisole', 'bodysuit', 'halter', 'corset']],
  ['Blazer', ['blazer', 'sport coat']],
  ['Suit', ['suit', 'tuxedo']],
  ['Vest', ['vest', 'gilet', 'waistcoat']],
  ['Coat', ['coat', 'trench', 'peacoat', 'overcoat', 'parka']],
  ['Jacket', ['jacket', 'bomber', 'windbreaker', 'puffer', 'anorak', 'shacket', 'varsity']],
  ['Swimsuit', ['swimsuit', 'bikini', 'one-piece', 'swim trunk', 'swimwear', 'boardshort']],
  ['Backpack', ['backpack', 'rucksack']],
  ['Wallet', ['wallet', 'card holder', 'cardholder']],
  [
    'Bag',
    ['bag', 'handbag', 'purse', 'tote', 'clutch', 'crossbody', 'satchel', 'hobo', 'duffel', 'pochette'],
  ],
  ['Sunglasses', ['sunglass', 'shades', 'aviator']],
  ['Watch', ['watch', 'smartwatch', 'chronograph']],
  ['Hat', ['hat', 'cap', 'beanie', 'fedora', 'beret', 'snapback']],
  ['Belt', ['belt']],
  ['Scarf', ['scarf', 'scarves', 'shawl', 'bandana', 'pashmina']],
  ['Gloves', ['glove', 'mitten']],
  ['Necklace', ['necklace', 'pendant', 'choker', 'chain']],
  ['Earrings', ['earring', 'stud', 'hoop']],
  ['Bracelet', ['bracelet', 'bangle', 'cuff']],
  ['Ring', ['ring']],
  ['Jewelry', ['jewelry', 'jewellery', 'brooch', 'anklet']],
  ['Socks', ['sock']],
  ['Lingerie', ['lingerie', 'bra', 'bralette', 'underwear', 'boxer', 'brief']],
];

/** Canonical brand → spellings people type. Only names that are not ordinary English words. */
const BRANDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Levi's", ["levi's", 'levis', 'levi']],
  ['Nike', ['nike', 'air jordan', 'jordans']],
  ['Adidas', ['adidas', 'yeezy']],
  ['New Balance', ['new balance']],
  ['Converse', ['converse']],
  ['Vans', ['vans']],
  ['Puma', ['puma']],
  ['Reebok', ['reebok']],
  ['Asics', ['asics']],
  ['Dr. Martens', ['dr. martens', 'dr martens', 'doc martens', 'docs martens']],
  ['UGG', ['ugg', 'uggs']],
  ['Birkenstock', ['birkenstock', 'birkenstocks']],
  ['Timberland', ['timberland', 'timberlands']],
  ['Steve Madden', ['steve madden']],
  ['Sam Edelman', ['sam edelman']],
  ['Zara', ['zara']],
  ['H&M', ['h&m', 'h & m']],
  ['Uniqlo', ['uniqlo']],
  ['Gap', ['gap']],
  ['Old Navy', ['old navy']],
  ['Banana Republic', ['banana republic']],
  ['J.Crew', ['j.crew', 'j crew', 'jcrew']],
  ['Madewell', ['madewell']],
  ['Anthropologie', ['anthropologie']],
  ['Free People', ['free people']],
  ['Urban Outfitters', ['urban outfitters']],
  ['Reformation', ['reformation']],
  ['Everlane', ['everlane']],
  ['Aritzia', ['aritzia']],
  ['Lululemon', ['lululemon']],
  ['Athleta', ['athleta']],
  ['Patagonia', ['patagonia']],
  ['The North Face', ['the north face', 'north face', 'tnf']],
  ['Columbia', ['columbia']],
  ["Arc'teryx", ["arc'teryx", 'arcteryx']],
  ['Canada Goose', ['canada goose']],
  ['Moncler', ['moncler']],
  ['Carhartt', ['carhartt']],
  ['Dickies', ['dickies']],
  ['Champion', ['champion']],
  ['Under Armour', ['under armour', 'under armor']],
  ['Supreme', ['supreme']],
  ['Stüssy', ['stussy', 'stüssy']],
  ['Off-White', ['off-white', 'off white']],
  ['Ralph Lauren', ['polo ralph lauren', 'ralph lauren', 'rlauren']],
  ['Tommy Hilfiger', ['tommy hilfiger', 'hilfiger']],
  ['Calvin Klein', ['calvin klein']],
  ['Lacoste', ['lacoste']],
  ['Hollister', ['hollister']],
  ['Abercrombie & Fitch', ['abercrombie & fitch', 'abercrombie and fitch', 'abercrombie']],
  ['American Eagle', ['american eagle']],
  ['Lucky Brand', ['lucky brand']],
  ['Wrangler', ['wrangler']],
  ['True Religion', ['true religion']],
  ['Diesel', ['diesel']],
  ['Forever 21', ['forever 21', 'forever21']],
  ['Topshop', ['topshop']],
  ['Mango', ['mango']],
  ['ASOS', ['asos']],
  ['Shein', ['shein']],
  ['Brandy Melville', ['brandy melville']],
  ['Skims', ['skims']],
  ['Vince', ['vince']],
  ['Theory', ['theory']],
  ['Eileen Fisher', ['eileen fisher']],
  ['Ann Taylor', ['ann taylor']],
  ['Coach', ['coach']],
  ['Michael Kors', ['michael kors', 'mk']],
  ['Kate Spade', ['kate spade']],
  ['Tory Burch', ['tory burch']],
  ['Marc Jacobs', ['marc jacobs']],
  ['Longchamp', ['longchamp']],
  ['Vera Bradley', ['vera bradley']],
  ['Fossil', ['fossil']],
  ['Ray-Ban', ['ray-ban', 'rayban', 'ray ban']],
  ['Oakley', ['oakley']],
  ['Rolex', ['rolex']],
  ['Pandora', ['pandora']],
  ['Tiffany & Co.', ['tiffany & co', 'tiffany and co', 'tiffany']],
  ['Kendra Scott', ['kendra scott']],
  ['Gucci', ['gucci']],
  ['Prada', ['prada']],
  ['Louis Vuitton', ['louis vuitton', 'lv']],
  ['Chanel', ['chanel']],
  ['Hermès', ['hermès', 'hermes']],
  ['Dior', ['dior']],
  ['Saint Laurent', ['saint laurent', 'ysl']],
  ['Burberry', ['burberry']],
  ['Balenciaga', ['balenciaga']],
  ['Versace', ['versace']],
  ['Fendi', ['fendi']],
  ['Givenchy', ['givenchy']],
  ['Valentino', ['valentino']],
  ['Bottega Veneta', ['bottega veneta', 'bottega']],
  ['Alexander McQueen', ['alexander mcqueen', 'mcqueen']],
  ['Golden Goose', ['golden goose']],
];

const COLOR_WORDS = [
  'black',
  'white',
  'red',
  'blue',
  'navy',
  'green',
  'olive',
  'yellow',
  'pink',
  'purple',
  'brown',
  'tan',
  'beige',
  'cream',
  'ivory',
  'orange',
  'gray',
  'grey',
  'gold',
  'silver',
  'burgundy',
  'maroon',
  'khaki',
  'camel',
  'teal',
  'charcoal',
];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Word boundaries that also work next to '&', '.', "'" and accented letters.
function phrasePattern(phrase: string, plural: boolean): RegExp {
  const body = escapeRegExp(phrase).replace(/\\?[ -]/g, '[\\s-]?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${plural ? '(?:s|es)?' : ''}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * One phrase to look for. A card grid runs every pattern over every title, and these Unicode-aware
 * regexes are slow to build and to run (most of /trending's main-thread time on a phone), so a
 * pattern is built on first use and only tried when the text contains the phrase's longest word.
 */
type Phrase = { needle: string; test: (text: string, lower: string) => RegExpExecArray | null };

function phrase(word: string, plural: boolean): Phrase {
  const needle = word
    .toLowerCase()
    .split(/[ -]/)
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  let re: RegExp | undefined;
  return {
    needle,
    test: (text, lower) => (lower.includes(needle) ? (re ??= phrasePattern(word, plural)).exec(text) : null),
  };
}

const TYPE_PATTERNS = ITEM_TYPES.flatMap(([label, words]) =>
  words.map((w) => ({ label, length: w.length, re: phrase(w, true) })),
);
const BRAND_PATTERNS = BRANDS.flatMap(([label, words]) =>
  words.map((w) => ({ label, re: phrase(w, false) })),
);
const COLOR_PATTERNS = COLOR_WORDS.map((w) => ({ word: w, re: phrase(w, false) }));

function normalize(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The item type named in `text`, or null. In "denim jacket" or "sweater dress" the last noun is the
 * thing, so the match that ends last wins; a trailing "with …"/"for …" clause is ignored
 * ("Jacket with belt" is a jacket), and the first segment of "A - B | C" that names a type is used.
 */
export function guessItemType(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const segment of normalize(text).split(/\s[-–|/]\s|[,(|]/)) {
    const head = segment.split(/\s(?:with|w\/|for|featuring|plus|and)\s/i)[0] ?? '';
    const lower = head.toLowerCase();
    let best: { label: string; end: number; length: number } | null = null;
    for (const p of TYPE_PATTERNS) {
      const m = p.re.test(head, lower);
      if (!m) continue;
      const end = m.index + m[0].length;
      if (!best || end > best.end || (end === best.end && p.length > best.length)) {
        best = { label: p.label, end, length: p.length };
      }
    }
    if (best) return best.label;
  }
  return null;
}

/** The brand named earliest in `text`, as the brand spells itself, or null. */
export function guessBrand(text: string | null | undefined): string | null {
  if (!text) return null;
  const clean = normalize(text);
  const lower = clean.toLowerCase();
  let best: { label: string; index: number } | null = null;
  for (const p of BRAND_PATTERNS) {
    const m = p.re.test(clean, lower);
    if (m && (!best || m.index < best.index)) best = { label: p.label, index: m.index };
  }
  return best?.label ?? null;
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** The colour named earliest in `text`, title-cased ("NAVY" → "Navy"), or null. */
export function guessColor(text: string | null | undefined): string | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  let best: { word: string; index: number } | null = null;
  for (const p of COLOR_PATTERNS) {
    const m = p.re.test(text, lower);
    if (m && (!best || m.index < best.index)) best = { word: p.word, index: m.index };
  }
  return best ? titleCase(best.word === 'grey' ? 'gray' : best.word) : null;
}

/** Cuts to at most 50 characters: 47 and '...' when longer, without a dangling space before the dots. */
export function capDisplayTitle(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= DISPLAY_TITLE_MAX) return text;
  return (
    chars
      .slice(0, DISPLAY_TITLE_MAX - ELLIPSIS.length)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

function field(value: string | null | undefined): string {
  return value ? normalize(value) : '';
}

/** The card title for a listing (docs/product/02-listings.md §2.1 "Listing card"); never empty, never longer than 50 characters. */
export function displayTitle(listing: DisplayTitleInput): string {
  const brand = field(listing.brand) || guessBrand(listing.title);
  // Sellers type "navy"; the card shows "Navy". Mixed case ("McQueen Red") is kept as typed.
  const typedColor = field(listing.color);
  const color =
    (typedColor === typedColor.toLowerCase() ? typedColor.replace(/\p{L}+/gu, titleCase) : typedColor) ||
    guessColor(listing.title);
  const type = guessItemType(listing.title) ?? guessItemType(listing.category) ?? 'Item';
  const size = field(listing.size).replace(/^size\s*/i, '');
  // "Black Black Boots" when the colour field repeats the brand's own word ("Black Diamond") reads badly.
  const words = [brand, color, type].filter((w): w is string => !!w);
  const unique = words.filter((w, i) => words.findIndex((o) => o.toLowerCase() === w.toLowerCase()) === i);
  const base = unique.join(' ');
  return capDisplayTitle(size ? `${base} - Size ${size}` : base);
}
