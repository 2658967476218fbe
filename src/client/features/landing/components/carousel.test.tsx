// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('landing carousel', () => {
  it('advances every 4 s through 5 slides and wraps around', () => {
    render(<Carousel />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(current()).toBe('Show slide 1: Vintage denim');
    act(() => vi.advanceTimersByTime(3999));
    expect(current()).toBe('Show slide 1: Vintage denim');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Show slide 2: Sneakers & streetwear');
    act(() => vi.advanceTimersByTime(4000 * 4));
    expect(current()).toBe('Show slide 1: Vintage denim');
  });

  it('pauses while hovered and when the pause button is pressed', () => {
    render(<Carousel />);
    const region = screen.getByRole('region', { name: 'Featured on Rethread' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe('Show slide 1: Vintage denim');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe('Show slide 2: Sneakers & streetwear');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe('Show slide 2: Sneakers & streetwear');
  });
});
