import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '../app/providers';
import { json, type FakeRequest, type FakeRoutes } from './fake-api';

/**
 * Test support (not a test file): renders `page` as the app does — inside its providers, with a fresh
 * query cache — under an in-memory router at `path`. Answers the router's memory, whose `history`
 * records where the page navigated.
 */
export function renderPage(path: string, page: ReactNode) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Providers>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {page}
      </Router>
    </Providers>,
  );
  return memory;
}

/**
 * Renders `page` at `path` to a visitor (GET /api/auth/user answers 401) and resolves once that was
 * asked, so the test can check what a visitor is not shown.
 */
export async function renderToVisitor(
  api: { routes: FakeRoutes; requests: FakeRequest[] },
  path: string,
  page: ReactNode,
) {
  api.routes['GET /api/auth/user'] = [() => json(401, { error: 'You need to be signed in' })];
  const memory = renderPage(path, page);
  await waitFor(() => expect(api.requests.map((r) => r.key)).toContain('GET /api/auth/user'));
  return memory;
}
