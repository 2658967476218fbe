import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachePerOwner, TtlCache } from './ttl-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('expires entries after the ttl', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([42, 42]);
    expect(loads).toBe(1);
  });
});

describe('cachePerOwner', () => {
  it('gives each owner its own cache, made once', () => {
    let made = 0;
    const cacheFor = cachePerOwner((_owner: object) => {
      made++;
      return new TtlCache<number>(60_000, 10);
    });
    const [a, b] = [{}, {}];
    cacheFor(a).set('k', 1);
    expect(cacheFor(a).get('k')).toBe(1);
    expect(cacheFor(b).get('k')).toBeUndefined();
    expect(made).toBe(2);
  });
});
