import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '../app/providers';

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
