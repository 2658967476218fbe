import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsApi } from '#shared/api/earnings.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import { earningsOf } from './ledger.service.js';
import * as connect from './stripe-connect.service.js';
import * as payouts from './payouts.service.js';

/** A seller's earnings, payout account and payouts (issue 15): always the signed-in person's own. */
export function earningsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Money: 401 before anything else is looked at, and never cached on the way.
    app.addHook('preValidation', async (request, reply) => {
      requireUser(request);
      reply.header('cache-control', 'no-store');
    });

    app.route({
      ...routeOf(earningsApi.get),
      handler: async (request) => earningsOf(ctx, requireUser(request).id, request.query.cursor),
    });

    app.route({
      ...routeOf(earningsApi.account),
      handler: async (request) => {
        const userId = requireUser(request).id;
        const account = await payouts.payoutAccountOf(ctx, userId);
        // Back from Stripe's onboarding: read where the account stands now rather than wait for its webhook.
        if (await connect.refreshStripeAccount(ctx, account, userId)) {
          return { account: await payouts.payoutAccountOf(ctx, userId) };
        }
        return { account };
      },
    });

    app.route({
      ...routeOf(earningsApi.saveTestBankAccount),
      handler: async (request) => ({
        account: await payouts.saveTestBankAccount(ctx, requireUser(request).id, request.body),
      }),
    });

    app.route({
      ...routeOf(earningsApi.onboarding),
      handler: async (request) => ({ url: await connect.onboardingUrl(ctx, requireUser(request).id) }),
    });

    app.route({
      ...routeOf(earningsApi.payouts),
      handler: async (request) => ({ payouts: await payouts.payoutsOf(ctx, requireUser(request).id) }),
    });

    app.route({
      ...routeOf(earningsApi.requestPayout),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const payout = await payouts.requestPayout(
          ctx,
          { userId: user.id, ip: request.ip },
          request.body.amountCents,
        );
        return reply.status(201).send({ payout });
      },
    });
  };
}
