/**
 * A small in-process cache with a time-to-live and a size cap (oldest entry evicted first).
 * For figures that may be a few seconds stale, such as how many listings match a filter.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached value, or the loader's (concurrent misses for one key share a single load). */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = load().finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    const value = await pending;
    this.set(key, value);
    return value;
  }

  private readonly pending = new Map<string, Promise<V>>();
}

/**
 * One cache per owner (an app's context or database), made on first use: two apps in one process
 * (every test file) must never read each other's figures.
 */
export function cachePerOwner<Owner extends object, V>(
  make: (owner: Owner) => TtlCache<V>,
): (owner: Owner) => TtlCache<V> {
  const caches = new WeakMap<Owner, TtlCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = make(owner)));
    return cache;
  };
}
