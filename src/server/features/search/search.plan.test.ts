import { describe, expect, it } from 'vitest';
import { rankAllUpTo } from './search.service.js';

describe('how many matches a relevance search ranks whole', () => {
  it('is 2,000 up to 100,000 listings, where both plans were measured to cost the same', () => {
    expect(rankAllUpTo(0)).toBe(2_000);
    expect(rankAllUpTo(20_000)).toBe(2_000);
    expect(rankAllUpTo(100_000)).toBe(2_000);
  });

  it('grows with the square root of the catalogue, so a search of 2,678 matches in 1,000,000 is ranked whole', () => {
    expect(rankAllUpTo(1_000_000)).toBe(6_325);
    expect(rankAllUpTo(1_000_000)).toBeGreaterThan(2_678);
  });

  it('stays below the count cap, so a search counted at "10,000+" still walks for its window', () => {
    expect(rankAllUpTo(2_000_000)).toBe(8_944);
    expect(rankAllUpTo(10_000_000)).toBe(9_999);
    expect(rankAllUpTo(1e12)).toBe(9_999);
  });
});
