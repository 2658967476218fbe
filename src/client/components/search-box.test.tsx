// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loginPath, safeReturnTo, searchTarget } from '../lib/navigation';
import { SearchBox } from './search-box';

afterEach(cleanup);

describe('searchTarget (docs/product/03-search.md §3.1 navigation search)', () => {
  it('sends trimmed non-empty text to /trending?search=', () => {
    expect(searchTarget('  denim jacket ')).toBe('/trending?search=denim%20jacket');
    expect(searchTarget("levi's & co")).toBe("/trending?search=levi's%20%26%20co");
  });

  it('sends empty or blank text to plain /trending', () => {
    expect(searchTarget('')).toBe('/trending');
    expect(searchTarget('   \t ')).toBe('/trending');
  });
});

describe('SearchBox', () => {
  function setup() {
    const memory = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <SearchBox />
      </Router>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search items' });
    return { memory, input };
  }

  it('navigates to the search results on Enter', () => {
    const { memory, input } = setup();
    expect(input).toHaveProperty('placeholder', 'Search items...');
    fireEvent.change(input, { target: { value: '  vintage boots  ' } });
    act(() => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(memory.history!.at(-1)).toBe('/trending?search=vintage%20boots');
  });

  it('navigates to /trending when the box is empty', () => {
    const { memory, input } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    act(() => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(memory.history!.at(-1)).toBe('/trending');
  });
});

describe('return paths after sign-in', () => {
  it('accepts local paths only', () => {
    expect(safeReturnTo('/offers?tab=received')).toBe('/offers?tab=received');
    expect(safeReturnTo('//evil.example/x')).toBeUndefined();
    expect(safeReturnTo('https://evil.example')).toBeUndefined();
    expect(safeReturnTo('/\\evil.example')).toBeUndefined();
    expect(safeReturnTo(null)).toBeUndefined();
  });

  it('builds the login address that comes back', () => {
    expect(loginPath('/offers')).toBe('/login?returnTo=%2Foffers');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/import', { staySignedIn: 'true' })).toBe(
      '/login?staySignedIn=true&returnTo=%2Fimport',
    );
  });
});
