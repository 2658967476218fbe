import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_ROUTE_PATTERNS, isClientRoute } from '../../shared/routes.js';
import { routePreloads } from './route-preloads.js';
import { scriptsAfterLoad } from './scripts-after-load.js';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rethread</title></head>
<body><p>The Rethread client has not been built yet. Run <code>npm run build</code>.</p></body></html>`;

/**
 * Page-specific HTML (title, meta tags, embedded first data); undefined keeps the plain shell. A
 * renderer may also set the status: a client route naming something that does not exist (an unknown
 * listing or profile) is a 404 like any unknown path. `painted`: the root already holds the page
 * (decision 020), so its scripts can wait for `load`.
 */
export type RenderedShell = { html: string; status?: number; painted?: boolean };
export type HtmlRenderer = (
  request: FastifyRequest,
  template: string,
) => Promise<string | RenderedShell | undefined>;

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, client routes
 * answered with the app shell, and unknown paths with the same shell but a real 404 status.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string,
  renderers: HtmlRenderer[] = [],
): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  // Read once: the shell only changes with a new build, which means a new process.
  const template = hasClient ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  const preloadsFor = routePreloads(clientDir);
  const deferScripts = scriptsAfterLoad(clientDir);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // Files are listed once at boot; with a wildcard, "/" would be treated as a directory request (403).
      wildcard: false,
      // Source maps stay on the build machine (bench/client-sizes reads them): served, they would
      // hand anyone the client's whole source with its comments.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${join(clientDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    if (pathname.startsWith('/assets/') || pathname.startsWith('/uploads/')) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    return sendShell(request, reply, isClientRoute(pathname) ? 200 : 404);
  });

  // The app's own paths are routes, not only the not-found fallback: routes get compression (a
  // rendered page is 40-250 KB of HTML before gzip) and the other per-route hooks. Out of the API
  // description: they answer HTML.
  for (const pattern of CLIENT_ROUTE_PATTERNS) {
    app.get(pattern, { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200));
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply, status: number) {
    let html = template;
    let painted = false;
    for (const render of renderers) {
      const rendered = await render(request, template);
      if (rendered === undefined) continue;
      if (typeof rendered === 'string') html = rendered;
      else {
        html = rendered.html;
        status = rendered.status ?? status;
        painted = rendered.painted ?? false;
      }
      break;
    }
    const preloads = status === 200 ? preloadsFor(request.url.split('?')[0] ?? '/') : '';
    if (preloads) html = html.replace('</head>', () => `    ${preloads}\n  </head>`);
    if (painted) html = deferScripts(html);
    return (
      reply
        .status(status)
        // A signed-in visitor's shell carries who they are: no shared cache may keep it.
        .header('cache-control', request.user ? 'private, no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }
}
