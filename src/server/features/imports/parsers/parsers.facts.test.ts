import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURE_URLS } from '../fixtures/fixture-server.js';
import { parseListingPage } from './index.js';
import { mapCategory, mapCategoryPath, mapColors, mapCondition, mapGender } from './text.js';

/** Read what real pages say, and never invent what they do not. */

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const page = (name: string) => readFileSync(join(fixtures, name), 'utf8');

describe("Mercari's itemCategoryHierarchy", () => {
  it('Men › Shoes › Athletic Shoes is Shoes for Men', () => {
    const l = parseListingPage(page('mercari-hierarchy.html'), FIXTURE_URLS.mercariHierarchy, 'mercari')!;
    expect(l.parser).toBe('mercari-next-data');
    expect(l).toMatchObject({
      title: 'Nike Air Max 90',
      category: 'Shoes',
      gender: 'Men',
      condition: 'Used',
    });
    expect(l.rawCategories).toEqual(['Men', 'Shoes', 'Athletic Shoes']);
  });

  it.each([
    [['Women', 'Tops & blouses'], 'Tops', 'Women'],
    [['Women', 'Tops & blouses', 'T-shirts'], 'Tops', 'Women'],
    [['Women', 'Coats & jackets', 'Vests'], 'Jackets', 'Women'],
    [['Women', 'Dresses', 'Midi'], 'Dresses', 'Women'],
    [['Men', 'Jeans', 'Slim'], 'Bottoms', 'Men'],
    [['Women', 'Bags', 'Shoulder bags'], 'Bags', 'Women'],
    [['Women', 'Accessories', 'Hats'], 'Hats', 'Women'],
    [['Women', 'Jewelry', 'Necklaces'], 'Jewelry', 'Women'],
    [['Kids', 'Girls 2T-5T', 'Dresses'], 'Dresses', 'Child'],
    [['Men', 'Swimwear'], 'Clothing', 'Men'],
    [['Home', 'Kitchen & dining'], null, null],
    // What Rethread cannot place in its fashion categories gets none, never a guessed one.
    [['Men', 'Other'], null, 'Men'],
    [['Women'], null, 'Women'],
    [['Electronics', 'Video games & consoles', 'Accessories'], null, null],
    [['Men', 'Video game accessories'], null, 'Men'],
  ])('%j → %s, %s', (path, category, gender) => {
    expect(mapCategoryPath(path)).toBe(category);
    expect(mapGender(path[0])).toBe(gender);
  });

  it('a page without a category path: a console is no fashion category, not Clothing', () => {
    const url = 'https://www.mercari.com/us/item/m55512345678/';
    const l = parseListingPage(page('mercari-no-category-path.html'), url, 'mercari')!;
    expect(l).toMatchObject({
      title: 'Sony PlayStation 5 Console Disc Edition',
      category: null,
      brand: 'Sony',
    });
    expect(l.rawCategories).toEqual(['Consoles']);
  });

  it.each([
    [['Consoles'], '', null],
    [['Video Game Accessories'], '', null],
    [['Electronics', 'Cell Phone Accessories'], '', null],
    [['Men', 'Other'], 'Versace Eros Eau de Toilette', null],
    [[], 'PS5 DualSense controller', null],
    [['Something new'], 'Wool coat', null],
    [['Swimwear'], '', 'Clothing'],
    [['Accessories'], '', 'Accessories'],
    // A broad category of ours is narrowed by the title to one it holds, never moved out of it.
    [['Accessories'], 'Kate Spade Silk Scarf', 'Scarves'],
    [['Accessories'], 'Leather gloves', 'Accessories'],
    [['Accessories'], 'Wool coat', 'Accessories'],
    [['Accessories'], 'PS5 DualSense controller', null],
    [[], 'Wool coat', 'Jackets'],
    [[], 'Home-made wool scarf', 'Scarves'],
    [[], 'Book tote', 'Bags'],
  ])('category words %j, title %j → %s', (words, title, category) => {
    expect(mapCategory(words, title)).toBe(category);
  });

  it('a leaf says more than the title; the title helps only when the path says nothing', () => {
    expect(mapCategoryPath(['Women', 'Other'], 'Leather ankle boots')).toBe('Shoes');
    expect(mapCategoryPath(['Women', 'Shoes', 'Boots'], 'Boot-cut jeans')).toBe('Shoes');
  });
});

describe('Poshmark facts as the post states them', () => {
  it('a post without a condition has none, and keeps every colour it names', () => {
    const l = parseListingPage(
      page('poshmark-no-condition.html'),
      FIXTURE_URLS.poshmarkNoCondition,
      'poshmark',
    )!;
    expect(l.parser).toBe('poshmark-initial-state');
    expect(l).toMatchObject({ title: 'Striped Cotton Tee', condition: null, color: 'Black, White, Gray' });
  });

  it('known condition codes map; unknown ones are not guessed', () => {
    expect(mapCondition('nwt')).toBe('New with Tags');
    expect(mapCondition('not_nwt')).toBe('Used');
    expect(mapCondition('Like new')).toBe('Used');
    expect(mapCondition('New')).toBe('New with Tags');
    expect(mapCondition('refurbished')).toBeNull();
    expect(mapCondition('')).toBeNull();
    expect(mapCondition(null)).toBeNull();
  });

  it('colours: de-duplicated, in order, whole names only within the column', () => {
    expect(mapColors(['Red', 'red', 'Blue'])).toBe('Red, Blue');
    expect(mapColors([null, ''])).toBeNull();
    expect(mapColors(['Black', 'White', 'Periwinkle Blue Haze', 'Tangerine Orange'])).toBe(
      'Black, White, Periwinkle Blue Haze',
    );
  });
});
