// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkImportJob } from '#shared/imports';
import { JobProgressCard, JobResultCard } from './job-cards';

afterEach(cleanup);

const job = (over: Partial<BulkImportJob>): BulkImportJob => ({
  id: 'job_0123456789abcdef',
  userId: 'u1',
  status: 'processing',
  totalUrls: 8,
  processedUrls: 3,
  successfulUrls: 2,
  failedUrls: 1,
  sourceUrls: [],
  progressData: [],
  progressPercentage: 38,
  errorMessage: null,
  startedAt: null,
  completedAt: null,
  createdAt: '2026-05-01T10:00:00Z',
  ...over,
});

describe('the running bulk job', () => {
  it('says what it does, how far it is, and its counts', () => {
    render(<JobProgressCard job={job({})} onCancel={() => {}} cancelling={false} />);
    const card = screen.getByRole('generic', { name: 'Import progress' });
    expect(within(card).getByRole('status').textContent).toBe('Processing listings...');
    expect(within(card).getByText('3/8')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Listings processed' });
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
    expect(card.textContent).toContain('2Successful');
    expect(card.textContent).toContain('1Failed');
    expect(card.textContent).toContain('5Remaining');
  });

  it('says it is queued before a worker takes it', () => {
    render(
      <JobProgressCard
        job={job({ status: 'pending', processedUrls: 0 })}
        onCancel={() => {}}
        cancelling={false}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Queued...');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});

describe('the finished bulk job', () => {
  it('marks an import that needs a category as a draft, with what to do', () => {
    const progressData = [
      {
        url: 'https://www.mercari.com/us/item/m1/',
        status: 'success' as const,
        listing: { id: 'a', title: 'Coat', priceCents: 100 },
      },
      {
        url: 'https://www.mercari.com/us/item/m2/',
        status: 'success' as const,
        listing: { id: 'b', title: 'PS5', priceCents: 38000 },
        needsCategory: true,
        error: 'Imported as a draft: needs a category. Choose one to activate it',
      },
    ];
    render(<JobResultCard job={job({ status: 'completed', progressData })} onStartOver={() => {}} />);
    const rows = within(screen.getByRole('list', { name: 'Results per listing' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Imported');
    expect(rows[0]!.textContent).not.toContain('needs a category');
    expect(rows[1]!.textContent).toContain('Draft: needs a category');
    expect(rows[1]!.textContent).toContain('Choose one to activate it');
  });
});
