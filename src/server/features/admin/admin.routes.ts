import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '#shared/api/admin.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as claims from '../claims/claims.service.js';
import * as orders from './admin-orders.service.js';
import * as reports from './admin-reports.service.js';
import { auditPage } from './audit.service.js';
import * as moderation from './moderation.service.js';
import * as tables from './tables.service.js';

/**
 * The operator console's API. The route layer refuses anyone but an operator before the
 * input is read; each handler receives the operator, whose id goes into the audit log. Nothing here is
 * cached (no definition declares a cache policy): every answer is about other people.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, adminApi.me, async () => {
      return { isAdmin: true as const };
    });

    defineRoute(app, adminApi.claims, async ({ request }) => {
      return { claims: await claims.claimsForOperators(ctx, request.query.status) };
    });

    defineRoute(app, adminApi.decideClaim, async ({ request, operator }) => {
      return { claim: await claims.decideClaim(ctx, operator.id, request.params.id, request.body) };
    });

    defineRoute(app, adminApi.reports, async ({ request }) => {
      return { reports: await reports.listReports(ctx, request.query.status) };
    });

    defineRoute(app, adminApi.resolveReport, async ({ request, operator }) => {
      return { reports: await reports.resolveReport(ctx, operator.id, request.params.id, request.body) };
    });

    defineRoute(app, adminApi.suspendUser, async ({ request, operator }) => {
      return { user: await moderation.suspendUser(ctx, operator.id, request.params.id, request.body.note) };
    });

    defineRoute(app, adminApi.unsuspendUser, async ({ request, operator }) => {
      return { user: await moderation.unsuspendUser(ctx, operator.id, request.params.id, request.body.note) };
    });

    defineRoute(app, adminApi.hideListing, async ({ request, operator }) => {
      return {
        listing: await moderation.hideListing(ctx, operator.id, request.params.id, request.body.note),
      };
    });

    defineRoute(app, adminApi.unhideListing, async ({ request, operator }) => {
      return {
        listing: await moderation.unhideListing(ctx, operator.id, request.params.id, request.body.note),
      };
    });

    defineRoute(app, adminApi.orders, async ({ request }) => {
      return { orders: await orders.lookUpOrders(ctx, request.query.q) };
    });

    defineRoute(app, adminApi.refundOrder, async ({ request, operator }) => {
      await claims.refundOrderByOperator(ctx, operator.id, request.params.id, request.body);
      return { order: await orders.adminOrder(ctx, request.params.id) };
    });

    defineRoute(app, adminApi.fees, async () => {
      return { fees: await tables.fees(ctx) };
    });

    defineRoute(app, adminApi.updateFees, async ({ request, operator }) => {
      return { fees: await tables.updateFees(ctx, operator.id, request.body) };
    });

    defineRoute(app, adminApi.rates, async () => {
      return { rates: await tables.rates(ctx) };
    });

    defineRoute(app, adminApi.updateRates, async ({ request, operator }) => {
      return { rates: await tables.updateRates(ctx, operator.id, request.body) };
    });

    defineRoute(app, adminApi.audit, async ({ request }) => {
      return auditPage(ctx, request.query.cursor);
    });
  };
}
