// `npx tsx bench/client-sizes.ts [client-dir]` after `npm run build`: the gzipped JavaScript a first
// visit to /, /trending and /listing/{id} downloads, then the ten largest chunks of each page with the
// modules that fill them (read from the source maps), so it is plain what to cut.
// `clientSizes()` is also what `npm run bench` prints under "client".
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closure, entryKey, readManifest } from '../src/server/http/route-preloads.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGET_KB = 150;

/** The pages whose download size is budgeted, keyed by the module the router lazy-loads for each. */
const PAGES: [path: string, source: string][] = [
  // A visitor's `/`: the root page chunk carries the landing page (the signed-in home is lazy).
  ['/', 'src/client/app/root-page.tsx'],
  ['/trending', 'src/client/features/discover/trending-page.tsx'],
  ['/listing/{id}', 'src/client/features/listings/pages/listing-detail-page.tsx'],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function gzipSizer(clientDir: string) {
  const cache = new Map<string, number>();
  return (file: string) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(clientDir, file))).length);
    return cache.get(file)!;
  };
}

/** Gzipped JavaScript a first visit to each page downloads: the entry, the page's chunk, and their static imports. */
export function clientSizes(clientDir = join(root, 'dist/client')): string[] {
  const manifest = readManifest(clientDir);
  if (!manifest) return ['(no Vite manifest: build with manifest enabled to measure)'];
  const gz = gzipSizer(clientDir);
  const total = (keys: Set<string>) => kb([...keys].reduce((sum, k) => sum + gz(manifest[k]!.file), 0));
  const entry = entryKey(manifest)!;
  return [
    `entry alone: ${total(closure(manifest, entry))} KB gzipped`,
    ...PAGES.map(([path, source]) =>
      manifest[source]
        ? `initial JavaScript for ${path}: ${total(closure(manifest, source, closure(manifest, entry)))} KB gzipped (target ≤ ${TARGET_KB} KB)`
        : `initial JavaScript for ${path}: page chunk not found in the manifest`,
    ),
  ];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Names a source after its npm package (node_modules/<pkg>) or its path inside the project. */
function moduleLabel(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.replaceAll('\\', '/'));
  if (match) return match[1]!;
  const inProject = source.replaceAll('\\', '/').split('/src/')[1];
  return inProject ? `src/${inProject}` : source;
}

/**
 * Minified bytes of one chunk attributed to the modules they came from, by walking its source map:
 * each mapped segment owns the generated text up to the next segment on its line.
 */
function modulesOf(clientDir: string, file: string): Map<string, number> {
  const bytes = new Map<string, number>();
  const mapPath = join(clientDir, `${file}.map`);
  if (!existsSync(mapPath)) return bytes;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const code = readFileSync(join(clientDir, file), 'utf8').split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNumber) => {
    const lineLength = code[lineNumber]?.length ?? 0;
    let column = 0;
    const owners: [column: number, source: number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (fields.length >= 4) sourceIndex += fields[1]!;
      owners.push([column, fields.length >= 4 ? sourceIndex : -1]);
    }
    owners.forEach(([start, source], i) => {
      if (source < 0) return;
      const label = moduleLabel(map.sources[source] ?? '?');
      const end = owners[i + 1]?.[0] ?? lineLength;
      bytes.set(label, (bytes.get(label) ?? 0) + Math.max(0, end - start));
    });
  });
  return bytes;
}

/** Per page: the total, then its ten largest chunks, each with the modules that make up most of it. */
export function clientSizeReport(clientDir = join(root, 'dist/client')): string[] {
  const manifest = readManifest(clientDir);
  if (!manifest) return clientSizes(clientDir);
  const gz = gzipSizer(clientDir);
  const lines = [...clientSizes(clientDir)];
  const entry = entryKey(manifest)!;
  for (const [path, source] of PAGES) {
    if (!manifest[source]) continue;
    const keys = [...closure(manifest, source, closure(manifest, entry))];
    const sum = keys.reduce((total, k) => total + gz(manifest[k]!.file), 0);
    lines.push('', `${path}: ${keys.length} chunks, ${kb(sum)} KB gzipped — largest:`);
    const largest = keys.sort((a, b) => gz(manifest[b]!.file) - gz(manifest[a]!.file)).slice(0, 10);
    for (const key of largest) {
      const { file } = manifest[key]!;
      const role = key === entry ? ' (entry)' : key === source ? ' (page)' : '';
      lines.push(`  ${kb(gz(file)).padStart(6)} KB  ${file}${role}`);
      const modules = [...modulesOf(clientDir, file)].sort((a, b) => b[1] - a[1]);
      const minified = modules.reduce((total, [, size]) => total + size, 0) || 1;
      const shown = modules
        .slice(0, 6)
        .map(([label, size]) => `${label} ${Math.round((100 * size) / minified)}%`);
      if (shown.length) lines.push(`            ${shown.join(', ')}`);
    }
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = process.argv[2] ? resolve(process.argv[2]) : undefined;
  console.log(clientSizeReport(clientDir).join('\n'));
}
