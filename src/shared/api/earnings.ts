import {
  createPayoutInputSchema,
  earningsQuerySchema,
  earningsReplySchema,
  onboardingReplySchema,
  payoutAccountReplySchema,
  payoutReplySchema,
  payoutsReplySchema,
  testBankAccountInputSchema,
} from '../earnings.js';
import { defineApi } from './endpoint.js';

/** A seller's earnings, payout account and payouts. Everything is the signed-in seller's own. */
export const earningsApi = defineApi('earnings', {
  get: {
    method: 'GET',
    path: '/api/earnings',
    summary: 'Pending, available and paid-out balances, and the ledger entries newest first (paged)',
    auth: 'user',
    query: earningsQuerySchema,
    reply: earningsReplySchema,
    errors: [400],
  },
  account: {
    method: 'GET',
    path: '/api/payout-account',
    summary: 'Where payouts go: none, pending, enabled or requirements due',
    auth: 'user',
    reply: payoutAccountReplySchema,
    errors: [],
  },
  saveTestBankAccount: {
    method: 'POST',
    path: '/api/payout-account',
    summary: 'Test mode: save a test bank account (404 when Stripe Connect is the provider)',
    auth: 'user',
    body: testBankAccountInputSchema,
    reply: payoutAccountReplySchema,
    errors: [400, 404],
  },
  onboarding: {
    method: 'POST',
    path: '/api/payout-account/onboarding',
    summary: "Stripe Connect: a link to Stripe's onboarding for the seller's Express account",
    auth: 'user',
    reply: onboardingReplySchema,
    errors: [404, 502],
  },
  payouts: {
    method: 'GET',
    path: '/api/payouts',
    summary: "The seller's payouts, newest first",
    auth: 'user',
    reply: payoutsReplySchema,
    errors: [],
  },
  requestPayout: {
    method: 'POST',
    path: '/api/payouts',
    summary: 'Test mode: pay out part or all of the available balance (at least $1.00)',
    auth: 'user',
    body: createPayoutInputSchema,
    status: 201,
    reply: payoutReplySchema,
    errors: [400, 409, 429],
  },
});
