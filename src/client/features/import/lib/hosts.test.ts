import { describe, expect, it } from 'vitest';
import { isValidProfileUrl, platformOfHost, showListingHostWarning, showProfileUrlWarning } from './hosts';

describe('single import host warning', () => {
  it('stays quiet for the accepted hosts, with or without www., and for an empty field', () => {
    for (const url of [
      '',
      'https://poshmark.com/listing/Coat-a1b2c3d4e5f6a7b8c9d0e1f2',
      'https://www.poshmark.com/listing/x',
      'https://mercari.com/us/item/m123/',
      'www.mercari.com/us/item/m123/',
    ]) {
      expect(showListingHostWarning(url), url).toBe(false);
    }
  });

  it('warns for any other host, including look-alikes', () => {
    for (const url of [
      'https://poshmark.com.evil.test/listing/x',
      'https://evil.test/poshmark.com',
      'https://shop.poshmark.com/listing/x',
      'https://ebay.com/itm/1',
      'not a url at all',
    ]) {
      expect(showListingHostWarning(url), url).toBe(true);
    }
    expect(platformOfHost('https://WWW.Mercari.com/x')).toBe('mercari');
  });
});

describe('profile URL check', () => {
  it('accepts Poshmark closets and Mercari profiles', () => {
    expect(isValidProfileUrl('https://poshmark.com/closet/anna')).toBe(true);
    expect(isValidProfileUrl('https://www.poshmark.com/closet/anna')).toBe(true);
    expect(isValidProfileUrl('https://www.mercari.com/u/555000/')).toBe(true);
    expect(isValidProfileUrl('https://www.mercari.com/us/u/555000/')).toBe(true);
  });

  it('warns for other paths or hosts, never for an empty field', () => {
    expect(showProfileUrlWarning('')).toBe(false);
    expect(showProfileUrlWarning('https://poshmark.com/listing/Coat-a1b2c3d4e5f6a7b8c9d0e1f2')).toBe(true);
    expect(showProfileUrlWarning('https://mercari.com/closet/anna')).toBe(true);
    expect(showProfileUrlWarning('https://evil.test/closet/anna')).toBe(true);
  });
});
