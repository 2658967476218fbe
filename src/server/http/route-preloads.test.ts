import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, routePreloads } from './route-preloads.js';

const root = new URL('../../../', import.meta.url).pathname;

function clientDirWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'rethread-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('modulepreload hints for the pages people arrive at', () => {
  it('names modules that exist (a renamed page must be renamed here too)', () => {
    for (const [, source] of LANDING_PAGES) expect(existsSync(join(root, source)), source).toBe(true);
  });

  it("lists a page's chunks and their styles, without what the entry already brings", () => {
    const dir = clientDirWith({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_card.js': {
        file: 'assets/card.js',
        imports: ['_runtime.js', 'index.html'],
        css: ['assets/card.css'],
      },
      'src/client/features/discover/trending-page.tsx': {
        file: 'assets/trending.js',
        imports: ['index.html', '_card.js'],
      },
    });
    const preloads = routePreloads(dir);
    const tags = preloads('/trending');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/trending.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/card.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/card.css">');
    expect(tags).not.toContain('index.js');
    expect(tags).not.toContain('runtime.js');
    expect(preloads('/settings')).toBe('');
    expect(preloads('/listing/abc')).toBe('');
  });

  it('adds nothing without a built client', () => {
    expect(routePreloads(mkdtempSync(join(tmpdir(), 'rethread-none-')))('/')).toBe('');
  });
});
