import type { IncomingMessage } from 'node:http';

/** What the Stripe stand-in's two halves share: reading a form body and answering as Stripe does. */

export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** `metadata[orderId]=x` → { orderId: 'x' } */
export function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key);
    if (m) out[m[1]!] = value;
  }
  return out;
}

export type Answer = { status: number; body: unknown };

export const notFound = (what: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});
export const invalid = (message: string, code?: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});
export const now = () => Math.floor(Date.now() / 1000);
