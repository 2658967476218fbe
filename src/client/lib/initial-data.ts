/**
 * First paint without a round trip (docs/product/10-decisions-beyond-the-spec.md §10.14): the server embeds the first answers a page needs in
 * `<script type="application/json" id="rethread-initial-data">`, keyed by their exact API URL. Each
 * entry is used once, by the first GET of that URL; later GETs (refetches, refreshes) go to the network.
 */
let entries: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  if (typeof document === 'undefined') return entries;
  const element = document.getElementById('rethread-initial-data');
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
  if (!store.has(url)) return { found: false };
  const value = store.get(url);
  store.delete(url);
  return { found: true, value };
}

/** Tests only: forget what was read. */
export function resetInitialData(): void {
  entries = undefined;
}
