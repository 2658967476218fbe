import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages people arrive at from outside (search engines, shared links), with the module the client
 * router lazy-loads for each (src/client/app/routes.tsx). Without a hint the browser learns of a page's
 * chunks only once the entry has downloaded and run, one round trip after another; with
 * `<link rel="modulepreload">` they download beside the entry (LCP on a phone).
 * route-preloads.test.ts checks that each module still exists.
 */
export const LANDING_PAGES: [pattern: RegExp, source: string][] = [
  [/^\/$/, 'src/client/app/root-page.tsx'],
  [/^\/trending\/?$/, 'src/client/features/discover/trending-page.tsx'],
  [/^\/new-arrivals\/?$/, 'src/client/features/discover/new-arrivals-page.tsx'],
  [/^\/categories\/?$/, 'src/client/features/discover/categories-page.tsx'],
  [/^\/listings?\/[^/]+\/?$/, 'src/client/features/listings/pages/listing-detail-page.tsx'],
  [/^\/profile\/[^/]+\/?$/, 'src/client/features/profile/profile-page.tsx'],
];

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
/** Vite's build manifest (`.vite/manifest.json`): each source module's chunk and static imports. */
export type Manifest = Record<string, ManifestEntry>;

/** The build's Vite manifest, or null when the client has not been built with one. */
export function readManifest(clientDir: string): Manifest | null {
  const manifestPath = join(clientDir, '.vite/manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
}

/** The manifest key of the app's entry (index.html; the build's other entry is the loader of scripts-after-load.ts). */
export const entryKey = (manifest: Manifest) =>
  manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]!.isEntry);

/** A manifest key and everything it imports statically: what the browser needs before running it. */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The `<link>` tags for a path's page chunks (those the entry does not already bring), read from the
 * build's Vite manifest once; an empty string for other paths or when there is no manifest.
 */
export function routePreloads(clientDir: string): (pathname: string) => string {
  const manifest = readManifest(clientDir);
  if (!manifest) return () => '';
  const entry = entryKey(manifest);
  const fromEntry = entry ? closure(manifest, entry) : new Set<string>();
  const tagsFor = new Map<string, string>();
  for (const [, source] of LANDING_PAGES) {
    const keys = [...closure(manifest, source)].filter((key) => !fromEntry.has(key));
    const tags = keys.flatMap((key) => [
      `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
      ...(manifest[key]!.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ]);
    tagsFor.set(source, tags.join('\n    '));
  }
  return (pathname) => {
    const page = LANDING_PAGES.find(([pattern]) => pattern.test(pathname));
    return page ? (tagsFor.get(page[1]) ?? '') : '';
  };
}
