import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createAppContext, type AppContext, type ContextOverrides } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { addressesRoutes } from './features/addresses/addresses.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { findSessionUser, openSessions, sessionsVersion } from './features/auth/auth.service.js';
import { checkoutRoutes } from './features/checkout/checkout.routes.js';
import { stripeWebhookRoutes } from './features/checkout/stripe-webhook.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { imagesRoutes } from './features/images/images.routes.js';
import { importsRoutes } from './features/imports/imports.routes.js';
import { listingsRoutes } from './features/listings/listings.routes.js';
import { liveShowsRoutes } from './features/live-shows/live-shows.routes.js';
import { commentsRoutes } from './features/comments/comments.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { messagesRoutes } from './features/messages/messages.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes.js';
import { offersRoutes } from './features/offers/offers.routes.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { earningsRoutes } from './features/earnings/earnings.routes.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { claimsRoutes } from './features/claims/claims.routes.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { awayRoutes } from './features/away/away.routes.js';
import { bagRoutes } from './features/bag/bag.routes.js';
import { savedSearchesRoutes } from './features/saved-searches/saved-searches.routes.js';
import { loadFirstViewRender, pagesRenderer, type FirstViewRender } from './features/pages/pages.service.js';
import { searchRoutes } from './features/search/search.routes.js';
import { shippingRoutes } from './features/shipping/shipping.routes.js';
import { shipmentsWebhookRoutes } from './features/shipments/shipments.routes.js';
import { sellerStatsRoutes } from './features/seller-stats/seller-stats.routes.js';
import { listingViewsRoutes } from './features/seller-stats/views.routes.js';
import { socialRoutes } from './features/social/social.routes.js';
import { supportRoutes } from './features/support/support.routes.js';
import { registerBodyDrain, serverTimeouts } from './http/connection-hygiene.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerOpenApi } from './http/openapi.js';
import { RequestLog } from './http/request-log.js';
import { registerSecurity } from './http/security.js';
import { registerSession } from './http/session.js';
import { registerSessionStreams } from './http/session-streams.js';
import { registerSpa } from './http/spa.js';
import { clientDistDir, firstViewEntry } from './paths.js';
import { registerSubscribers } from './subscribers.js';

export type AppDeps = ContextOverrides & {
  database: DatabaseHandle;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: DestinationStream;
  /** Where the built client lives; tests point it at a folder without one. */
  clientDir?: string;
  /**
   * A visitor's first view rendered on the server (decision 020). By default the built one
   * (dist/ssr) when the built client is served; null turns it off.
   */
  renderApp?: FirstViewRender | null;
};

/** The published API's version (GET /api/openapi.json). */
const API_VERSION = '1.0.0';

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the whole application; main.ts listens on it, tests call `app.inject()` on it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  if (!config.sessionSecret) throw new Error('buildApp needs config.sessionSecret');
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // One line per request instead of Fastify's two.
    logController: new RequestLog(),
    // Honour an upstream request id so one id follows a request through the load balancer.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSubscribers();
  const ctx = createAppContext(config, deps.database, app.log, deps);
  app.decorate('ctx', ctx);

  registerErrorHandler(app);
  registerInputGuard(app);
  registerBodyDrain(app);
  await app.register(cookie);
  await registerSecurity(app, config);
  await app.register(compress, { threshold: 1024 });
  registerSession(app, (sid) => findSessionUser(ctx, sid), config, { version: () => sessionsVersion(ctx) });
  await registerSessionStreams(app, deps.database, (sids) => openSessions(ctx, sids));
  await registerOpenApi(app, API_VERSION);

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(socialRoutes(ctx));
  // GET /api/listings (browse + search) is the search feature's; single listings are the listings feature's.
  await app.register(searchRoutes(ctx));
  await app.register(imagesRoutes(ctx));
  await app.register(listingsRoutes(ctx));
  await app.register(shippingRoutes(ctx));
  await app.register(importsRoutes(ctx));
  await app.register(commentsRoutes(ctx));
  await app.register(usersRoutes(ctx));
  await app.register(offersRoutes(ctx));
  await app.register(checkoutRoutes(ctx));
  await app.register(stripeWebhookRoutes(ctx));
  await app.register(shipmentsWebhookRoutes(ctx));
  await app.register(ordersRoutes(ctx));
  await app.register(earningsRoutes(ctx));
  await app.register(reviewsRoutes(ctx));
  await app.register(claimsRoutes(ctx));
  await app.register(reportsRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(savedSearchesRoutes(ctx));
  await app.register(bagRoutes(ctx));
  await app.register(awayRoutes(ctx));
  await app.register(liveShowsRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(messagesRoutes(ctx));
  await app.register(addressesRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(supportRoutes(ctx));
  await app.register(sellerStatsRoutes(ctx));
  await app.register(listingViewsRoutes(ctx));

  // The server render and the client must come from one build (the same asset names): the built
  // render goes with the built client only.
  const renderApp =
    deps.renderApp !== undefined
      ? deps.renderApp
      : deps.clientDir
        ? null
        : await loadFirstViewRender(firstViewEntry);
  await registerSpa(app, deps.clientDir ?? clientDistDir, [pagesRenderer(ctx, renderApp)]);
  return app as unknown as App;
}
