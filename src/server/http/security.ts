import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { EARLY_TAPS_CSP_SOURCE } from './scripts-after-load.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Server-to-server callers sign their requests instead: payment webhooks, and mail providers posting
// an e-mail's one-click unsubscribe (its signed token is the authority; no session is used).
const ORIGIN_CHECK_EXEMPT = ['/api/webhooks/', '/api/email/unsubscribe'];

/** Whether a URL (an Origin or Referer header) names this site: its configured origin or the Host asked for. */
function isOwnSite(value: string | undefined, request: FastifyRequest, origin: string): boolean {
  if (!value || value === 'null') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Compare as URLs so 'localhost:80' and 'http://localhost' count as the same place. The Host header
  // is safe to compare with: a browser sets it to the address it really asked, and a page on another
  // site cannot change it. X-Forwarded-Host counts only behind a trusted proxy (request.host reads it
  // then, and only then).
  const allowed = new Set([new URL(origin).host]);
  try {
    if (request.host) allowed.add(new URL(`${url.protocol}//${request.host}`).host);
  } catch {
    // A malformed Host header matches nothing.
  }
  return allowed.has(url.host);
}

/**
 * Whether a state-changing request came from this site's own pages (else: login CSRF, forged posts).
 * SameSite=Lax cookies already stop most of it; this also covers same-site subdomains and old browsers.
 * Browsers send Origin with every POST, PUT, PATCH and DELETE, so a request without one is refused too.
 */
export function isCrossOrigin(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  return !isOwnSite(request.headers.origin, request, origin);
}

/**
 * Whether a GET navigation started on this site (a click in the app) or from the address bar, not from
 * a link or an image on another site. Browsers without Sec-Fetch-Site are judged by their Referer.
 */
export function isSameSiteNavigation(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return isOwnSite(request.headers.referer, request, origin);
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_CHECK_EXEMPT.some((prefix) => request.url.startsWith(prefix))) return;
    if (isCrossOrigin(request, config.origin)) {
      throw new AppError('CROSS_ORIGIN', 403, 'This request came from another site and was refused');
    }
  });

  // API answers are about the person asking unless a route says otherwise (public listings and
  // searches set their own caching): no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  const imageHosts = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, by its hash: it keeps a visitor's taps until the app starts (decision 032).
        scriptSrc: ["'self'", EARLY_TAPS_CSP_SOURCE, ...stripe],
        // Radix positions popovers with inline style attributes; no inline <style> or script is needed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe.length ? [...stripe, 'https://hooks.stripe.com'] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests:
          config.env === 'production' && config.publicUrl?.startsWith('https') ? [] : null,
      },
    },
    // The app shares pages (Facebook, Twitter); it does not need cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl?.startsWith('https') ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
