import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The client's server render (src/client/server-entry.tsx, built into dist/ssr; decision 020):
 * a visitor's page as markup, the queries it answered and the first data it left unused. The server
 * never imports client code; it loads the built module by path, so this type is its contract.
 */
export type FirstViewRender = (
  url: string,
  initialData: Record<string, unknown>,
) => Promise<{ html: string; queryState: unknown; unusedData: Record<string, unknown> }>;

/** The built server render, or null when there is none (no `npm run build` yet, or a bare API). */
export async function loadFirstViewRender(entryPath: string): Promise<FirstViewRender | null> {
  if (!existsSync(entryPath)) return null;
  const module = (await import(pathToFileURL(entryPath).href)) as { renderPage?: FirstViewRender };
  if (typeof module.renderPage !== 'function') throw new Error(`${entryPath} does not export renderPage`);
  return module.renderPage;
}

/**
 * Renders the first view, or answers undefined so the plain shell goes out: a page the server
 * cannot render is still a page the browser can.
 */
export async function renderFirstView(
  render: FirstViewRender,
  url: string,
  initialData: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<Awaited<ReturnType<FirstViewRender>> | undefined> {
  try {
    return await render(url, initialData);
  } catch (err) {
    log.warn({ err, url }, 'server render failed; the page is sent for the browser to render');
    return undefined;
  }
}
