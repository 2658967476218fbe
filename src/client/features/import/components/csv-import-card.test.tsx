// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_INTERVAL_MS } from '#shared/imports';
import { CSV_NEEDS_CATEGORY, type CsvImportReply } from '#shared/imports-csv';
import { ToastProvider } from '#client/components/ui/toast';
import { createQueryClient } from '#client/lib/query-client';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { CsvImportCard } from './csv-import-card';
import { anna } from '#client/test/fixtures';
import { freshFakeApi } from '#client/test/dom-stubs';

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, anna)] }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <CsvImportCard />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

function choose(text: string) {
  const file = new File([text], 'closet.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

const reply = (over: Partial<CsvImportReply>): CsvImportReply => ({
  count: 0,
  needsPhotos: 0,
  needsCategory: 0,
  alreadyImported: 0,
  errors: [],
  jobId: '00000000-0000-4000-8000-00000000c5f1',
  status: 'processing',
  totalRows: 3,
  processedRows: 0,
  progressPercentage: 0,
  errorMessage: null,
  ...over,
});

describe('CSV import card', () => {
  it('flags a row whose price is not a number before anything is sent', async () => {
    renderCard();
    choose('title,description,price\nCoat,Warm,abc\nScarf,Silk,15\n');
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getByText('Price must be a number')).toBeTruthy();
    expect(within(problems).getByText('Row 2:')).toBeTruthy();
    expect(screen.getByText('1 row will not be imported until fixed')).toBeTruthy();
    // Ready, needs attention and errors add up to the rows read: the refused row is not counted as ready.
    expect(screen.getByLabelText('CSV counts').textContent).toBe('2 rows: 1 ready to import · 1 error');
    const preview = screen.getByRole('region', { name: 'CSV preview' });
    expect(within(preview).getByText('Price must be a number')).toBeTruthy();
    expect(requests.some((r) => r.key.startsWith('POST'))).toBe(false);
  });

  it('marks a row whose category is not one of ours "Needs a category", and the counts add up', async () => {
    renderCard();
    choose(
      'title,description,price,category\nCoat,Warm,40,Outerwear\nScarf,Silk,15,scarves\nHat,Wool,x,Hats\nBelt,short\n',
    );
    const counts = await screen.findByLabelText('CSV counts');
    expect(counts.textContent).toBe('4 rows: 1 ready to import · 1 need attention · 2 errors');
    const preview = screen.getByRole('region', { name: 'CSV preview' });
    const coat = within(preview).getByText('Coat').closest('tr')!;
    expect(within(coat).getByText(CSV_NEEDS_CATEGORY)).toBeTruthy();
    const scarf = within(preview).getByText('Scarf').closest('tr')!;
    expect(within(scarf).queryByText(CSV_NEEDS_CATEGORY)).toBeNull();
  });

  it('follows an import that goes on as a job, then shows its result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['POST /api/listings/import-csv'] = [() => json(202, reply({ status: 'pending' }))];
    routes[`GET /api/csv-import-jobs/${reply({}).jobId}`] = [
      () => json(200, { success: true, job: reply({ processedRows: 2, count: 2, progressPercentage: 66 }) }),
      () =>
        json(200, {
          success: true,
          job: reply({
            status: 'completed',
            processedRows: 3,
            count: 2,
            alreadyImported: 1,
            progressPercentage: 100,
          }),
        }),
    ];
    renderCard();
    choose('title,description,price\nA,one,1\nB,two,2\nC,three,3\n');
    await screen.findByRole('region', { name: 'CSV preview' });
    await screen.findByRole('button', { name: 'Import CSV' });
    await vi.waitFor(() => expect(requests.some((r) => r.key === 'GET /api/auth/user')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));

    const progress = await screen
      .findByRole('region', { name: 'CSV import progress' })
      .catch(() => screen.findByLabelText('CSV import progress'));
    expect(await within(progress).findByText('2/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeTruthy();

    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    const result = await screen.findByLabelText('CSV import result');
    expect(within(result).getByText(/Successfully imported 2 listings!/)).toBeTruthy();
    expect(within(result).getByText(/1 row was already imported earlier/)).toBeTruthy();
    expect(screen.queryByLabelText('CSV import progress')).toBeNull();
  });
});
