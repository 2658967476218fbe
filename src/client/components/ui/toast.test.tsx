// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider } from './toast';
import { dismissToast, toast } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    render(<ToastProvider>page</ToastProvider>);
    act(() => {
      toast({ title: 'Added to favorites' });
      toast({ title: 'Error', description: 'Failed to submit offer', variant: 'destructive' });
    });
    expect(screen.queryByText('Added to favorites')).toBeNull();
    expect(screen.getAllByText('Failed to submit offer').length).toBeGreaterThan(0);
  });

  it('closes after 5 seconds', () => {
    vi.useFakeTimers();
    render(<ToastProvider>page</ToastProvider>);
    act(() => {
      toast({ title: 'Listing created successfully!' });
    });
    expect(screen.getAllByText('Listing created successfully!').length).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(screen.queryAllByText('Listing created successfully!')).toEqual([]);
  });

  it('a late dismiss of an old toast leaves its replacement alone', () => {
    render(<ToastProvider>page</ToastProvider>);
    let first: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    act(() => first.dismiss());
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
  });
});
