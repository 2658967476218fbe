// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider } from './toast';
import { dismissToast, toast } from './use-toast';

// The toast layer loads lazily with the first toast; warm the module so `act` settles it at once.
beforeAll(async () => {
  await import('./toast-layer');
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('renders nothing of the toast layer until the first toast', () => {
    render(<ToastProvider>page</ToastProvider>);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    render(<ToastProvider>page</ToastProvider>);
    await act(async () => {
      toast({ title: 'Added to favorites' });
      toast({ title: 'Error', description: 'Failed to submit offer', variant: 'destructive' });
    });
    expect(screen.queryByText('Added to favorites')).toBeNull();
    expect(screen.getAllByText('Failed to submit offer').length).toBeGreaterThan(0);
  });

  it('closes after 5 seconds', async () => {
    vi.useFakeTimers();
    render(<ToastProvider>page</ToastProvider>);
    await act(async () => {
      toast({ title: 'Listing created successfully!' });
    });
    expect(screen.getAllByText('Listing created successfully!').length).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(screen.queryAllByText('Listing created successfully!')).toEqual([]);
  });

  it('a late dismiss of an old toast leaves its replacement alone', async () => {
    render(<ToastProvider>page</ToastProvider>);
    let first: ReturnType<typeof toast>;
    await act(async () => {
      first = toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    act(() => first.dismiss());
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
  });
});
