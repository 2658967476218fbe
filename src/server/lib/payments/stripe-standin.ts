import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the Stripe API, for tests only: the real `stripe` SDK talks to it over HTTP
 * (config.stripe.apiUrl), so the adapter is tested without the network. It keeps PaymentIntents,
 * Refunds and the Connect objects (Express accounts, account links, transfers and their reversals) in
 * memory and honours Idempotency-Key the way Stripe does: same key, same answer; the same key with
 * other parameters is refused.
 */
export type StandinIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type StandinRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

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

export type StandinEvent<T> = {
  id: string;
  object: 'event';
  type: string;
  /** The connected account, on events that happened on one (Connect events). */
  account?: string;
  api_version: null;
  created: number;
  livemode: false;
  pending_webhooks: 0;
  request: null;
  data: { object: T };
};

export type StripeStandin = {
  url: string;
  requests: StandinRequest[];
  intents: Map<string, StandinIntent>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  accounts: Map<string, StandinAccount>;
  transfers: Map<string, StandinTransfer>;
  /** Each connected account's available balance in cents: transfers add, reversals and payouts take. */
  balances: Map<string, number>;
  /** Marks an intent paid, as Stripe does once the card is confirmed, and answers the webhook event. */
  succeed(intentId: string): StandinEvent<StandinIntent>;
  /**
   * What finishing Express onboarding does: details submitted, payouts enabled, the transfers
   * capability active, nothing due, a bank account ending 6789. Answers a copy of the account (for an
   * `account.updated` event). Opening an account link's url in a browser does the same.
   */
  completeOnboarding(accountId: string): StandinAccount;
  /** Stripe asking for more: the fields are due (and past due), payouts and transfers stop. */
  requireInformation(accountId: string, fields: string[]): StandinAccount;
  /** Pays the account's whole balance out to its bank, as Stripe's payout schedule does. */
  payOut(accountId: string): StandinPayout;
  /** A webhook event around a copy of the object; `account` marks it as a connected account's event. */
  connectEvent<T>(type: string, object: T, account?: string): StandinEvent<T>;
  close(): Promise<void>;
};

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** `metadata[orderId]=x` → { orderId: 'x' } */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key);
    if (m) out[m[1]!] = value;
  }
  return out;
}

type Answer = { status: number; body: unknown };

const notFound = (what: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});
const invalid = (message: string, code?: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});
const now = () => Math.floor(Date.now() / 1000);
const FRESH_ACCOUNT_DUE = ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];

export async function startStripeStandin(): Promise<StripeStandin> {
  const requests: StandinRequest[] = [];
  const intents = new Map<string, StandinIntent>();
  const refunds: StripeStandin['refunds'] = [];
  const accounts = new Map<string, StandinAccount>();
  const transfers = new Map<string, StandinTransfer>();
  const balances = new Map<string, number>();
  const returnUrls = new Map<string, string>();
  const idempotent = new Map<string, { params: string; answer: Answer }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;
  let url = '';

  /** Stripe Connect: Express accounts, onboarding links, transfers and reversals. */
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
          url: `${url}/connect/onboard/${account.id}`,
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

  const handle = (method: string, path: string, params: Record<string, string>): Answer => {
    const connect = handleConnect(method, path, params);
    if (connect) return connect;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid amount' } } };
      }
      const id = nextId('pi');
      const intent: StandinIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: params.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${nextId('cs')}`,
        description: params.description ?? null,
        metadata: nested(params, 'metadata'),
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return notFound(`payment_intent: '${intentPath[1]}'`);
      if (method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'Already succeeded' } },
          };
        }
        intent.status = 'canceled';
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent ?? '');
      if (!intent) return notFound(`payment_intent: '${params.payment_intent}'`);
      if (intent.status !== 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Not charged' } } };
      }
      const refund = {
        id: nextId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return notFound(`route ${method} ${path}`);
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
  const event = <T>(type: string, object: T, account?: string): StandinEvent<T> => ({
    id: nextId('evt'),
    object: 'event',
    type,
    ...(account ? { account } : {}),
    api_version: null,
    created: now(),
    livemode: false,
    pending_webhooks: 0,
    request: null,
    data: { object: structuredClone(object) },
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      // The page an account link opens: onboarding completes at once and the browser goes back.
      const onboard = /^\/connect\/onboard\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && onboard && accounts.has(onboard[1]!)) {
        completeOnboarding(onboard[1]!);
        res.writeHead(302, { location: returnUrls.get(onboard[1]!) ?? '/' });
        res.end();
        return;
      }
      const params = req.method === 'GET' ? Object.fromEntries(url.searchParams) : await readForm(req);
      const key =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: key,
        authorization: req.headers.authorization,
      });
      const fingerprint = `${req.method} ${url.pathname} ${JSON.stringify(params)}`;
      const replay = key ? idempotent.get(key) : undefined;
      const answer: Answer = !replay
        ? handle(req.method ?? 'GET', url.pathname, params)
        : replay.params === fingerprint
          ? replay.answer
          : {
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with (${key})`,
                },
              },
            };
      if (key && !replay && answer.status < 500) idempotent.set(key, { params: fingerprint, answer });
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    requests,
    intents,
    refunds,
    accounts,
    transfers,
    balances,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = 'succeeded';
      return event('payment_intent.succeeded', intent);
    },
    completeOnboarding,
    requireInformation(accountId, fields) {
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
    },
    payOut(accountId) {
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
    },
    connectEvent: event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
