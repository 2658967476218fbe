// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { useLike } from './likes';
import { json } from '../test/fake-api';

const sam = { id: 'u2', display: 'Sam', handle: 'sam', bio: '', profileImageUrl: null };

let signedIn: boolean;
let likeAnswer: () => Response | Promise<Response>;
let requests: string[];

beforeEach(() => {
  signedIn = true;
  requests = [];
  likeAnswer = () => json(200, { liked: true, likeCount: 8 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      requests.push(key);
      if (key === 'GET /api/auth/user') return signedIn ? json(200, sam) : json(401, { error: 'no' });
      if (key === 'GET /api/me/likes') return json(200, { listingIds: ['other'] });
      if (key === 'POST /api/listings/l1/like') return likeAnswer();
      throw new Error(`unexpected request ${key}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLike({ id: 'l1', likeCount: 5 }), { wrapper });
}

describe('useLike', () => {
  it('likes at once, then takes the server’s count', async () => {
    let release: (r: Response) => void = () => undefined;
    likeAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    const { result } = setup();
    await waitFor(() => expect(requests).toContain('GET /api/me/likes'));
    expect(result.current.liked).toBe(false);

    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.liked).toBe(true));
    expect(result.current.likeCount).toBe(6);
    expect(requests).toContain('POST /api/listings/l1/like');

    act(() => release(json(200, { liked: true, likeCount: 8 })));
    await waitFor(() => expect(result.current.likeCount).toBe(8));
    expect(result.current.liked).toBe(true);
  });

  it('rolls back when the server refuses', async () => {
    likeAnswer = () => json(404, { error: 'Listing not found', code: 'NOT_FOUND' });
    const { result } = setup();
    await waitFor(() => expect(requests).toContain('GET /api/me/likes'));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.pending).toBe(false));
    await waitFor(() => expect(result.current.liked).toBe(false));
    expect(result.current.likeCount).toBe(5);
  });

  it('asks a visitor to log in instead of calling the API', async () => {
    signedIn = false;
    const { result } = setup();
    await waitFor(() => expect(requests).toContain('GET /api/auth/user'));
    await new Promise((r) => setTimeout(r, 20));
    act(() => result.current.toggle());
    expect(result.current.loginOpen).toBe(true);
    expect(requests.filter((r) => r.includes('/like'))).toEqual([]);
  });
});
