// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard as ListingCardData } from '#shared/search';
import { listingCard } from '#client/test/fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../ui/toast';
import { createQueryClient } from '../../lib/query-client';
import { ListingCard } from './listing-card';
import placeholderUrl from '../listing-placeholder.svg';

const photo = (n: number) => `/uploads/photo${String(n).padStart(12, '0')}/1280.webp`;

function listing(over: Partial<ListingCardData> = {}): ListingCardData {
  return listingCard({
    title: 'LEVIS 501 jeans!!!',
    description: 'Classic',
    priceCents: 4500,
    imageUrl: photo(1),
    images: [photo(1), photo(2), photo(3)],
    category: 'Bottoms',
    size: 'W32',
    color: 'Blue',
    createdAt: new Date().toISOString(),
    likeCount: 7,
    commentCount: 2,
    ...over,
  });
}

let requests: string[] = [];

function show(data: ListingCardData, priority?: boolean) {
  // A visitor: the card asks who is signed in, and nothing else until a heart is tapped.
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 });
    }),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ListingCard listing={data} priority={priority} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

function shownPhoto(): string | null {
  return screen.getByRole('article').querySelector('a[href="/listing/l1"] img')?.getAttribute('src') ?? null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ListingCard', () => {
  it('shows the cleaned title, price, size, guessed brand and seller', () => {
    show(listing());
    const card = screen.getByRole('article', { name: "Levi's Blue Jeans - Size W32" });
    expect(within(card).getByText('$45.00')).toBeTruthy();
    expect(within(card).getByText('+ $7.99 shipping')).toBeTruthy();
    expect(within(card).getByText("Size W32 · Levi's")).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@anna_vintage' }).getAttribute('href')).toBe(
      '/profile/anna_vintage',
    );
    expect(within(card).getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      '/checkout/l1/buyer',
    );
  });

  it("shows the seller's rating compactly, ★ 4.8 (12), and nothing for a seller without reviews", () => {
    show(listing({ sellerRating: { averageRating: 4.8, reviewCount: 12 } }));
    const rating = within(screen.getByRole('article')).getByTestId('card-seller-rating');
    expect(rating.textContent).toBe('Seller rating 4.8 (12 reviews)');
    // What a sighted person reads: the star, "4.8" and "(12)".
    expect(within(rating).getByText('4.8')).toBeTruthy();
    expect(rating.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    cleanup();

    show(listing({ sellerRating: { averageRating: 4, reviewCount: 1 } }));
    expect(screen.getByTestId('card-seller-rating').textContent).toBe('Seller rating 4.0 (1 review)');
    cleanup();

    show(listing({ sellerRating: { averageRating: null, reviewCount: 0 } }));
    expect(screen.queryByTestId('card-seller-rating')).toBeNull();
    expect(screen.queryByText(/Seller rating/)).toBeNull();
  });

  it('says "Free shipping" when the seller pays it', () => {
    show(listing({ shippingPayer: 'seller', shippingCents: 0 }));
    expect(screen.getByText('Free shipping')).toBeTruthy();
    expect(screen.queryByText(/^\+ .* shipping$/)).toBeNull();
  });

  it('serves the small variants through srcset with a fixed size', () => {
    show(listing());
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/320.webp 320w');
    expect(img.getAttribute('srcset')).toContain('/640.webp 640w');
    // A card never needs the 1280 px original (grid photos load the 320/640 variant, a fraction of the bytes).
    expect(img.getAttribute('srcset')).not.toContain('1280');
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('800');
  });

  it('steps through photos with wraparound and shows dots up to five', () => {
    show(listing());
    expect(screen.getAllByRole('button', { name: /Show photo \d of 3/ })).toHaveLength(3);
    expect(shownPhoto()).toContain('photo000000000001/640');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto()).toContain('photo000000000003/640');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()).toContain('photo000000000001/640');
  });

  it('gives each 8 px dot a 24 px button to tap (the dot is drawn inside it)', () => {
    show(listing());
    for (const dot of screen.getAllByRole('button', { name: /Show photo \d of 3/ })) {
      expect(dot.className).toContain('size-6');
      expect(dot.querySelector('span[aria-hidden="true"]')?.className).toContain('size-2');
    }
  });

  it('shows a camera badge with the count beyond five photos', () => {
    show(listing({ images: [1, 2, 3, 4, 5, 6].map(photo) }));
    expect(screen.queryByRole('button', { name: /Show photo/ })).toBeNull();
    expect(screen.getByLabelText('6 photos, showing 1').textContent).toBe('6');
  });

  it('auto-advances every 2 seconds while hovered', () => {
    vi.useFakeTimers();
    show(listing());
    const gallery = screen.getByRole('article').querySelector('.aspect-\\[4\\/5\\]')!;
    fireEvent.mouseEnter(gallery);
    act(() => vi.advanceTimersByTime(1999));
    expect(shownPhoto()).toContain('photo000000000001/');
    act(() => vi.advanceTimersByTime(1));
    expect(shownPhoto()).toContain('photo000000000002/');
    fireEvent.mouseLeave(gallery);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownPhoto()).toContain('photo000000000002/');
  });

  it('needs a swipe longer than 50 px', () => {
    show(listing());
    const gallery = screen.getByRole('article').querySelector('.aspect-\\[4\\/5\\]')!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(gallery, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 150);
    expect(shownPhoto()).toContain('photo000000000001/');
    swipe(200, 149);
    expect(shownPhoto()).toContain('photo000000000002/');
    swipe(100, 151);
    expect(shownPhoto()).toContain('photo000000000001/');
  });

  it('uses the placeholder without photos and "No image" when a photo fails', () => {
    show(listing({ imageUrl: null, images: [] }));
    expect(shownPhoto()).toBe(placeholderUrl);
    cleanup();
    show(listing());
    fireEvent.error(screen.getByRole('article').querySelector('img')!);
    expect(screen.getByText('No image')).toBeTruthy();
  });

  it('asks a visitor to log in before liking, and sends no like', async () => {
    show(listing());
    expect(screen.getByLabelText('7 likes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.getByLabelText('7 likes')).toBeTruthy();
    expect(requests.filter((r) => r.includes('/like'))).toEqual([]);
  });

  it('shows Sold instead of Buy Now once sold', () => {
    show(listing({ isSold: true }));
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
  });

  it('shows Reserved instead of Buy Now while an accepted offer holds it', () => {
    show(listing({ reserved: true }));
    expect(screen.getByText('Reserved')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    cleanup();
    show(listing({ reserved: false }));
    expect(screen.queryByText('Reserved')).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy Now' })).toBeTruthy();
  });

  it('copies the link when the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(listing());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/listing/l1`);
    // Toasts load their layer with the first one shown: wait for the text rather than assume it.
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
  });

  it('says where comments are and goes to the listing', () => {
    show(listing());
    fireEvent.click(screen.getByRole('button', { name: '2 comments' }));
    expect(screen.getByText('Opening listing details')).toBeTruthy();
    expect(window.location.pathname).toBe('/listing/l1');
  });
});

describe('ListingCard photo loading', () => {
  const img = () => screen.getByRole('article').querySelector('a[href="/listing/l1"] img')!;

  it('loads a card below the fold lazily, at normal priority', () => {
    show(listing());
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches an above-the-fold card photo at once with high priority (the page LCP)', () => {
    show(listing(), true);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it("puts a signed-in buyer's pick in the bag from the card, then links to the bag", async () => {
    const data = listing();
    const group = (items: unknown[]) => ({
      groups: items.length ? [{ items }] : [],
      itemCount: items.length,
    });
    let bag = group([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${url}`;
        if (key === 'GET /api/auth/user') return Response.json({ id: 'sam', display: 'Sam', handle: 'sam' });
        if (key === 'POST /api/bag/items') {
          bag = group([{ listingId: 'l1' }]);
          return Response.json(bag, { status: 201 });
        }
        if (key === 'GET /api/bag') return Response.json(bag);
        return new Response('{}', { status: 404 });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ListingCard listing={data} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('article');
    fireEvent.click(await within(card).findByRole('button', { name: /^Add to bag: / }));
    const link = await within(card).findByRole('link', { name: /: In your bag$/ });
    expect(link.getAttribute('href')).toBe('/bag');
  });
});
