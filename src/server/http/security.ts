import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Server-to-server callers sign their requests instead; browsers never post here.
const ORIGIN_CHECK_EXEMPT = ['/api/webhooks/'];

/**
 * Refuses state-changing requests that a browser sent from another site (login CSRF, forged posts).
 * SameSite=Lax cookies already stop most of it; this also covers same-site subdomains and old browsers.
 */
export function isCrossOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true;
  }
  // Compare as URLs so 'localhost:80' and 'http://localhost' count as the same place.
  const allowed = new Set<string>();
  for (const host of [request.headers.host, request.headers['x-forwarded-host']]) {
    if (typeof host !== 'string' || !host) continue;
    try {
      allowed.add(new URL(`${originUrl.protocol}//${host}`).host);
    } catch {
      // A malformed Host header matches nothing.
    }
  }
  if (publicUrl) allowed.add(new URL(publicUrl).host);
  return !allowed.has(originUrl.host);
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_CHECK_EXEMPT.some((prefix) => request.url.startsWith(prefix))) return;
    if (isCrossOrigin(request, config.publicUrl)) {
      throw new AppError('CROSS_ORIGIN', 403, 'This request came from another site and was refused');
    }
  });

  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  const imageHosts = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
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
