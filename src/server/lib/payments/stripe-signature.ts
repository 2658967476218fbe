/**
 * When a `Stripe-Signature` header says it was signed (`t=<unix seconds>,v1=<hex>[,v1=…]`), parsed
 * strictly: exactly one `t` of digits, at least one `v1`, and nothing but `key=value` pairs; anything
 * else answers undefined and the event is refused. Stripe's SDK takes the last `t` of several, so a
 * header read loosely (the first `t`) could pass the future-timestamp check with one date and have the
 * signature checked against another.
 */
export function stripeSignedAt(header: string): number | undefined {
  let signedAt: number | undefined;
  let signatures = 0;
  for (const part of header.split(',')) {
    const cut = part.indexOf('=');
    if (cut <= 0) return undefined;
    const key = part.slice(0, cut).trim();
    const value = part.slice(cut + 1).trim();
    if (key === 't') {
      if (signedAt !== undefined || !/^\d{1,12}$/.test(value)) return undefined;
      signedAt = Number(value);
    } else if (/^v\d+$/.test(key)) {
      if (!/^[0-9a-f]+$/i.test(value)) return undefined;
      if (key === 'v1') signatures++;
    } else {
      return undefined;
    }
  }
  return signatures > 0 ? signedAt : undefined;
}
