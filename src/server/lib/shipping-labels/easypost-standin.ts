import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the EasyPost API, for tests only: the real `@easypost/api` SDK talks to it over
 * HTTP (config.easypost.apiUrl), so the adapter is tested without the network. It keeps shipments in
 * memory, answers them with rates, buys a rate once (a second purchase is refused, as EasyPost
 * refuses it), refunds a bought label once (submitted, as EasyPost first answers), serves the label
 * file, and records every request so tests assert what was sent.
 */
export type StandinRequest = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
};

type StandinRate = {
  id: string;
  object: 'Rate';
  shipment_id: string;
  carrier: string;
  service: string;
  rate: string;
  currency: 'USD';
  delivery_days: number;
};

export type StandinShipment = {
  id: string;
  object: 'Shipment';
  mode: 'test';
  reference: string | null;
  to_address: Record<string, unknown>;
  from_address: Record<string, unknown>;
  parcel: Record<string, unknown>;
  options: Record<string, unknown>;
  rates: StandinRate[];
  selected_rate: StandinRate | null;
  postage_label: Record<string, unknown> | null;
  tracking_code: string | null;
  tracker: Record<string, unknown> | null;
  /** null until a refund of the label is asked for; then 'submitted' (the carrier has yet to approve it). */
  refund_status: 'submitted' | null;
  created_at: string;
};

export type EasyPostStandin = {
  url: string;
  requests: StandinRequest[];
  shipments: Map<string, StandinShipment>;
  /** The bytes served as every label file; a test may replace them (with something not a PDF). */
  labelFile: Buffer;
  /** Purchases that went through, one per bought shipment. */
  purchases: string[];
  /** Refunds asked for and accepted, one per refunded shipment. */
  refunds: string[];
  close(): Promise<void>;
};

/** A one-page PDF, the smallest a reader accepts: the stand-in's label file. */
export const STANDIN_LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** USPS rates, and one cheaper UPS rate so a test shows the adapter buys USPS only. */
const RATE_TABLE = [
  { carrier: 'USPS', service: 'GroundAdvantage', rate: '7.58', delivery_days: 3 },
  { carrier: 'USPS', service: 'Priority', rate: '9.45', delivery_days: 2 },
  { carrier: 'USPS', service: 'Express', rate: '31.10', delivery_days: 1 },
  { carrier: 'UPSDAP', service: 'Ground', rate: '6.99', delivery_days: 4 },
];

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

const error = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, errors: [] } },
});

export async function startEasyPostStandin(apiKey: string): Promise<EasyPostStandin> {
  const requests: StandinRequest[] = [];
  const shipments = new Map<string, StandinShipment>();
  const purchases: string[] = [];
  const refunds: string[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;
  let url = '';
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

  const createShipment = (body: unknown) => {
    const params = (body as { shipment?: Record<string, unknown> }).shipment;
    const to = params?.to_address as Record<string, unknown> | undefined;
    const from = params?.from_address as Record<string, unknown> | undefined;
    const parcel = params?.parcel as Record<string, unknown> | undefined;
    for (const [what, address] of [
      ['to_address', to],
      ['from_address', from],
    ] as const) {
      if (!address || !['street1', 'city', 'state', 'zip'].every((k) => typeof address[k] === 'string')) {
        return error(422, 'ADDRESS.VERIFY.FAILURE', `${what} is missing street1, city, state or zip`);
      }
    }
    if (!parcel || typeof parcel.weight !== 'number' || parcel.weight <= 0) {
      return error(422, 'PARCEL.WEIGHT.INVALID', 'parcel.weight must be a positive number of ounces');
    }
    const id = nextId('shp');
    const shipment: StandinShipment = {
      id,
      object: 'Shipment',
      mode: 'test',
      reference: typeof params?.reference === 'string' ? params.reference : null,
      to_address: { id: nextId('adr'), object: 'Address', ...to },
      from_address: { id: nextId('adr'), object: 'Address', ...from },
      parcel: { id: nextId('prcl'), object: 'Parcel', ...parcel },
      options: { ...(params?.options as Record<string, unknown> | undefined) },
      rates: RATE_TABLE.map((r) => ({
        id: nextId('rate'),
        object: 'Rate',
        shipment_id: id,
        currency: 'USD',
        ...r,
      })),
      selected_rate: null,
      postage_label: null,
      tracking_code: null,
      tracker: null,
      refund_status: null,
      created_at: new Date().toISOString(),
    };
    shipments.set(id, shipment);
    return { status: 201, body: shipment };
  };

  const buy = (shipment: StandinShipment, body: unknown) => {
    if (shipment.postage_label) {
      return error(422, 'SHIPMENT.POSTAGE.EXISTS', 'Shipment already has postage');
    }
    const rateId = (body as { rate?: { id?: unknown } }).rate?.id;
    const rate = shipment.rates.find((r) => r.id === rateId);
    if (!rate) return error(422, 'SHIPMENT.RATE.INVALID', 'The rate does not belong to this shipment');
    const trackingCode = `94001000${String(counter).padStart(14, '0')}`;
    shipment.selected_rate = rate;
    shipment.tracking_code = trackingCode;
    const labelId = nextId('pl');
    shipment.postage_label = {
      id: labelId,
      object: 'PostageLabel',
      label_file_type: 'application/pdf',
      label_url: `${url}/files/postage_label/${labelId}.pdf`,
      label_pdf_url: `${url}/files/postage_label/${labelId}.pdf`,
    };
    const trackerId = nextId('trk');
    shipment.tracker = {
      id: trackerId,
      object: 'Tracker',
      mode: 'test',
      tracking_code: trackingCode,
      status: 'pre_transit',
      carrier: rate.carrier,
      shipment_id: shipment.id,
      public_url: `https://track.easypost.com/${trackerId}`,
    };
    purchases.push(shipment.id);
    return { status: 200, body: shipment };
  };

  /** POST /v2/shipments/:id/refund: only a bought label, once; answers the shipment, refund submitted. */
  const refund = (shipment: StandinShipment) => {
    if (!shipment.postage_label) {
      return error(422, 'SHIPMENT.REFUND.UNAVAILABLE', 'The shipment has no postage to refund');
    }
    if (shipment.refund_status) {
      return error(422, 'SHIPMENT.REFUND.EXISTS', 'A refund was already requested for this shipment');
    }
    shipment.refund_status = 'submitted';
    refunds.push(shipment.id);
    return { status: 200, body: shipment };
  };

  const handle = (method: string, path: string, body: unknown) => {
    if (method === 'POST' && path === '/v2/shipments') return createShipment(body);
    const match = /^\/v2\/shipments\/([^/]+)(\/buy|\/refund)?$/.exec(path);
    if (match) {
      const shipment = shipments.get(match[1]!);
      if (!shipment) return error(404, 'NOT_FOUND', 'The requested resource could not be found.');
      if (method === 'POST' && match[2] === '/buy') return buy(shipment, body);
      if (method === 'POST' && match[2] === '/refund') return refund(shipment);
      if (method === 'GET' && !match[2]) return { status: 200, body: shipment };
    }
    return error(404, 'NOT_FOUND', `No route ${method} ${path}`);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://standin').pathname;
      const method = req.method ?? 'GET';
      // Label files are public URLs at EasyPost too (unguessable, no API key).
      if (method === 'GET' && path.startsWith('/files/postage_label/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(standin.labelFile);
        return;
      }
      let body: unknown;
      try {
        body = method === 'GET' ? {} : await readJson(req);
      } catch {
        body = undefined;
      }
      requests.push({ method, path, body, authorization: req.headers.authorization });
      const answer =
        req.headers.authorization !== expectedAuth
          ? error(401, 'APIKEY.INACTIVE', 'Invalid API key')
          : body === undefined
            ? error(400, 'BAD_REQUEST', 'Body is not JSON')
            : handle(method, path, body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standin: EasyPostStandin = {
    url,
    requests,
    shipments,
    labelFile: STANDIN_LABEL_PDF,
    purchases,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standin;
}

/** Signs a webhook body as EasyPost does: HMAC-SHA256 of the raw bytes under the NFKD secret, in hex. */
export function signEasyPostWebhook(body: Buffer, secret: string): Record<string, string> {
  const mac = createHmac('sha256', Buffer.from(secret.normalize('NFKD'), 'utf8')).update(body);
  return { 'content-type': 'application/json', 'x-hmac-signature': `hmac-sha256-hex=${mac.digest('hex')}` };
}

let eventCounter = 0;

/**
 * A signed Event as EasyPost posts it to the webhook: `tracker.updated` with the tracker in `result`
 * and its scans in `tracking_details`, oldest first.
 */
export function trackerWebhook(
  secret: string,
  tracker: { id: string; trackingCode: string; status: string; message?: string; datetime?: string },
  description = 'tracker.updated',
): { eventId: string; body: Buffer; headers: Record<string, string> } {
  const eventId = `evt_standin${String(++eventCounter).padStart(6, '0')}`;
  const at = tracker.datetime ?? new Date().toISOString();
  const event = {
    id: eventId,
    object: 'Event',
    mode: 'test',
    description,
    status: 'pending',
    created_at: at,
    updated_at: at,
    previous_attributes: { status: 'pre_transit' },
    result: {
      id: tracker.id,
      object: 'Tracker',
      mode: 'test',
      tracking_code: tracker.trackingCode,
      status: tracker.status,
      carrier: 'USPS',
      // EasyPost sends weights as floats ("16.0"): the SDK's check rewrites integer weights before
      // hashing, so null keeps this body independent of that quirk.
      weight: null,
      public_url: `https://track.easypost.com/${tracker.id}`,
      tracking_details: [
        {
          object: 'TrackingDetail',
          message: 'Shipping Label Created, USPS Awaiting Item',
          status: 'pre_transit',
          datetime: '2026-01-05T15:00:00Z',
        },
        ...(tracker.status === 'pre_transit'
          ? []
          : [
              {
                object: 'TrackingDetail',
                message: tracker.message ?? null,
                status: tracker.status,
                datetime: at,
              },
            ]),
      ],
    },
  };
  const body = Buffer.from(JSON.stringify(event));
  return { eventId, body, headers: signEasyPostWebhook(body, secret) };
}
