// Rethread against the naive server (bench/naive-server.ts) over the same rows: each scenario is run
// on each server in turn, three rounds alternating, and the medians are compared.
import { backendPids, cpuMeter, postgresPids } from './cpu.js';
import { drive } from './load.js';

export type Scenario = {
  name: string;
  rethread: string;
  naive: string;
  search?: boolean;
  /** Asked for with a session cookie (Rethread's side): a signed-in person. */
  signedIn?: boolean;
  /**
   * A long tail: these distinct paths in turn, each request with a parameter of its own too, so no
   * shared answer can serve any of them (`rethread`/`naive` are then only the first of each).
   */
  tail?: { rethread: string[]; naive: string[] };
};

export type Target = {
  label: string;
  baseUrl: string;
  /** The server's own process (its CPU is "node"). */
  pid: number;
  /** Whether its database is PostgreSQL (whose processes' CPU is counted too). */
  postgres: boolean;
  /** Its PostgreSQL database: only the backends connected to it are counted (else every postgres process). */
  database?: string;
  /** Cache-busting: every request a URL of its own, so what is measured is the work, not a cache. */
  bust?: boolean;
  path: (s: Scenario) => string;
  /** The long tail's paths on this server. */
  tail?: (s: Scenario) => string[] | undefined;
  /** The `Cookie` header of a signed-in person on this server (sent for signed-in scenarios). */
  cookie?: string;
};

export type Figures = {
  p50: number;
  p95: number;
  rps: number;
  cpuNodeMs: number;
  cpuPgMs: number;
  kbPerAnswer: number;
  errors: number;
};

type Page = { listings: { id: string; title: string }[]; nextCursor: string | null; total?: number };

const getPage = async (url: string) => (await (await fetch(url)).json()) as Page;

/** The scenarios of the table, with the cursors of pages 3 and 50 walked from the first. */
export async function scenarios(rethreadBase: string): Promise<Scenario[]> {
  const first = await getPage(`${rethreadBase}/api/listings?limit=24`);
  const cursors: (string | null)[] = [null, first.nextCursor];
  for (let page = 2; page < 50 && cursors.at(-1); page++) {
    cursors.push(
      (await getPage(`${rethreadBase}/api/listings?limit=24&cursor=${cursors.at(-1)}`)).nextCursor,
    );
  }
  const id = first.listings[0]?.id;
  const search = (name: string, words: string): Scenario => {
    const q = encodeURIComponent(words);
    return {
      name,
      rethread: `/api/listings?search=${q}&limit=24`,
      naive: `/api/listings?search=${q}`,
      search: true,
    };
  };
  return [
    { name: 'browse, no filter', rethread: '/api/listings?limit=24', naive: '/api/listings' },
    { name: 'newest first', rethread: '/api/listings?sort=newest&limit=24', naive: '/api/listings' },
    {
      name: 'category + price',
      rethread: '/api/listings?category=Jackets&minPrice=20&maxPrice=150&limit=24',
      naive: '/api/listings?category=Jackets&minPrice=20&maxPrice=150',
    },
    search('two-word search', 'leather jacket'),
    search('misspelled search', 'adiddas snekers'),
    search('common word', 'vintage'),
    search('rare word', 'cashmere'),
    { name: 'listing detail', rethread: `/api/listings/${id}`, naive: `/api/listings/${id}` },
    {
      name: 'page 3',
      rethread: `/api/listings?limit=24&cursor=${cursors[2]}`,
      naive: '/api/listings?page=3',
    },
    {
      name: 'page 50',
      rethread: `/api/listings?limit=24&cursor=${cursors[49]}`,
      naive: '/api/listings?page=50',
    },
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One round of one scenario on one server: p95 at concurrency 4, req/s and CPU per request at 32. */
async function measure(target: Target, scenario: Scenario, seconds: number): Promise<Figures> {
  const url = target.baseUrl + target.path(scenario);
  const paths = target.tail?.(scenario);
  const bust = Boolean(target.bust || paths);
  const options = {
    ...(paths ? { paths } : {}),
    ...(scenario.signedIn && target.cookie ? { headers: { cookie: target.cookie } } : {}),
  };
  await drive(url, 4, 1, bust, options); // warm caches and the JIT
  const c4 = await drive(url, 4, seconds, bust, options);
  // Both servers keep their pools open, so the backends counted at the start are the run's, but a
  // pool may open more under 32 connections: those are read at the end and counted from zero.
  const pids = async () =>
    !target.postgres ? [] : target.database ? await backendPids(target.database) : postgresPids();
  const [atStart, nodeCpu] = [await pids(), cpuMeter(() => [target.pid])];
  let pgPids = atStart;
  const pgCpu = cpuMeter(() => pgPids);
  const c32 = await drive(url, 32, seconds, bust, options);
  const nodeMs = nodeCpu();
  pgPids = [...new Set([...atStart, ...(await pids())])];
  const pgMs = pgCpu();
  return {
    p50: c4.p50,
    p95: c4.p95,
    rps: c32.rps,
    cpuNodeMs: nodeMs / Math.max(1, c32.requests),
    cpuPgMs: pgMs / Math.max(1, c32.requests),
    kbPerAnswer: c4.bytesPerAnswer / 1024,
    errors: c4.errors + c4.non2xx + c32.errors + c32.non2xx,
  };
}

/**
 * Every scenario on every target, `rounds` times alternating; the median of each figure. `settle` runs
 * after each measurement: a server may still be working through requests autocannon gave up on (the
 * naive server's table scans), and the next target must not pay for them.
 */
export async function compare(
  targets: Target[],
  list: Scenario[],
  rounds: number,
  seconds: number,
  log: (line: string) => void,
  settle: () => Promise<void> = async () => {},
): Promise<Map<string, Map<string, Figures>>> {
  const results = new Map<string, Map<string, Figures>>();
  for (const scenario of list) {
    const runs = new Map<string, Figures[]>(targets.map((t) => [t.label, []]));
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        runs.get(target.label)!.push(await measure(target, scenario, seconds));
        await settle();
      }
    }
    const row = new Map<string, Figures>();
    for (const [label, figures] of runs) {
      const pick = (key: keyof Figures) => median(figures.map((f) => f[key]));
      row.set(label, {
        p50: pick('p50'),
        p95: pick('p95'),
        rps: pick('rps'),
        cpuNodeMs: pick('cpuNodeMs'),
        cpuPgMs: pick('cpuPgMs'),
        kbPerAnswer: pick('kbPerAnswer'),
        errors: figures.reduce((sum, f) => sum + f.errors, 0),
      });
    }
    results.set(scenario.name, row);
    log(
      `  ${scenario.name.padEnd(18)} ` +
        [...row]
          .map(([label, f]) => `${label}: p95 ${f.p95.toFixed(1)} ms, ${Math.round(f.rps)} req/s`)
          .join(' | '),
    );
  }
  return results;
}

/** Whether the first page of a search lists only listings whose titles hold every word. */
export async function titleMatchesFirst(baseUrl: string, words: string): Promise<string> {
  const page = await getPage(`${baseUrl}/api/listings?search=${encodeURIComponent(words)}&limit=24`);
  const wanted = words.toLowerCase().split(/\s+/);
  const titled = page.listings.filter((l) => wanted.every((w) => l.title.toLowerCase().includes(w))).length;
  return `${titled} of the first ${page.listings.length} results for '${words}' have every word in their title`;
}
