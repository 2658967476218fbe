/**
 * The core of the in-process caches of signed-out pages (shared-pages.ts for the API's answers, the
 * pages feature for rendered HTML; decision 019): entries labelled with the listings generation read
 * before they were made, used only while it has not moved and for at most `ttlMs`, kept from a key's
 * second request, least recently used dropped first.
 */
export type GenerationCacheOptions = {
  /** The current listings generation; called once per cached request, so it should be one cheap query. */
  version: () => Promise<number>;
  ttlMs?: number;
  maxEntries?: number;
  /** Bytes kept at most (values over a tenth of it are not kept). */
  maxBytes?: number;
};

/**
 * A key is kept from its second request within a while: one asked for once (a crawler, a
 * cache-busting parameter, a rare filter) costs no generation read and takes no slot (TinyLFU's
 * "doorkeeper"). The set is forgotten whole when it fills, which only delays keeping a key by a request.
 */
const DOORKEEPER_SIZE = 10_000;

// A key longer than this is not a page anyone shares; it is not worth a slot.
const MAX_KEY_LENGTH = 1_024;

type Stored<V> = { value: V; size: number; generation: number; expires: number };

/**
 * What a look-up found: the value, or the generation to label a fresh value with (undefined: the key
 * is not worth keeping yet, so nothing is stored and no generation was read).
 */
export type Lookup<V> = { hit: true; value: V } | { hit: false; generation: number | undefined };

export function generationCache<V>(options: GenerationCacheOptions) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Stored<V>>();
  let bytes = 0;
  let seen = new Set<string>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  return {
    async lookup(key: string): Promise<Lookup<V>> {
      if (key.length > MAX_KEY_LENGTH) return { hit: false, generation: undefined };
      const entry = entries.get(key);
      if (!entry && !seen.has(key)) {
        if (seen.size >= DOORKEEPER_SIZE) seen = new Set();
        seen.add(key);
        return { hit: false, generation: undefined };
      }
      const generation = await options.version();
      if (!entry || entry.generation !== generation || entry.expires <= Date.now()) {
        drop(key);
        return { hit: false, generation };
      }
      // A Map iterates in insertion order, and a hit re-inserts: the first key is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return { hit: true, value: entry.value };
    },

    /** Keeps `value` (of `size` bytes) as made at `generation`, the one its look-up answered. */
    store(key: string, value: V, size: number, generation: number): void {
      if (size > maxBytes / 10) return;
      drop(key);
      while (entries.size >= maxEntries || (entries.size && bytes + size > maxBytes)) {
        drop(entries.keys().next().value!);
      }
      entries.set(key, { value, size, generation, expires: Date.now() + ttlMs });
      bytes += size;
    },
  };
}

/**
 * One read at a time of a value many requests wait for at once: 32 concurrent hits cost one query,
 * and a request arriving after it started waits for the next one (it must not see an older value).
 */
export function sharedRead(read: () => Promise<number>): () => Promise<number> {
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = (): Promise<number> => {
    const run = read().finally(() => {
      if (current === run) current = null;
    });
    current = run;
    return run;
  };
  return () => {
    if (!current) return start();
    // A read under way began before this request: queue exactly one more after it for all latecomers.
    next ??= current.then(
      () => {
        next = null;
        return start();
      },
      () => {
        next = null;
        return start();
      },
    );
    return next;
  };
}
