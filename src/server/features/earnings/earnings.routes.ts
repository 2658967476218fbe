import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsApi } from '#shared/api/earnings.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { earningsOf } from './ledger.service.js';
import * as connect from './stripe-connect.service.js';
import * as payouts from './payouts.service.js';

/** A seller's earnings, payout account and payouts: always the signed-in person's own. */
export function earningsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, earningsApi.get, async ({ request, user }) =>
      earningsOf(ctx, user.id, request.query.cursor),
    );

    defineRoute(app, earningsApi.account, async ({ user }) => {
      const userId = user.id;
      const account = await payouts.payoutAccountOf(ctx, userId);
      // Back from Stripe's onboarding: read where the account stands now rather than wait for its webhook.
      if (await connect.refreshStripeAccount(ctx, account, userId)) {
        return { account: await payouts.payoutAccountOf(ctx, userId) };
      }
      return { account };
    });

    defineRoute(app, earningsApi.saveTestBankAccount, async ({ request, user }) => ({
      account: await payouts.saveTestBankAccount(ctx, user.id, request.body),
    }));

    defineRoute(app, earningsApi.onboarding, async ({ user }) => ({
      url: await connect.onboardingUrl(ctx, user.id),
    }));

    defineRoute(app, earningsApi.payouts, async ({ user }) => ({
      payouts: await payouts.payoutsOf(ctx, user.id),
    }));

    defineRoute(app, earningsApi.requestPayout, async ({ request, user }) => {
      const payout = await payouts.requestPayout(
        ctx,
        { userId: user.id, ip: request.ip },
        request.body.amountCents,
      );
      return { payout };
    });
  };
}
