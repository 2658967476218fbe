import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createConnectStandin,
  type StandinAccount,
  type StandinPayout,
  type StandinTransfer,
} from './stripe-standin-connect.js';
import { nested, notFound, now, readForm, type Answer } from './stripe-standin-wire.js';

export type {
  StandinAccount,
  StandinBankAccount,
  StandinPayout,
  StandinReversal,
  StandinTransfer,
} from './stripe-standin-connect.js';

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

export async function startStripeStandin(): Promise<StripeStandin> {
  const requests: StandinRequest[] = [];
  const intents = new Map<string, StandinIntent>();
  const refunds: StripeStandin['refunds'] = [];
  const idempotent = new Map<string, { params: string; answer: Answer }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;
  let url = '';
  // Stripe Connect: Express accounts, onboarding links, transfers and reversals.
  const connect = createConnectStandin(nextId, () => url);

  const handle = (method: string, path: string, params: Record<string, string>): Answer => {
    const answered = connect.handleConnect(method, path, params);
    if (answered) return answered;
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
      const amount = params.amount === undefined ? intent.amount : Number(params.amount);
      const before = refunds.filter((r) => r.payment_intent === intent.id).reduce((n, r) => n + r.amount, 0);
      if (!Number.isInteger(amount) || amount < 1 || before + amount > intent.amount) {
        const message = 'Refund amount is greater than the unrefunded amount on the charge';
        return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
      }
      const refund = {
        id: nextId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return notFound(`route ${method} ${path}`);
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
      const back = req.method === 'GET' ? connect.onboardingPage(url.pathname) : undefined;
      if (back) {
        res.writeHead(302, { location: back });
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
    accounts: connect.accounts,
    transfers: connect.transfers,
    balances: connect.balances,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = 'succeeded';
      return event('payment_intent.succeeded', intent);
    },
    completeOnboarding: connect.completeOnboarding,
    requireInformation: connect.requireInformation,
    payOut: connect.payOut,
    connectEvent: event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
