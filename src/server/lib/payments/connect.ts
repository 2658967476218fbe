import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { hostOptions } from './stripe.js';
import { stripeSignedAt } from './stripe-signature.js';

/**
 * The Stripe settings, plus the signing secret of a Connect webhook endpoint when one is configured:
 * Stripe sends a connected account's own events (`account.updated`, `payout.*`) only to endpoints
 * created as Connect endpoints, and each endpoint has its own secret; the platform's events
 * (`transfer.*`) come to the ordinary endpoint. One URL may be registered as both.
 */
export type ConnectConfig = NonNullable<Config['stripe']> & { connectWebhookSecret?: string };

/** The same window as the PaymentIntents webhook (stripe.ts): clock skew allowed, replays not. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export type ConnectAccountStatus = 'pending' | 'enabled' | 'requirements_due';

export type ConnectAccountState = {
  status: ConnectAccountStatus;
  /** Stripe's requirement names, past due first; empty when nothing is asked. */
  requirementsDue: string[];
  bankLast4: string | null;
};

/** A webhook event reduced to what the payouts code acts on; null for anything else. */
export type ConnectEvent =
  | ({ kind: 'account'; accountId: string } & ConnectAccountState)
  | {
      kind: 'transfer';
      transferId: string;
      orderId: string | null;
      amountCents: number;
      reversed: boolean;
      amountReversedCents: number;
    }
  | {
      kind: 'payout';
      accountId: string;
      payoutId: string;
      status: 'paid' | 'failed' | 'pending';
      amountCents: number;
    };

function assertCents(amountCents: number) {
  if (!Number.isInteger(amountCents) || amountCents < 1) {
    throw new Error(`amount must be a positive whole number of cents, got ${amountCents}`);
  }
}

/**
 * What an Express account can do, from the account object (retrieved, or carried by `account.updated`).
 * Enabled once Stripe pays out to it and the transfers capability we asked for is active; money can
 * move then even while a later requirement is open, so its names still come back in requirementsDue.
 * Before the seller has submitted onboarding the account is pending (a fresh account already lists
 * everything as due); after, anything Stripe still asks for is requirements_due, else Stripe is
 * reviewing it and it is pending.
 */
export function statusOfAccount(account: Stripe.Account): ConnectAccountState {
  const requirementsDue = [
    ...new Set([...(account.requirements?.past_due ?? []), ...(account.requirements?.currently_due ?? [])]),
  ];
  const banks = (account.external_accounts?.data ?? []).filter((e) => e.object === 'bank_account');
  const bank = banks.find((b) => b.default_for_currency) ?? banks[0];
  let status: ConnectAccountStatus = 'pending';
  if (account.payouts_enabled && account.capabilities?.transfers === 'active') status = 'enabled';
  else if (account.details_submitted && requirementsDue.length > 0) status = 'requirements_due';
  return { status, requirementsDue, bankLast4: bank?.last4 ?? null };
}

/**
 * Reads the Connect events the payouts code handles. Account and payout events must come from a
 * connected account (`event.account`): the platform's own account and payouts are not a seller's.
 * Stripe does not promise order: a `payout.created` may arrive after its `payout.paid`, so paid and
 * failed are final and pending never overwrites them.
 */
export function readConnectEvent(event: Stripe.Event): ConnectEvent | null {
  switch (event.type) {
    case 'account.updated': {
      if (!event.account) return null;
      return { kind: 'account', accountId: event.data.object.id, ...statusOfAccount(event.data.object) };
    }
    case 'transfer.created':
    case 'transfer.updated':
    case 'transfer.reversed': {
      const transfer = event.data.object;
      return {
        kind: 'transfer',
        transferId: transfer.id,
        orderId: transfer.metadata?.orderId ?? transfer.transfer_group ?? null,
        amountCents: transfer.amount,
        reversed: transfer.reversed,
        amountReversedCents: transfer.amount_reversed,
      };
    }
    case 'payout.created':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      if (!event.account) return null;
      const status =
        event.type === 'payout.paid' ? 'paid' : event.type === 'payout.created' ? 'pending' : 'failed';
      return {
        kind: 'payout',
        accountId: event.account,
        payoutId: event.data.object.id,
        status,
        amountCents: event.data.object.amount,
      };
    }
    default:
      return null;
  }
}

/**
 * True when Stripe refused to reverse a transfer because the connected account no longer holds the
 * money (already paid out to the seller's bank): the ledger then carries the debt instead
 * (docs/decisions/016). Stripe keeps the answer under the idempotency key for 24 hours, so retrying the
 * same reversal in that time answers the same refusal.
 */
export function isInsufficientBalance(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'balance_insufficient';
}

/**
 * Sellers' payouts through Stripe Connect Express (docs/decisions/016): the buyer's charge stays on the
 * platform, and a separate transfer sends the seller's earnings to their connected account when the
 * order completes. Every call that moves money or creates an object carries an idempotency key derived
 * from what it is for, so a retry never makes a second account, transfer or reversal.
 */
export class StripeConnect {
  readonly client: Stripe;
  private readonly webhookSecrets: string[];

  constructor(config: ConnectConfig) {
    this.webhookSecrets = [config.webhookSecret, config.connectWebhookSecret].filter(
      (secret): secret is string => Boolean(secret),
    );
    this.client = new Stripe(config.secretKey, {
      ...hostOptions(config.apiUrl),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  /** One Express account per user. Keep the id: the key only protects retries for 24 hours. */
  async createExpressAccount(input: { userId: string; email: string }): Promise<{ accountId: string }> {
    const account = await this.client.accounts.create(
      {
        type: 'express',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: input.userId },
      },
      { idempotencyKey: `account:${input.userId}` },
    );
    return { accountId: account.id };
  }

  /**
   * A one-time link to Stripe's hosted onboarding; it expires within minutes, so make one each time the
   * seller asks. Stripe sends them to refreshUrl when the link is stale, to returnUrl when they leave
   * (which does not mean they finished: read accountStatus).
   */
  async onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string> {
    const link = await this.client.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
    });
    return link.url;
  }

  async accountStatus(accountId: string): Promise<ConnectAccountState> {
    return statusOfAccount(await this.client.accounts.retrieve(accountId));
  }

  /**
   * Sends an order's earnings to the seller's account, once per order. The idempotency key covers
   * retries for 24 hours; past that, the transfer already made for the order (found by its
   * transfer_group) is answered instead of a second one.
   */
  async transfer(input: {
    orderId: string;
    accountId: string;
    amountCents: number;
  }): Promise<{ transferId: string; amountCents: number }> {
    assertCents(input.amountCents);
    const earlier = await this.client.transfers.list({
      transfer_group: input.orderId,
      destination: input.accountId,
      limit: 10,
    });
    const made = earlier.data.find((t) => t.metadata?.orderId === input.orderId);
    if (made) return { transferId: made.id, amountCents: made.amount };
    const transfer = await this.client.transfers.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        destination: input.accountId,
        transfer_group: input.orderId,
        metadata: { orderId: input.orderId },
      },
      { idempotencyKey: `transfer:${input.orderId}` },
    );
    return { transferId: transfer.id, amountCents: transfer.amount };
  }

  /**
   * Takes an order's earnings back from the seller's account after a refund, once per order. Works
   * only while the money is still there: when it was paid out, Stripe refuses (isInsufficientBalance)
   * and the seller's ledger goes negative instead.
   */
  async reverseTransfer(input: {
    orderId: string;
    transferId: string;
    amountCents: number;
  }): Promise<{ reversalId: string }> {
    assertCents(input.amountCents);
    const earlier = await this.client.transfers.listReversals(input.transferId, { limit: 100 });
    const made = earlier.data.find((r) => r.metadata?.orderId === input.orderId);
    if (made) return { reversalId: made.id };
    const reversal = await this.client.transfers.createReversal(
      input.transferId,
      { amount: input.amountCents, metadata: { orderId: input.orderId } },
      { idempotencyKey: `reversal:${input.orderId}` },
    );
    return { reversalId: reversal.id };
  }

  /**
   * Verifies a webhook signed by the platform endpoint's secret or the Connect endpoint's, on the exact
   * bytes received, within the tolerance either side of now (as StripePaymentProvider does); throws
   * otherwise.
   */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (this.webhookSecrets.length === 0) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    const signedAt = stripeSignedAt(signature);
    if (signedAt === undefined || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
      throw new Error('webhook signature timestamp is missing or in the future');
    }
    let failure: unknown;
    for (const secret of this.webhookSecrets) {
      try {
        return this.client.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
}
