// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '#client/components/ui/toast';
import { createQueryClient } from '#client/lib/query-client';
import { toLocalInputValue } from '../lib/format';
import { ScheduleShowForm } from './schedule-show-form';
import { json } from '#client/test/fake-api';

const leo = { id: 'u9', display: 'Leo', handle: 'leo_threads', bio: '', profileImageUrl: null };
let signedIn: boolean;
let posted: unknown[];
let answer: Response;

beforeEach(() => {
  signedIn = true;
  posted = [];
  answer = json(201, { show: { id: 'show-1' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/user') return signedIn ? json(200, leo) : json(401, { error: 'no', code: 'X' });
      if (url === '/api/live-shows' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return answer;
      }
      if (url === '/api/live-shows') return json(200, { shows: [] });
      throw new Error(`unexpected request ${url}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const memory = memoryLocation({ path: '/live-shows' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <Router hook={memory.hook}>
          <ScheduleShowForm />
        </Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule Show' }));
const inAnHour = () => toLocalInputValue(new Date(Date.now() + 3_600_000));

describe('ScheduleShowForm', () => {
  it('shows the spec’s messages and sends nothing while the form is incomplete', async () => {
    renderForm();
    submit();
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBe(2);
    fill('Show title *', 'Denim drop');
    fill('Date & time *', inAnHour());
    fill('Stream URL (optional)', 'ftp://nope');
    submit();
    expect(await screen.findByText('Stream URL must be a valid https:// link')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends the time as an ISO instant with the caller as host, then says so', async () => {
    renderForm();
    const local = inAnHour();
    fill('Show title *', '  Denim drop ');
    fill('Date & time *', local);
    fill('Stream URL (optional)', 'https://stream.example.com/leo');
    // Wait for the user query so the form knows who is asking.
    await new Promise((r) => setTimeout(r, 50));
    submit();
    expect(await screen.findByText('Live show scheduled successfully!')).toBeTruthy();
    expect(posted).toEqual([
      {
        title: 'Denim drop',
        startAt: new Date(local).toISOString(),
        streamUrl: 'https://stream.example.com/leo',
        hostId: 'u9',
      },
    ]);
  });

  it('asks a visitor to log in, and shows a server refusal as an Error toast', async () => {
    signedIn = false;
    renderForm();
    await new Promise((r) => setTimeout(r, 50));
    fill('Show title *', 'Denim drop');
    fill('Date & time *', inAnHour());
    submit();
    expect((await screen.findAllByText('Please log in to schedule a show')).length).toBeGreaterThan(0);
    expect(posted).toEqual([]);

    cleanup();
    signedIn = true;
    answer = json(400, { error: 'The show cannot start in the past', code: 'VALIDATION_ERROR' });
    renderForm();
    await new Promise((r) => setTimeout(r, 50));
    fill('Show title *', 'Denim drop');
    fill('Date & time *', inAnHour());
    submit();
    expect(await screen.findByText('The show cannot start in the past')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
