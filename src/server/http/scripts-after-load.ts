import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps.js';
import { readManifest } from './route-preloads.js';

/**
 * The Content-Security-Policy source that allows the inline script keeping early taps (decision 032)
 * and no other inline script: its hash.
 */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The loader's source module (Vite's second entry, vite.config.ts). */
export const LOADER_SOURCE = 'src/client/start-after-load.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * For a page whose HTML already holds its first view (decision 020): the app's entry script and
 * every module preload leave the head, and one small loader script takes their place, naming them,
 * to start them once the page has loaded (src/client/start-after-load.ts). Until then the connection
 * is the stylesheet's and the photos'. Ahead of it, inline, the script that keeps a tap made before
 * the app has started and carries it out once the page is live (shared/early-taps.ts, decision 032).
 * Without a built loader the page is left as it is.
 */
export function scriptsAfterLoad(clientDir: string): (html: string) => string {
  const loader = readManifest(clientDir)?.[LOADER_SOURCE]?.file;
  if (!loader) return (html) => html;
  return (html) => {
    // Only the head holds scripts: the body (a rendered page, up to a few hundred KB) is not scanned.
    const end = html.indexOf('</head>');
    const head = html.slice(0, end);
    const entry = ENTRY_SCRIPT.exec(head)?.[1];
    if (end < 0 || !entry) return html;
    const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
    const tag =
      `<script>${EARLY_TAPS_SCRIPT}</script>` +
      `<script type="module" crossorigin src="/${loader}" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>`;
    return head.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => tag) + html.slice(end);
  };
}
