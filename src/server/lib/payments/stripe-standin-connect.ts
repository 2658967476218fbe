import type { StripeStandin } from './stripe-standin.js';
import { invalid, nested, notFound, now, type Answer } from './stripe-standin-wire.js';

/**
 * The Connect half of the Stripe stand-in (tests only): Express accounts, account links, transfers and
 * their reversals, each connected account's balance, and what finishing onboarding does. The main
 * stand-in routes every request here first.
 */

export type StandinBankAccount = {
  id: string;
  object: 'bank_account';
  last4: string;
  currency: 'usd';
  default_for_currency: boolean;
};

export type StandinAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  capabilities: { transfers: 'active' | 'inactive' | 'pending' };
  requirements: {
    currently_due: string[];
    past_due: string[];
    eventually_due: string[];
    disabled_reason: string | null;
  };
  external_accounts: { object: 'list'; data: StandinBankAccount[]; has_more: false; url: string };
  created: number;
  livemode: false;
};

export type StandinReversal = {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  transfer: string;
  metadata: Record<string, string>;
  created: number;
};

export type StandinTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: { object: 'list'; data: StandinReversal[]; has_more: false; url: string };
  created: number;
  livemode: false;
};

export type StandinPayout = {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'paid';
  arrival_date: number;
  created: number;
  livemode: false;
};

/** What a fresh Express account still needs before it can be paid. */
const FRESH_ACCOUNT_DUE = ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];

export function createConnectStandin(nextId: (prefix: string) => string, url: () => string) {
  const accounts = new Map<string, StandinAccount>();
  const transfers = new Map<string, StandinTransfer>();
  const balances = new Map<string, number>();
  const returnUrls = new Map<string, string>();

  const handleConnect = (method: string, path: string, params: Record<string, string>): Answer | null => {
    if (method === 'POST' && path === '/v1/accounts') {
      if (params.type !== 'express') return invalid('The stand-in only makes Express accounts');
      const id = nextId('acct');
      const account: StandinAccount = {
        id,
        object: 'account',
        type: 'express',
        email: params.email ?? null,
        metadata: nested(params, 'metadata'),
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        // What a fresh Express account owes before onboarding, as Stripe lists it.
        requirements: {
          currently_due: [...FRESH_ACCOUNT_DUE],
          past_due: [...FRESH_ACCOUNT_DUE],
          eventually_due: [...FRESH_ACCOUNT_DUE],
          disabled_reason: 'requirements.past_due',
        },
        external_accounts: {
          object: 'list',
          data: [],
          has_more: false,
          url: `/v1/accounts/${id}/external_accounts`,
        },
        created: now(),
        livemode: false,
      };
      accounts.set(id, account);
      balances.set(id, 0);
      return { status: 200, body: account };
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1]!);
      return account ? { status: 200, body: account } : notFound(`account: '${accountPath[1]}'`);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = accounts.get(params.account ?? '');
      if (!account) return notFound(`account: '${params.account}'`);
      if (params.type !== 'account_onboarding' || !params.refresh_url || !params.return_url) {
        return invalid('type account_onboarding, refresh_url and return_url are required');
      }
      returnUrls.set(account.id, params.return_url);
      const created = now();
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `${url()}/connect/onboard/${account.id}`,
          created,
          expires_at: created + 300,
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) return invalid('Invalid amount');
      const destination = accounts.get(params.destination ?? '');
      if (!destination) return notFound(`account: '${params.destination}'`);
      if (destination.capabilities.transfers !== 'active') {
        return invalid('Your destination account needs to have the transfers capability enabled');
      }
      const id = nextId('tr');
      const transfer: StandinTransfer = {
        id,
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: params.currency ?? 'usd',
        destination: destination.id,
        transfer_group: params.transfer_group ?? null,
        metadata: nested(params, 'metadata'),
        reversed: false,
        reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
        created: now(),
        livemode: false,
      };
      transfers.set(id, transfer);
      balances.set(destination.id, (balances.get(destination.id) ?? 0) + amount);
      return { status: 200, body: transfer };
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const data = [...transfers.values()]
        .filter((t) => !params.transfer_group || t.transfer_group === params.transfer_group)
        .filter((t) => !params.destination || t.destination === params.destination)
        .reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/transfers' } };
    }
    const transferPath = /^\/v1\/transfers\/([^/]+)(\/reversals)?$/.exec(path);
    if (!transferPath) return null;
    const transfer = transfers.get(transferPath[1]!);
    if (!transfer) return notFound(`transfer: '${transferPath[1]}'`);
    if (!transferPath[2]) return method === 'GET' ? { status: 200, body: transfer } : null;
    if (method === 'GET') return { status: 200, body: transfer.reversals };
    const left = transfer.amount - transfer.amount_reversed;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) return invalid('Invalid reversal amount');
    // A separate transfer can be reversed only while the money is still in the connected account.
    if ((balances.get(transfer.destination) ?? 0) < amount) {
      return invalid(
        'Insufficient funds in the connected account to reverse this transfer',
        'balance_insufficient',
      );
    }
    const reversal: StandinReversal = {
      id: nextId('trr'),
      object: 'transfer_reversal',
      amount,
      currency: transfer.currency,
      transfer: transfer.id,
      metadata: nested(params, 'metadata'),
      created: now(),
    };
    transfer.reversals.data.push(reversal);
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    balances.set(transfer.destination, balances.get(transfer.destination)! - amount);
    return { status: 200, body: reversal };
  };

  const mustFind = (accountId: string) => {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`stand-in: no account ${accountId}`);
    return account;
  };
  const completeOnboarding = (accountId: string): StandinAccount => {
    const account = mustFind(accountId);
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    account.capabilities.transfers = 'active';
    account.requirements = { currently_due: [], past_due: [], eventually_due: [], disabled_reason: null };
    if (account.external_accounts.data.length === 0) {
      account.external_accounts.data.push({
        id: nextId('ba'),
        object: 'bank_account',
        last4: '6789',
        currency: 'usd',
        default_for_currency: true,
      });
    }
    return structuredClone(account);
  };

  return {
    accounts,
    transfers,
    balances,
    handleConnect,
    completeOnboarding,
    /** The page an account link opens: onboarding completes at once and the browser goes back. */
    onboardingPage(path: string): string | undefined {
      const onboard = /^\/connect\/onboard\/([^/]+)$/.exec(path);
      if (!onboard || !accounts.has(onboard[1]!)) return undefined;
      completeOnboarding(onboard[1]!);
      return returnUrls.get(onboard[1]!) ?? '/';
    },
    requireInformation: ((accountId, fields) => {
      const account = mustFind(accountId);
      Object.assign(account, { payouts_enabled: false, details_submitted: true });
      account.capabilities.transfers = 'inactive';
      account.requirements = {
        currently_due: [...fields],
        past_due: [...fields],
        eventually_due: [...fields],
        disabled_reason: 'requirements.past_due',
      };
      return structuredClone(account);
    }) satisfies StripeStandin['requireInformation'],
    payOut: ((accountId) => {
      mustFind(accountId);
      const amount = balances.get(accountId) ?? 0;
      balances.set(accountId, 0);
      const created = now();
      return {
        id: nextId('po'),
        object: 'payout',
        amount,
        currency: 'usd',
        status: 'paid',
        arrival_date: created,
        created,
        livemode: false,
      };
    }) satisfies StripeStandin['payOut'],
  };
}
