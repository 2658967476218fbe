import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addStyleTag,
  addStyleTagsFromInput,
  MAX_STYLE_TAG_LENGTH,
  MAX_STYLE_TAGS,
  normalizeStyleTags,
  removeStyleTag,
} from './style-tags.js';

describe('addStyleTag', () => {
  it('trims and adds a new tag', () => {
    expect(addStyleTag(['vintage'], '  streetwear ')).toEqual({
      tags: ['vintage', 'streetwear'],
      added: 'streetwear',
      rejected: null,
    });
  });

  it('ignores an empty tag and a case-insensitive duplicate', () => {
    expect(addStyleTag(['Vintage'], '   ').rejected).toBe('empty');
    expect(addStyleTag(['Vintage'], ' VINTAGE ')).toEqual({
      tags: ['Vintage'],
      added: null,
      rejected: 'duplicate',
    });
  });

  it('refuses a tag over 30 characters and a 21st tag', () => {
    expect(addStyleTag([], 'x'.repeat(MAX_STYLE_TAG_LENGTH + 1)).rejected).toBe('too-long');
    expect(addStyleTag([], 'x'.repeat(MAX_STYLE_TAG_LENGTH)).rejected).toBeNull();
    const full = Array.from({ length: MAX_STYLE_TAGS }, (_, i) => `tag${i}`);
    expect(addStyleTag(full, 'one more')).toEqual({ tags: full, added: null, rejected: 'too-many' });
  });

  it('never mutates the list it was given', () => {
    const tags = ['a'];
    addStyleTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('addStyleTagsFromInput', () => {
  it('splits on commas', () => {
    expect(addStyleTagsFromInput(['boho'], 'vintage, 90s,, BOHO ,')).toEqual({
      tags: ['boho', 'vintage', '90s'],
      rejected: null,
    });
  });

  it('reports the first rejection worth telling', () => {
    expect(addStyleTagsFromInput([], `ok, ${'y'.repeat(40)}`)).toEqual({
      tags: ['ok'],
      rejected: 'too-long',
    });
  });
});

describe('removeStyleTag', () => {
  it('removes exactly that chip', () => {
    expect(removeStyleTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('normalizeStyleTags (properties)', () => {
  it('keeps at most 20 trimmed, non-empty, short tags, unique ignoring case', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 60 }), (raw) => {
        const tags = normalizeStyleTags(raw);
        expect(tags.length).toBeLessThanOrEqual(MAX_STYLE_TAGS);
        for (const t of tags) {
          expect(t).toBe(t.trim());
          expect(t.length).toBeGreaterThan(0);
          expect(t.length).toBeLessThanOrEqual(MAX_STYLE_TAG_LENGTH);
        }
        expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
      }),
    );
  });

  it('is idempotent and keeps the first spelling and the order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (raw) => {
        const once = normalizeStyleTags(raw);
        expect(normalizeStyleTags(once)).toEqual(once);
        const firstSpellings = raw.map((r) => r.trim().replace(/\s+/g, ' ')).filter(Boolean);
        for (const t of once) expect(firstSpellings).toContain(t);
      }),
    );
  });

  it('adding a tag already present (any case) changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 10 }),
        (raw) => {
          const tags = normalizeStyleTags(raw);
          fc.pre(tags.length > 0);
          const again = addStyleTag(tags, ` ${tags[0]!.toUpperCase()} `);
          expect(again.tags).toEqual(tags);
        },
      ),
    );
  });
});
