import { INITIAL_DATA_ID } from '../../shared/page-shell';

/**
 * First paint without a round trip (docs/product/10-decisions-beyond-the-spec.md §10.14): the server embeds the first answers a page needs in
 * `<script type="application/json" id="rethread-initial-data">`, keyed by their exact API URL. Each
 * entry is used once, by the first GET of that URL; later GETs (refetches, refreshes) go to the network.
 *
 * When the server renders a page itself (server-entry.tsx), the answers come from the request being
 * rendered instead of the document: `setInitialDataSource` names where to read them, and a GET with
 * no embedded answer fails at once rather than reaching for a network the server render has not got.
 */
let entries: Map<string, unknown> | undefined;
let source: (() => Map<string, unknown>) | undefined;

function load(): Map<string, unknown> {
  if (source) return source();
  if (entries) return entries;
  entries = new Map();
  if (typeof document === 'undefined') return entries;
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent) return entries;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [url, value] of Object.entries(parsed)) entries.set(url, value);
  } catch {
    // A broken block only costs a request.
  }
  return entries;
}

/** The embedded answer for this URL, once; `found` is false when there is none (or it was used). */
export function takeInitialData(url: string): { found: boolean; value?: unknown } {
  const store = load();
  if (!store.has(url)) {
    if (source) throw new Error(`${url} is not in the page's first data`);
    return { found: false };
  }
  const value = store.get(url);
  store.delete(url);
  return { found: true, value };
}

/** Server rendering only: every read of first data goes to the map this function answers. */
export function setInitialDataSource(read: () => Map<string, unknown>): void {
  source = read;
}

/** Tests only: forget what was read. */
export function resetInitialData(): void {
  entries = undefined;
  source = undefined;
}
