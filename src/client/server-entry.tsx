import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type Query, type QueryCache } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { setInitialDataSource } from './lib/initial-data';
import { createQueryClient } from './lib/query-client';

/**
 * The server's render of a page's first view (decision 020), built by `vite build --ssr` into
 * dist/ssr and loaded by the server. The browser hydrates the same markup (boot.tsx), so a visitor
 * sees the page, its photos included, before any script has arrived.
 *
 * The page asks for its data through its own queries, exactly as in the browser; each GET answers
 * from the first data the server embeds for that page (pages.service.ts) and from nothing else.
 */

export type ServerRender = {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The queries the render answered, for the browser's cache before it hydrates. */
  queryState: DehydratedState;
  /** First data no query of the render used (kept in the page for the browser's later GETs). */
  unusedData: Record<string, unknown>;
};

// One render's first data: concurrent renders in one process each read their own.
const renderData = new AsyncLocalStorage<Map<string, unknown>>();
const readRenderData = () => renderData.getStore() ?? new Map<string, unknown>();

// A page whose data reveals more queries (a listing, then its seller's other items) gets one more
// round; past that, what is still missing shows as loading, as it would in the browser.
const MAX_PASSES = 3;

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, in place: React would otherwise move a large one to the end of the
    // document, to be swapped in by an inline script, which the page's CSP (script-src 'self') forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws is rendered by the browser instead (its nearest Suspense boundary);
    // the server says which one.
    onError: (error) => console.error('server render:', error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Renders `url` (path and query) for a visitor, given the first data the server embeds for it. */
export async function renderPage(url: string, initialData: Record<string, unknown>): Promise<ServerRender> {
  setInitialDataSource(readRenderData);
  const { pathname, search } = new URL(url, 'http://rethread.invalid');
  const data = new Map(Object.entries(initialData));
  // No error handler: a failed query here must not queue a toast in the server's process.
  const queryClient = createQueryClient();
  const tried = new Set<string>();
  const page = (
    <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
      <App queryClient={queryClient} />
    </Router>
  );
  try {
    let html = await renderToHtml(page);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash));
      if (waiting.length === 0) break;
      for (const query of waiting) tried.add(query.queryHash);
      const answered = await renderData.run(data, () => fetchAll(queryClient.getQueryCache(), waiting));
      if (answered === 0) break;
      html = await renderToHtml(page);
    }
    return {
      html,
      queryState: dehydrate(queryClient),
      unusedData: Object.fromEntries(data),
    };
  } finally {
    queryClient.clear();
  }
}

/**
 * Runs each waiting query against the first data; answers how many found theirs. One without is
 * dropped, so the next pass (and the browser) shows it loading and the browser fetches it.
 */
async function fetchAll(cache: QueryCache, queries: Query[]): Promise<number> {
  const results = await Promise.allSettled(queries.map((query) => query.fetch()));
  let answered = 0;
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') answered++;
    else cache.remove(queries[i]!);
  });
  return answered;
}
