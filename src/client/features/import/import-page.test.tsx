// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BulkImportJob, ScrapedListing } from '#shared/imports';
import { ToastProvider } from '../../components/ui/toast';
import { createQueryClient } from '../../lib/query-client';
import { BulkImport } from './components/bulk-import';
import { SingleImport } from './components/single-import';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';
import { anna } from '../../test/fixtures';

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, anna)] }));
});

afterEach(cleanupPage);

function renderWith(ui: React.ReactNode) {
  const { hook } = memoryLocation({ path: '/import' });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <Router hook={hook}>{ui}</Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const scraped: ScrapedListing = {
  title: 'Madewell Wool Coat',
  description: 'x'.repeat(260),
  price: 45.995,
  priceCents: 4600,
  originalPriceCents: null,
  imageUrl: '/uploads/abcdefghijklmnop/1280.webp',
  images: ['/uploads/abcdefghijklmnop/1280.webp'],
  category: 'Jackets',
  gender: 'Women',
  color: 'Gray',
  size: 'M',
  brand: 'Madewell',
  condition: 'Used',
  styleTags: ['wool'],
  isSold: false,
  originalUrl: 'https://poshmark.com/listing/Madewell-Wool-Coat-a1b2c3d4e5f6a7b8c9d0e1f2',
  sourcePlatform: 'poshmark',
};

describe('Single Import', () => {
  it('keeps Import disabled while empty, warns for other hosts, and imports the preview as the user', async () => {
    routes['POST /api/scrape-listing'] = [() => json(200, { listing: scraped, platform: 'poshmark' })];
    routes['POST /api/listings'] = [() => json(201, { listing: { id: 'l1', title: scraped.title } })];
    renderWith(<SingleImport />);
    const button = screen.getByRole('button', { name: 'Import' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    const field = screen.getByLabelText('Listing URL');
    fireEvent.change(field, { target: { value: 'https://ebay.com/itm/1' } });
    expect(screen.getByText(/Only poshmark.com and mercari.com listings/)).toBeTruthy();
    fireEvent.change(field, { target: { value: scraped.originalUrl } });
    expect(screen.queryByText(/Only poshmark.com and mercari.com listings/)).toBeNull();

    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Madewell Wool Coat' });
    // The description is cut at 200 characters.
    expect(screen.getByText(`${'x'.repeat(200)}…`)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Closet' }));
    await screen.findByRole('link', { name: 'View listing' });
    const sent = requests.find((r) => r.key === 'POST /api/listings')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      priceCents: 4600,
      sellerId: 'u1',
      sourcePlatform: 'poshmark',
      category: 'Jackets',
    });
    expect(screen.getByRole('link', { name: 'View listing' }).getAttribute('href')).toBe('/listing/l1');
  });
});

const job = (over: Partial<BulkImportJob>): BulkImportJob => ({
  id: '00000000-0000-4000-8000-0000abcd1234',
  userId: 'u1',
  status: 'processing',
  totalUrls: 2,
  processedUrls: 1,
  successfulUrls: 1,
  failedUrls: 0,
  sourceUrls: [],
  progressData: [],
  progressPercentage: 50,
  errorMessage: null,
  startedAt: null,
  completedAt: null,
  createdAt: new Date().toISOString(),
  ...over,
});

function discoverCloset() {
  routes['POST /api/scrape-profile'] = [
    () =>
      json(200, {
        items: [
          {
            url: 'https://poshmark.com/listing/A-aaaaaaaaaaaaaaaaaaaaaaaa',
            title: 'Coat A',
            priceCents: 1000,
            thumbUrl: null,
            platform: 'poshmark',
            isActive: true,
          },
          {
            url: 'https://poshmark.com/listing/B-bbbbbbbbbbbbbbbbbbbbbbbb',
            title: 'Coat B',
            priceCents: 2000,
            thumbUrl: null,
            platform: 'poshmark',
            isActive: true,
          },
          {
            url: 'https://poshmark.com/listing/C-cccccccccccccccccccccccc',
            title: 'Coat C',
            priceCents: 3000,
            thumbUrl: null,
            platform: 'poshmark',
            isActive: false,
          },
        ],
        totalFound: 3,
        activeCount: 2,
        soldCount: 1,
        platform: 'poshmark',
      }),
  ];
  routes['POST /api/bulk-import-jobs'] = [() => json(201, { jobId: job({}).id, totalUrls: 2 })];
  fireEvent.change(screen.getByLabelText('Profile URL'), {
    target: { value: 'https://poshmark.com/closet/anna' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find Listings' }));
}

const jobUrl = `GET /api/bulk-import-jobs/${job({}).id}`;
const polls = () => requests.filter((r) => r.key === jobUrl).length;

describe('Bulk Import', () => {
  it('selects the active items, sends them as a job and polls until the final card', async () => {
    renderWith(<BulkImport />);
    discoverCloset();
    await screen.findByText('2 of 2 selected');
    fireEvent.click(screen.getByRole('switch', { name: 'Active Only' }));
    await screen.findByText('3 of 3 selected');
    fireEvent.click(screen.getByRole('switch', { name: 'Active Only' }));
    await screen.findByText('2 of 2 selected');

    routes[jobUrl] = [
      () => json(200, { success: true, job: job({}) }),
      () =>
        json(200, {
          success: true,
          job: job({
            status: 'completed',
            processedUrls: 2,
            successfulUrls: 2,
            completedAt: new Date().toISOString(),
            progressData: [
              { url: 'a', status: 'success', listing: { id: 'l1', title: 'Coat A', priceCents: 1000 } },
              { url: 'b', status: 'skipped', listing: { id: 'l2', title: 'Coat B', priceCents: 2000 } },
            ],
          }),
        }),
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Import Selected (2)' }));
    await screen.findByText('Job #abcd1234');
    const sent = requests.find((r) => r.key === 'POST /api/bulk-import-jobs')!.body as {
      listingUrls: string[];
    };
    expect(sent.listingUrls).toHaveLength(2);
    await screen.findByText('Job Completed', undefined, { timeout: 6000 });
    expect(screen.getByText('Already imported')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    const seen = polls();
    await new Promise((r) => setTimeout(r, 2300));
    expect(polls()).toBe(seen); // a finished job is not polled again

    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.queryByText('Job Completed')).toBeNull();
    expect(screen.queryByText('Coat A')).toBeNull();
  }, 15_000);

  it('stops polling silently when a status fetch fails, keeping the last known progress', async () => {
    renderWith(<BulkImport />);
    discoverCloset();
    await screen.findByText('2 of 2 selected');
    routes[jobUrl] = [() => json(500, { error: 'boom' })];
    fireEvent.click(screen.getByRole('button', { name: 'Import Selected (2)' }));
    await screen.findByText('Queued...');
    await waitFor(() => expect(polls()).toBe(1));
    await new Promise((r) => setTimeout(r, 2300));
    expect(polls()).toBe(1);
    expect(screen.getByText('Queued...')).toBeTruthy();
    expect(screen.getByText('0/2')).toBeTruthy();
  }, 10_000);
});
