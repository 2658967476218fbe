// The signed-in scenarios of `npm run bench`: what people who buy and sell send, with a session cookie,
// and long tails of distinct URLs that no shared answer can serve (each request also carries a
// parameter of its own). The naive server is asked for the same pages without a cookie: it has none.
import type { Scenario } from './compare.js';

/** Signs a new person up on `baseUrl`; answers the `Cookie` header of their session. */
export async function signUp(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: `bench.reader.${Date.now()}@example.com`, password: 'secret123' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rethread_session='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie.split(';')[0]!;
}

const CATEGORIES = [
  'Clothing', 'Shoes', 'Jewelry', 'Jackets', 'Dresses', 'Tops', 'Bottoms', 'Accessories', 'Bags',
  'Watches', 'Sunglasses', 'Hats', 'Belts', 'Scarves',
];
const SORTS = ['trending', 'newest', 'price-low', 'price-high', 'popular'];
const ADJECTIVES = [
  'vintage', 'classic', 'oversized', 'slim', 'cropped', 'relaxed', 'linen', 'wool', 'leather', 'denim',
  'cashmere', 'silk', 'cotton', 'suede', 'quilted', 'pleated', 'striped', 'floral', 'ribbed',
];
const NOUNS = [
  'jacket', 'jeans', 'dress', 'sneakers', 'boots', 'handbag', 'sweater', 'blazer', 'shirt', 'skirt',
  'coat', 'hoodie', 'trousers', 'sandals', 'scarf', 'hat', 'belt', 'watch', 'sunglasses', 'tote',
];
const BRANDS = ['levis', 'nike', 'adidas', 'zara', 'gucci', 'prada', 'patagonia', 'uniqlo', 'coach', 'vans'];

/** A typo a hurried thumb makes: a letter doubled or dropped, or two swapped, inside the word. */
function misspell(word: string, i: number): string {
  const at = 1 + (i % Math.max(1, word.length - 2));
  if (i % 3 === 0) return word.slice(0, at) + word[at] + word.slice(at);
  if (i % 3 === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2);
}

/** 600 distinct searches of one to three words; every fourth has a misspelled word. */
function searches(): string[] {
  const list: string[] = [];
  for (let i = 0; list.length < 600; i++) {
    const adjective = ADJECTIVES[i % ADJECTIVES.length]!;
    const noun = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]!;
    const brand = BRANDS[i % BRANDS.length]!;
    const words = i % 3 === 0 ? [brand, noun] : i % 3 === 1 ? [adjective, noun] : [brand, adjective, noun];
    if (i % 4 === 3) words[words.length - 1] = misspell(words.at(-1)!, i);
    const text = words.join(' ');
    if (!list.includes(text)) list.push(text);
  }
  return list;
}

type Page = { listings: { id: string }[]; nextCursor: string | null };

/** The ids of `count` listings, walked from the first page of the newest. */
async function listingIds(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const url = `${baseUrl}/api/listings?sort=newest&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await (await fetch(url)).json()) as Page;
    ids.push(...page.listings.map((l) => l.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < count);
  return ids.slice(0, count);
}

/** The signed-in scenarios, with their long tails read from the server at `baseUrl`. */
export async function signedInScenarios(baseUrl: string): Promise<Scenario[]> {
  // 14 categories × 30 price ranges, each with one of the five sorts in turn.
  const filters: { rethread: string[]; naive: string[] } = { rethread: [], naive: [] };
  for (let i = 0; i < 420; i++) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const band = Math.floor(i / CATEGORIES.length);
    const [min, max] = [5 + band * 7, 40 + band * 13];
    const filter = `category=${category}&minPrice=${min}&maxPrice=${max}`;
    filters.rethread.push(`/api/listings?${filter}&sort=${SORTS[band % SORTS.length]}&limit=24`);
    filters.naive.push(`/api/listings?${filter}`);
  }
  const ids = await listingIds(baseUrl, 2_000);
  const pages = ids.map((id) => `/api/listings/${id}`);
  const words = searches().map((w) => encodeURIComponent(w));
  return [
    {
      name: 'signed in: first page',
      rethread: '/api/listings?limit=24',
      naive: '/api/listings',
      signedIn: true,
    },
    {
      name: 'signed in: 420 category + price pages',
      rethread: filters.rethread[0]!,
      naive: filters.naive[0]!,
      signedIn: true,
      tail: filters,
    },
    {
      name: `signed in: ${pages.length.toLocaleString()} listing pages`,
      rethread: pages[0]!,
      naive: pages[0]!,
      signedIn: true,
      tail: { rethread: pages, naive: pages },
    },
    {
      name: "signed in: 'leather jacket'",
      rethread: '/api/listings?search=leather%20jacket&limit=24',
      naive: '/api/listings?search=leather%20jacket',
      signedIn: true,
      search: true,
    },
    {
      name: 'signed in: 600 searches',
      rethread: `/api/listings?search=${words[0]}&limit=24`,
      naive: `/api/listings?search=${words[0]}`,
      signedIn: true,
      search: true,
      tail: {
        rethread: words.map((w) => `/api/listings?search=${w}&limit=24`),
        naive: words.map((w) => `/api/listings?search=${w}`),
      },
    },
  ];
}

/** Whether a signed-in scenario is one whose goal is "≥ 5× ahead" (the searches) or "≥ 1.5×". */
export const searchGoal = (s: Scenario) => Boolean(s.search);
