import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInsufficientBalance, readConnectEvent, statusOfAccount, StripeConnect } from './connect.js';
import { startStripeStandin, type StripeStandin } from './stripe-standin.js';

// The real `stripe` SDK against the local stand-in: requests are asserted on the wire, no network.
let standin: StripeStandin;
let connect: StripeConnect;
const WEBHOOK_SECRET = 'whsec_platform';
const CONNECT_WEBHOOK_SECRET = 'whsec_connect';

beforeAll(async () => {
  standin = await startStripeStandin();
  connect = new StripeConnect({
    secretKey: 'sk_test_connect',
    publishableKey: 'pk_test_connect',
    webhookSecret: WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
    apiUrl: standin.url,
  });
});
afterAll(async () => {
  await standin.close();
});

const posts = (path: string) => standin.requests.filter((r) => r.method === 'POST' && r.path === path);

/** A seller whose onboarding is done, with `cents` already transferred for `orderId`. */
async function paidSeller(userId: string, orderId: string, cents: number) {
  const { accountId } = await connect.createExpressAccount({ userId, email: `${userId}@example.test` });
  standin.completeOnboarding(accountId);
  const { transferId } = await connect.transfer({ orderId, accountId, amountCents: cents });
  return { accountId, transferId };
}

describe('StripeConnect accounts', () => {
  it('creates one Express account per user, asking for transfers', async () => {
    const first = await connect.createExpressAccount({ userId: 'user-1', email: 'ada@example.test' });
    const again = await connect.createExpressAccount({ userId: 'user-1', email: 'ada@example.test' });
    expect(again).toEqual(first);
    expect(standin.accounts.size).toBe(1);
    const [request, retry] = posts('/v1/accounts');
    expect(request).toMatchObject({
      idempotencyKey: 'account:user-1',
      authorization: 'Bearer sk_test_connect',
    });
    expect(retry!.idempotencyKey).toBe('account:user-1');
    expect(request!.params).toMatchObject({
      type: 'express',
      email: 'ada@example.test',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': 'user-1',
    });
  });

  it('links to onboarding, which the stand-in completes and returns from', async () => {
    const { accountId } = await connect.createExpressAccount({ userId: 'user-2', email: 'bo@example.test' });
    const url = await connect.onboardingLink(accountId, {
      refreshUrl: 'http://app.test/earnings?refresh=1',
      returnUrl: 'http://app.test/earnings',
    });
    expect(url).toBe(`${standin.url}/connect/onboard/${accountId}`);
    expect(posts('/v1/account_links').at(-1)!.params).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: 'http://app.test/earnings?refresh=1',
      return_url: 'http://app.test/earnings',
    });
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('http://app.test/earnings');
    expect((await connect.accountStatus(accountId)).status).toBe('enabled');
  });

  it('reads pending, then enabled after onboarding, then requirements due', async () => {
    const { accountId } = await connect.createExpressAccount({ userId: 'user-3', email: 'cy@example.test' });
    const fresh = await connect.accountStatus(accountId);
    expect(fresh.status).toBe('pending');
    expect(fresh.requirementsDue).toContain('external_account');
    expect(fresh.bankLast4).toBeNull();

    standin.completeOnboarding(accountId);
    expect(await connect.accountStatus(accountId)).toEqual({
      status: 'enabled',
      requirementsDue: [],
      bankLast4: '6789',
    });

    standin.requireInformation(accountId, ['individual.verification.document']);
    expect(await connect.accountStatus(accountId)).toEqual({
      status: 'requirements_due',
      requirementsDue: ['individual.verification.document'],
      bankLast4: '6789',
    });
  });

  it('keeps an account enabled while a requirement has a deadline still ahead', () => {
    const account = standin.accounts.get([...standin.accounts.keys()][0]!)!;
    const enabled = structuredClone(account);
    Object.assign(enabled, { payouts_enabled: true, details_submitted: true });
    enabled.capabilities.transfers = 'active';
    enabled.requirements = {
      currently_due: ['company.tax_id'],
      past_due: [],
      eventually_due: [],
      disabled_reason: null,
    };
    expect(statusOfAccount(enabled as unknown as Stripe.Account)).toMatchObject({
      status: 'enabled',
      requirementsDue: ['company.tax_id'],
    });
    // Submitted, nothing asked, not yet enabled: Stripe is reviewing.
    enabled.requirements.currently_due = [];
    enabled.payouts_enabled = false;
    expect(statusOfAccount(enabled as unknown as Stripe.Account).status).toBe('pending');
  });
});

describe('StripeConnect transfers', () => {
  it('transfers an order’s earnings once, grouped and keyed by the order', async () => {
    const { accountId } = await connect.createExpressAccount({ userId: 'user-4', email: 'di@example.test' });
    // Stripe refuses a destination that cannot receive transfers yet.
    await expect(
      connect.transfer({ orderId: 'order-early', accountId, amountCents: 500 }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    standin.completeOnboarding(accountId);

    const first = await connect.transfer({ orderId: 'order-4', accountId, amountCents: 3120 });
    const again = await connect.transfer({ orderId: 'order-4', accountId, amountCents: 3120 });
    expect(again).toEqual(first);
    expect(first.amountCents).toBe(3120);
    expect([...standin.transfers.values()].filter((t) => t.transfer_group === 'order-4')).toHaveLength(1);
    const request = posts('/v1/transfers').at(-1)!;
    expect(request.idempotencyKey).toBe('transfer:order-4');
    expect(request.params).toEqual({
      amount: '3120',
      currency: 'usd',
      destination: accountId,
      transfer_group: 'order-4',
      'metadata[orderId]': 'order-4',
    });
    expect(standin.balances.get(accountId)).toBe(3120);
  });

  it('answers the same transfer when a retry races the first (same idempotency key)', async () => {
    const { accountId } = await connect.createExpressAccount({ userId: 'user-5', email: 'ed@example.test' });
    standin.completeOnboarding(accountId);
    const both = await Promise.all([
      connect.transfer({ orderId: 'order-5', accountId, amountCents: 900 }),
      connect.transfer({ orderId: 'order-5', accountId, amountCents: 900 }),
    ]);
    expect(both[1]).toEqual(both[0]);
    expect([...standin.transfers.values()].filter((t) => t.transfer_group === 'order-5')).toHaveLength(1);
  });

  it('refuses amounts that are not whole positive cents before calling Stripe', async () => {
    const before = standin.requests.length;
    await expect(connect.transfer({ orderId: 'o', accountId: 'acct_x', amountCents: 12.5 })).rejects.toThrow(
      /whole number of cents/,
    );
    await expect(connect.transfer({ orderId: 'o', accountId: 'acct_x', amountCents: 0 })).rejects.toThrow();
    expect(standin.requests.length).toBe(before);
  });

  it('reverses a transfer once while the money is still in the account', async () => {
    const { accountId, transferId } = await paidSeller('user-6', 'order-6', 2500);
    const first = await connect.reverseTransfer({ orderId: 'order-6', transferId, amountCents: 2500 });
    const again = await connect.reverseTransfer({ orderId: 'order-6', transferId, amountCents: 2500 });
    expect(again).toEqual(first);
    const transfer = standin.transfers.get(transferId)!;
    expect(transfer).toMatchObject({ reversed: true, amount_reversed: 2500 });
    expect(transfer.reversals.data).toHaveLength(1);
    const request = posts(`/v1/transfers/${transferId}/reversals`).at(-1)!;
    expect(request.idempotencyKey).toBe('reversal:order-6');
    expect(request.params).toEqual({ amount: '2500', 'metadata[orderId]': 'order-6' });
    expect(standin.balances.get(accountId)).toBe(0);
  });

  it('is refused, recognisably, once the money was paid out to the seller’s bank', async () => {
    const { accountId, transferId } = await paidSeller('user-7', 'order-7', 4000);
    const payout = standin.payOut(accountId);
    expect(payout).toMatchObject({ amount: 4000, status: 'paid' });
    const refused = await connect.reverseTransfer({ orderId: 'order-7', transferId, amountCents: 4000 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(isInsufficientBalance(refused)).toBe(true);
    expect(isInsufficientBalance(new Error('other'))).toBe(false);
    expect(standin.transfers.get(transferId)!.amount_reversed).toBe(0);
  });

  it('refuses an idempotency key reused with other parameters, as Stripe does', async () => {
    const { transferId } = await paidSeller('user-8', 'order-8', 3000);
    await connect.reverseTransfer({ orderId: 'order-8', transferId, amountCents: 1000 });
    // A second, different reversal for the same order is a bug the key catches (no second reversal).
    await connect.client.transfers
      .createReversal(
        transferId,
        { amount: 500, metadata: { orderId: 'order-8' } },
        { idempotencyKey: 'reversal:order-8' },
      )
      .then(
        () => expect.fail('a reused key with other parameters was accepted'),
        (error: unknown) => expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError),
      );
    expect(standin.transfers.get(transferId)!.amount_reversed).toBe(1000);
  });
});

describe('StripeConnect webhooks', () => {
  const sign = (event: object, secret: string) => {
    const payload = JSON.stringify(event);
    return {
      body: Buffer.from(payload),
      header: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    };
  };

  it('accepts events signed by the platform or the Connect endpoint secret, and nothing else', () => {
    const event = standin.connectEvent('transfer.created', { id: 'tr_1', object: 'transfer' });
    for (const secret of [WEBHOOK_SECRET, CONNECT_WEBHOOK_SECRET]) {
      const { body, header } = sign(event, secret);
      expect(connect.verifyWebhook(body, header).id).toBe(event.id);
    }
    const forged = sign(event, 'whsec_forged');
    expect(() => connect.verifyWebhook(forged.body, forged.header)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const good = sign(event, WEBHOOK_SECRET);
    expect(() =>
      connect.verifyWebhook(Buffer.from(good.body.toString().replace('tr_1', 'tr_2')), good.header),
    ).toThrow();
    const future = Stripe.webhooks.generateTestHeaderString({
      payload: good.body.toString(),
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(() => connect.verifyWebhook(good.body, future)).toThrow(/future/);
  });

  it('reads account.updated from a connected account', async () => {
    const { accountId } = await connect.createExpressAccount({ userId: 'user-9', email: 'fa@example.test' });
    const event = standin.connectEvent('account.updated', standin.completeOnboarding(accountId), accountId);
    const { body, header } = sign(event, CONNECT_WEBHOOK_SECRET);
    expect(readConnectEvent(connect.verifyWebhook(body, header))).toEqual({
      kind: 'account',
      accountId,
      status: 'enabled',
      requirementsDue: [],
      bankLast4: '6789',
    });
    // The platform's own account changing is not a seller's.
    const own = standin.connectEvent('account.updated', standin.accounts.get(accountId));
    expect(readConnectEvent(own as unknown as Stripe.Event)).toBeNull();
  });

  it('reads transfer events with their order', async () => {
    const { transferId } = await paidSeller('user-10', 'order-10', 1800);
    const created = standin.connectEvent('transfer.created', standin.transfers.get(transferId));
    expect(readConnectEvent(created as unknown as Stripe.Event)).toEqual({
      kind: 'transfer',
      transferId,
      orderId: 'order-10',
      amountCents: 1800,
      reversed: false,
      amountReversedCents: 0,
    });
    await connect.reverseTransfer({ orderId: 'order-10', transferId, amountCents: 600 });
    for (const type of ['transfer.updated', 'transfer.reversed']) {
      const event = standin.connectEvent(type, standin.transfers.get(transferId));
      expect(readConnectEvent(event as unknown as Stripe.Event)).toMatchObject({
        kind: 'transfer',
        orderId: 'order-10',
        reversed: false,
        amountReversedCents: 600,
      });
    }
  });

  it('reads a connected account’s payouts, and ignores the platform’s own and other events', async () => {
    const { accountId } = await paidSeller('user-11', 'order-11', 2200);
    const payout = standin.payOut(accountId);
    const expected = { kind: 'payout', accountId, payoutId: payout.id, amountCents: 2200 };
    const read = (type: string, account?: string) =>
      readConnectEvent(standin.connectEvent(type, payout, account) as unknown as Stripe.Event);
    expect(read('payout.created', accountId)).toEqual({ ...expected, status: 'pending' });
    expect(read('payout.paid', accountId)).toEqual({ ...expected, status: 'paid' });
    expect(read('payout.failed', accountId)).toEqual({ ...expected, status: 'failed' });
    expect(read('payout.canceled', accountId)).toEqual({ ...expected, status: 'failed' });
    expect(read('payout.paid')).toBeNull();
    expect(read('charge.succeeded', accountId)).toBeNull();
  });
});
