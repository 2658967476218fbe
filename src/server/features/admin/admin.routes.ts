import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '#shared/api/admin.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireAdmin } from '../../http/session.js';
import * as claims from '../claims/claims.service.js';
import * as orders from './admin-orders.service.js';
import * as reports from './admin-reports.service.js';
import { auditPage } from './audit.service.js';
import * as moderation from './moderation.service.js';
import * as tables from './tables.service.js';

/**
 * The operator console's API (issue 16). routeOf refuses anyone but an operator before the input is
 * read; each handler still names the operator, whose id goes into the audit log.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Nothing here may be cached: every answer is about other people and changes with each decision.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.route({
      ...routeOf(adminApi.me),
      handler: async (request) => {
        requireAdmin(request);
        return { isAdmin: true as const };
      },
    });

    app.route({
      ...routeOf(adminApi.claims),
      handler: async (request) => {
        requireAdmin(request);
        return { claims: await claims.claimsForOperators(ctx, request.query.status) };
      },
    });

    app.route({
      ...routeOf(adminApi.decideClaim),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return { claim: await claims.decideClaim(ctx, admin.id, request.params.id, request.body) };
      },
    });

    app.route({
      ...routeOf(adminApi.reports),
      handler: async (request) => {
        requireAdmin(request);
        return { reports: await reports.listReports(ctx, request.query.status) };
      },
    });

    app.route({
      ...routeOf(adminApi.resolveReport),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return { reports: await reports.resolveReport(ctx, admin.id, request.params.id, request.body) };
      },
    });

    app.route({
      ...routeOf(adminApi.suspendUser),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return { user: await moderation.suspendUser(ctx, admin.id, request.params.id, request.body.note) };
      },
    });

    app.route({
      ...routeOf(adminApi.unsuspendUser),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return { user: await moderation.unsuspendUser(ctx, admin.id, request.params.id, request.body.note) };
      },
    });

    app.route({
      ...routeOf(adminApi.hideListing),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return {
          listing: await moderation.hideListing(ctx, admin.id, request.params.id, request.body.note),
        };
      },
    });

    app.route({
      ...routeOf(adminApi.unhideListing),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return {
          listing: await moderation.unhideListing(ctx, admin.id, request.params.id, request.body.note),
        };
      },
    });

    app.route({
      ...routeOf(adminApi.orders),
      handler: async (request) => {
        requireAdmin(request);
        return { orders: await orders.lookUpOrders(ctx, request.query.q) };
      },
    });

    app.route({
      ...routeOf(adminApi.refundOrder),
      handler: async (request) => {
        const admin = requireAdmin(request);
        await claims.refundOrderByOperator(ctx, admin.id, request.params.id, request.body);
        return { order: await orders.adminOrder(ctx, request.params.id) };
      },
    });

    app.route({
      ...routeOf(adminApi.fees),
      handler: async (request) => {
        requireAdmin(request);
        return { fees: await tables.fees(ctx) };
      },
    });

    app.route({
      ...routeOf(adminApi.updateFees),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return { fees: await tables.updateFees(ctx, admin.id, request.body) };
      },
    });

    app.route({
      ...routeOf(adminApi.rates),
      handler: async (request) => {
        requireAdmin(request);
        return { rates: await tables.rates(ctx) };
      },
    });

    app.route({
      ...routeOf(adminApi.updateRates),
      handler: async (request) => {
        const admin = requireAdmin(request);
        return { rates: await tables.updateRates(ctx, admin.id, request.body) };
      },
    });

    app.route({
      ...routeOf(adminApi.audit),
      handler: async (request) => {
        requireAdmin(request);
        return auditPage(ctx, request.query.cursor);
      },
    });
  };
}
