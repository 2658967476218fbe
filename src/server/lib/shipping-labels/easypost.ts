import EasyPostClient, { type Shipment } from '@easypost/api';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { carrierTrackingUrl, type OrderAddress, type TrackingStatus } from '#shared/shipments.js';
import type { ParcelSize } from '#shared/shipping.js';
import {
  InvalidWebhookPayload,
  InvalidWebhookSignature,
  type LabelRequest,
  type PurchasedLabel,
  type ShippingLabelProvider,
  type TrackingUpdate,
} from './types.js';

type EasyPostConfig = NonNullable<Config['easypost']>;

/**
 * Each size at its weight limit (EasyPost takes ounces) and the usual packaging's dimensions in
 * inches: a padded envelope, a poly mailer, a shoe or jacket box. Rating at the limit means the
 * postage is never short for a parcel the seller sized honestly.
 */
export const EASYPOST_PARCELS: Record<
  ParcelSize,
  { weight: number; length: number; width: number; height: number }
> = {
  small: { weight: 8, length: 10, width: 7, height: 1 },
  medium: { weight: 32, length: 14, width: 10, height: 3 },
  large: { weight: 160, length: 16, width: 12, height: 8 },
};

const LABEL_MAX_BYTES = 5 * 1024 * 1024;
const LABEL_DOWNLOAD_TIMEOUT_MS = 20_000;

/** EasyPost's tracker statuses onto ours; null for those that say nothing an order can act on. */
const STATUS_MAP: Record<string, TrackingStatus> = {
  pre_transit: 'pre_transit',
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  return_to_sender: 'returned',
  failure: 'failure',
  error: 'failure',
  cancelled: 'failure',
};

function toEasyPostAddress(address: OrderAddress) {
  return {
    name: address.name,
    street1: address.line1,
    street2: address.line2 ?? undefined,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
  };
}

/** "7.58" → 758 with integer arithmetic only; a third decimal, if EasyPost ever sent one, rounds half up. */
export function decimalToCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`EasyPost answered an unreadable rate: ${JSON.stringify(amount)}`);
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  return cents + (Number(fraction[2]) >= 5 ? 1 : 0);
}

/** Reads the label file with a deadline and a size cap, and insists it is a PDF. */
async function downloadLabel(url: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(LABEL_DOWNLOAD_TIMEOUT_MS) });
  if (!res.ok || !res.body) throw new Error(`EasyPost label download failed: HTTP ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > LABEL_MAX_BYTES) {
    await res.body.cancel();
    throw new Error('EasyPost label is larger than 5 MB');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    if (size > LABEL_MAX_BYTES) throw new Error('EasyPost label is larger than 5 MB');
    chunks.push(Buffer.from(chunk));
  }
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('EasyPost label is not a PDF');
  return pdf;
}

const trackerEventSchema = z.object({
  id: z.string().min(1),
  description: z.string(),
  updated_at: z.string().nullish(),
  result: z.unknown(),
});

const trackerSchema = z.object({
  id: z.string().min(1),
  tracking_code: z.string().min(1),
  status: z.string(),
  tracking_details: z
    .array(z.object({ message: z.string().nullish(), datetime: z.string().nullish() }))
    .nullish(),
});

function validDate(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Real labels through EasyPost (docs/decisions/015). The shipment is created first and its id kept,
 * then bought: EasyPost has no idempotency keys, so buying checks whether the shipment already has
 * its label, and a retry never pays twice.
 */
export class EasyPostLabelProvider implements ShippingLabelProvider {
  readonly name = 'easypost' as const;
  /** EasyPost's test keys (EZTK…) make labels no carrier accepts, as the local provider does. */
  readonly testMode: boolean;
  readonly client: InstanceType<typeof EasyPostClient>;
  private readonly webhookSecret: string | undefined;

  constructor(config: EasyPostConfig) {
    this.testMode = config.apiKey.startsWith('EZTK');
    this.webhookSecret = config.webhookSecret;
    this.client = new EasyPostClient(config.apiKey, {
      timeout: 20_000,
      // The SDK joins paths such as 'shipments' onto the base, so it ends with a slash.
      ...(config.apiUrl ? { baseUrl: new URL('/v2/', config.apiUrl).toString() } : {}),
    });
  }

  async createShipment(request: LabelRequest) {
    const shipment = await this.client.Shipment.create({
      reference: request.orderId,
      to_address: toEasyPostAddress(request.to),
      from_address: toEasyPostAddress(request.from),
      parcel: EASYPOST_PARCELS[request.parcelSize],
      options: { label_format: 'PDF' },
    });
    return { shipmentId: shipment.id };
  }

  async buyLabel(shipmentId: string, _request: LabelRequest): Promise<PurchasedLabel> {
    let shipment = await this.client.Shipment.retrieve(shipmentId);
    if (!shipment.postage_label) {
      const rate = shipment.lowestRate(['USPS']);
      try {
        shipment = await this.client.Shipment.buy(shipment.id, rate);
      } catch (err) {
        // Another attempt may have bought it in between: then its label is the answer.
        const again = await this.client.Shipment.retrieve(shipmentId).catch(() => null);
        if (!again?.postage_label) throw err;
        shipment = again;
      }
    }
    return this.purchased(shipment);
  }

  /** EasyPost's refund of an unused label (POST /v2/shipments/:id/refund); a shipment never bought has none to refund. */
  async voidLabel(shipmentId: string): Promise<void> {
    const shipment = await this.client.Shipment.retrieve(shipmentId);
    if (!shipment.postage_label || shipment.refund_status) return;
    await this.client.Shipment.refund(shipmentId);
  }

  private async purchased(shipment: Shipment): Promise<PurchasedLabel> {
    const label = shipment.postage_label;
    const url = label.label_pdf_url || label.label_url;
    if (!url) throw new Error(`EasyPost shipment ${shipment.id} has a label without a file`);
    const rate = shipment.selected_rate;
    const carrier = rate?.carrier ?? shipment.tracker?.carrier ?? 'USPS';
    return {
      shipmentId: shipment.id,
      trackerId: shipment.tracker?.id ?? null,
      carrier,
      service: rate?.service ?? '',
      trackingNumber: shipment.tracking_code,
      trackingUrl: shipment.tracker?.public_url || carrierTrackingUrl(carrier, shipment.tracking_code),
      pdf: await downloadLabel(url),
      costCents: rate ? decimalToCents(rate.rate) : 0,
    };
  }

  /**
   * Verifies EasyPost's HMAC (X-Hmac-Signature: hmac-sha256-hex=…, compared in constant time by the
   * SDK) over the raw bytes, then reads a tracker event. Without a configured secret nothing is
   * accepted: an unsigned event could mark any order delivered.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): TrackingUpdate | null {
    if (!this.webhookSecret) {
      throw new InvalidWebhookSignature('EASYPOST_WEBHOOK_SECRET is not set: tracking webhooks are refused');
    }
    const signature = headers['x-hmac-signature'];
    if (typeof signature !== 'string' || !signature) throw new InvalidWebhookSignature();
    let body: unknown;
    try {
      body = this.client.Utils.validateWebhook(
        rawBody,
        { 'x-hmac-signature': signature },
        this.webhookSecret,
      );
    } catch {
      throw new InvalidWebhookSignature();
    }
    const event = trackerEventSchema.safeParse(body);
    if (!event.success) throw new InvalidWebhookPayload('EasyPost webhook is not an event');
    if (event.data.description !== 'tracker.updated' && event.data.description !== 'tracker.created') {
      return null;
    }
    const tracker = trackerSchema.safeParse(event.data.result);
    if (!tracker.success) throw new InvalidWebhookPayload('EasyPost tracker event without a tracker');
    // Own keys only: a status spelt "constructor" must not read Object.prototype.
    if (!Object.hasOwn(STATUS_MAP, tracker.data.status)) return null;
    const status = STATUS_MAP[tracker.data.status]!;
    const last = tracker.data.tracking_details?.at(-1);
    return {
      eventId: event.data.id,
      trackingNumber: tracker.data.tracking_code,
      trackerId: tracker.data.id,
      status,
      message: last?.message || null,
      occurredAt: validDate(last?.datetime) ?? validDate(event.data.updated_at) ?? new Date(),
    };
  }

  get canVerifyWebhooks(): boolean {
    return Boolean(this.webhookSecret);
  }
}
