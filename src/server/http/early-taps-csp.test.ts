import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_CSP_SOURCE, LOADER_SOURCE, scriptsAfterLoad } from './scripts-after-load';

const clientDir = mkdtempSync(join(tmpdir(), 'rethread-early-taps-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the inline script that keeps early taps (decision 032)', () => {
  it('goes into a rendered page ahead of the loader, and the CSP allows exactly its text', () => {
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(
      join(clientDir, '.vite/manifest.json'),
      JSON.stringify({ [LOADER_SOURCE]: { file: 'assets/start-after-load-x.js' } }),
    );
    const html = scriptsAfterLoad(clientDir)(
      '<html><head><script type="module" crossorigin src="/assets/index-y.js"></script></head><body></body></html>',
    );
    const inline =
      /<script>([\s\S]*?)<\/script><script type="module" crossorigin src="\/assets\/start-after-load-x.js"/.exec(
        html,
      )?.[1];
    expect(inline).toBeDefined();
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(EARLY_TAPS_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
