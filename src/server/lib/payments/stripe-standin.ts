import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the Stripe API, for tests only: the real `stripe` SDK talks to it over HTTP
 * (config.stripe.apiUrl), so the adapter is tested without the network. It keeps PaymentIntents and
 * Refunds in memory and honours Idempotency-Key the way Stripe does: same key, same answer.
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

export type StripeStandin = {
  url: string;
  requests: StandinRequest[];
  intents: Map<string, StandinIntent>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  /** Marks an intent paid, as Stripe does once the card is confirmed, and answers the webhook event. */
  succeed(intentId: string): { id: string; object: 'event'; type: string; data: { object: StandinIntent } };
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

export async function startStripeStandin(): Promise<StripeStandin> {
  const requests: StandinRequest[] = [];
  const intents = new Map<string, StandinIntent>();
  const refunds: StripeStandin['refunds'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;

  const handle = (
    method: string,
    path: string,
    params: Record<string, string>,
  ): { status: number; body: unknown } => {
    const notFound = (what: string) => ({
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      },
    });
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

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
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
      const replay = key ? idempotent.get(key) : undefined;
      const answer = replay ?? handle(req.method ?? 'GET', url.pathname, params);
      if (key && !replay && answer.status < 500) idempotent.set(key, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = 'succeeded';
      return {
        id: nextId('evt'),
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { ...intent } },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
