import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '../test/market.fixtures.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

/**
 * Nothing a person sends may answer 500. Every registered route is called, as a
 * visitor and signed in, with NUL bytes, numbers beyond every column, negatives, very long text,
 * hand-made cursors and wrong types in the path, the query string and the body.
 */

type Route = { method: string; url: string };

/**
 * Fastify prints its routing tree with each node's path relative to its parent ("/follow" then "ers"
 * for /followers, ":id|:showId" where two parameter names share a node); the full paths are the
 * concatenation down the tree.
 */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!.split('|')[0]!);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

// Streams never end and logging out would end the signed-in pass's session: both are left alone.
const SKIP = [/\/events$/, /logout$/];

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(20_000);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const UUID0 = '00000000-0000-4000-8000-000000000000';

/** Values that have each found a 500 somewhere: text, numbers and cursors. */
const BAD_TEXT = [
  '\u0000',
  NUL,
  '%00',
  '99999999999999999999',
  '21474837',
  '1e308',
  '-1',
  '-99999999999',
  'NaN',
  'Infinity',
  LONG,
  "'; select 1 --",
  '\ud800',
  '0x10',
  '[]',
  'garbage-cursor',
  b64({ s: 'trending', v: '1e999', id: UUID0 }),
  b64({ s: 'trending', v: 1e308, id: UUID0 }),
  b64({ s: 'price-low', v: 1e12, id: UUID0 }),
  b64({ s: 'price-low', v: '1-2', id: UUID0 }),
  b64({ s: 'price-low', v: 1.5, id: UUID0 }),
  b64({ s: 'recent', v: '99999-99-99T99:99:99Z', id: UUID0 }),
  b64({ s: 'recent', v: '12:34', id: UUID0 }),
  b64({ s: 'recent', v: 5, id: UUID0 }),
  b64({ s: 'relevance', v: '1e999', id: UUID0 }),
  b64({ s: 'relevance-rest', v: 'e', id: UUID0 }),
  b64(null),
  b64([1, 2]),
];

const QUERY_KEYS = [
  'category',
  'type',
  'color',
  'condition',
  'search',
  'minPrice',
  'maxPrice',
  'priceRange',
  'sizes',
  'sort',
  'timeFrame',
  'sellerId',
  'buyerId',
  'limit',
  'cursor',
  'role',
  'status',
  'url',
  'returnTo',
  'q',
];

/** Bodies that pass most schemas, so one poisoned field at a time reaches the services and the SQL. */
const BODY_TEMPLATE: Record<string, unknown> = {
  title: 'Vintage denim jacket',
  description: 'Light wash, barely worn',
  priceCents: 2500,
  offerCents: 1500,
  message: 'Would you take this amount please?',
  body: 'Is it still available?',
  name: 'Maya Chen',
  email: 'maya@example.com',
  subject: 'Question about my order',
  category: 'Buying Questions',
  password: 'secret123',
  token: 'abcdef',
  startAt: new Date(Date.now() + 86_400_000).toISOString(),
  streamUrl: 'https://example.com/live',
  bio: 'I sell jackets',
  display: 'Maya',
  size: 'M',
  color: 'Blue',
  brand: 'Levi',
  trackingNumber: '1Z999AA10123456784',
  styleTags: ['vintage'],
  isActive: true,
};

const poisoned = (value: unknown): unknown[] =>
  typeof value === 'number'
    ? [1e308, 2 ** 31, -(2 ** 31) - 1, 0.5, '12']
    : typeof value === 'string'
      ? [`${value}\u0000`, LONG, 12, ['x'], `${value}\u0007`]
      : [NUL, 2 ** 31, [NUL]];

/** A query value in every key is tried with these; cursors get the whole list. */
const QUERY_BAD = [NUL, '99999999999999999999', '21474837', '1e308', '-99999999999', LONG, '\ud800', '[]'];

let app: TestApp;
let routes: Route[];
let cookie: string;
let realIds: string[];

beforeAll(async () => {
  app = await createTestApp();
  routes = routesOf(app.printRoutes({ commonPrefix: false })).filter(
    (r) => !SKIP.some((re) => re.test(r.url)),
  );
  const me = await signUp(app);
  cookie = me.cookie;
  const listing = await makeListing(app, me.user.id);
  realIds = [listing.id, me.user.id];
}, 60_000);
afterAll(async () => {
  await app.dispose();
});

/** Percent-encoding, with a lone surrogate sent as the invalid UTF-8 bytes a raw client would send. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, () => enc(value));

type Problem = { method: string; url: string; who: string; status: number; body: string; payload?: unknown };

async function call(route: Route, url: string, who: 'visitor' | 'member', payload?: unknown) {
  const res = await app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      origin: 'http://localhost:80',
      ...(who === 'member' ? { cookie } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res.statusCode >= 500
    ? ({
        method: route.method,
        url: url.slice(0, 200),
        who,
        status: res.statusCode,
        body: res.body,
        payload,
      } as Problem)
    : undefined;
}

const report = (problems: Problem[]) =>
  problems.map(
    (p) =>
      `${p.status} ${p.who} ${p.method} ${p.url} ${JSON.stringify(p.payload)?.slice(0, 120) ?? ''} → ${p.body.slice(0, 120)}`,
  );

describe('no input answers 500', () => {
  it('collects every registered route', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/listings' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/users/:id/followers' });
  });

  for (const who of ['visitor', 'member'] as const) {
    it(`path parameters and query strings (${who})`, async () => {
      const problems: Problem[] = [];
      for (const route of routes) {
        const hasParams = route.url.includes(':');
        for (const value of hasParams ? [...BAD_TEXT, ...realIds] : [realIds[0]!]) {
          const base = fill(route.url, value);
          // Every key at once reaches lenient parsers; one key at a time gets past strict ones.
          const all = QUERY_KEYS.map((k) => `${k}=${enc(value)}`).join('&');
          const p = await call(route, `${base}?${all}`, who);
          if (p) problems.push(p);
        }
        if (route.method !== 'GET') continue;
        for (const key of QUERY_KEYS) {
          for (const value of key === 'cursor' ? BAD_TEXT : QUERY_BAD) {
            const base = fill(route.url, realIds[0]!);
            const p = await call(route, `${base}?${key}=${enc(value)}`, who);
            if (p) problems.push(p);
          }
        }
      }
      expect(report(problems)).toEqual([]);
    }, 300_000);

    it(`bodies with one poisoned field, and arbitrary bodies (${who})`, async () => {
      const problems: Problem[] = [];
      const bodyRoutes = routes.filter((r) => r.method !== 'GET');
      // A visitor is refused before most bodies are read: the arbitrary bodies below cover them.
      for (const route of who === 'member' ? bodyRoutes : []) {
        const url = fill(route.url, realIds[0]!);
        for (const [key, value] of Object.entries(BODY_TEMPLATE)) {
          for (const bad of poisoned(value)) {
            // The whole template (lenient schemas) and the field alone (strict ones).
            for (const payload of [{ ...BODY_TEMPLATE, [key]: bad }, { [key]: bad }]) {
              const p = await call(route, url, who, payload);
              if (p) problems.push(p);
            }
          }
        }
      }
      const anyJson = fc.dictionary(
        fc.constantFrom(...Object.keys(BODY_TEMPLATE), 'listingId', 'buyerId', 'urls', 'csv', 'url'),
        fc.oneof(fc.jsonValue(), fc.constantFrom(...BAD_TEXT), fc.string({ unit: 'binary' })),
        { maxKeys: 6 },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...bodyRoutes), anyJson, async (route, payload) => {
          const p = await call(route, fill(route.url, realIds[0]!), who, payload);
          if (p) problems.push(p);
        }),
        { numRuns: 400, seed: 11 },
      );
      expect(report(problems)).toEqual([]);
    }, 300_000);
  }
});
