// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, type Filters } from '../lib/filters';
import { FilterPanel } from './filter-panel';
import { NoopResizeObserver } from '#client/test/dom-stubs';

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(filters: Filters) {
  const onChange = vi.fn<(next: Filters) => void>();
  render(<FilterPanel filters={filters} onChange={onChange} idPrefix="t" />);
  const sizes = () =>
    within(screen.getByRole('group', { name: 'Sizes' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
  return { onChange, sizes };
}

describe('the size filter', () => {
  it('offers US and EU shoe sizes for Shoes, and sends the one pressed', () => {
    const { onChange, sizes } = renderPanel({ ...EMPTY_FILTERS, category: 'Shoes' });
    expect(sizes()).toContain('Size US 8.5');
    expect(sizes()).toContain('Size EU 43');
    expect(sizes()).not.toContain('Size M');
    const us = screen.getByRole('group', { name: 'US sizes' });
    expect(within(us).getAllByRole('button')).toHaveLength(21);
    expect(within(us).getByRole('button', { name: 'Size US 8.5' }).textContent).toBe('8.5');
    fireEvent.click(screen.getByRole('button', { name: 'Size EU 43' }));
    fireEvent.click(screen.getByRole('button', { name: 'Size US 8.5' }));
    expect(onChange.mock.calls.at(-1)![0].sizes).toEqual(['US 8.5']);
  });

  it('shows a pressed size as pressed and takes it off again', () => {
    const { onChange } = renderPanel({ ...EMPTY_FILTERS, category: 'Shoes', sizes: ['US 8.5', 'EU 43'] });
    const button = screen.getByRole('button', { name: 'Size US 8.5' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onChange.mock.calls.at(-1)![0].sizes).toEqual(['EU 43']);
  });

  it('offers letters, women’s sizes and waists for jeans, and the common letters with no category', () => {
    expect(renderPanel({ ...EMPTY_FILTERS, category: 'Jeans' }).sizes()).toEqual(
      expect.arrayContaining(['Size W30', 'Size 8', 'Size XXXL']),
    );
    cleanup();
    expect(renderPanel(EMPTY_FILTERS).sizes()).toEqual(
      ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => `Size ${s}`),
    );
  });
});
