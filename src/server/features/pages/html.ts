import { INITIAL_DATA_ID, QUERY_STATE_ID } from '#shared/page-shell.js';
import { clipText } from '#shared/text-rules.js';

/** Small, careful HTML helpers for the page shell: every value is escaped where it lands. */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a <script> block: no "</script>", no HTML comment openers, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type PageHead = {
  title: string;
  description: string;
  canonicalPath: string;
  image?: string;
  type?: 'website' | 'product' | 'profile';
  jsonLd?: unknown;
  /** API responses the client would fetch first, keyed by their exact URL (docs/product/10-decisions-beyond-the-spec.md §10.14). */
  initialData?: Record<string, unknown>;
  preloadImage?: { href: string; srcset?: string; sizes?: string };
};

/** Puts the page's title, description, share tags, structured data and first data into the shell. */
export function renderHead(
  template: string,
  head: PageHead | undefined,
  origin: string,
  initialData: Record<string, unknown>,
): string {
  const dataTag = `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(initialData)}</script>`;
  if (!head) return insertBefore(template, '</head>', `    ${dataTag}\n  `);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const description = clipText(head.description.replace(/\s+/g, ' ').trim(), 200);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}" />`,
    `<meta property="og:site_name" content="Rethread" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(absolute(head.canonicalPath))}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(head.image))}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(head.image))}" />`);
  }
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : ''}${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high" />`,
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  tags.push(dataTag);
  const withTitle = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return insertBefore(withTitle, '</head>', `    ${tags.join('\n    ')}\n  `);
}

/**
 * Puts a server-rendered first view (decision 020) inside the root element, with the query answers
 * the browser hydrates with. The markup is React's, escaped by React.
 */
export function insertFirstView(html: string, view: { html: string; queryState: unknown }): string {
  const state = `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(view.queryState)}</script>`;
  return html.replace('<div id="root"></div>', () => `${state}\n    <div id="root">${view.html}</div>`);
}

/**
 * Inserts text before the first `marker`. A function replacement, so a `$` in what people wrote (a
 * title such as "Jeans $`") is text, never one of replace()'s patterns.
 */
function insertBefore(html: string, marker: string, text: string): string {
  return html.replace(marker, () => `${text}${marker}`);
}
