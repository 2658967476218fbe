import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DECLINED_CARD, GOOD_CARD, makeListing, pay, signUp, startCheckout } from '../../test/market.fixtures.js';

// Pino writes through sonic-boom straight to the file descriptor; catching those writes shows exactly
// what would reach the log, at the most verbose level.
const written: string[] = [];
const original = { write: fs.write, writeSync: fs.writeSync };
let app: TestApp;

beforeAll(async () => {
  const capture = (fd: number, data: unknown) => {
    if (fd === 1 || fd === 2) {
      written.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
      return true;
    }
    return false;
  };
  fs.writeSync = ((fd: number, data: never, ...rest: never[]) =>
    capture(fd, data)
      ? Buffer.byteLength(String(data))
      : original.writeSync(fd, data, ...rest)) as typeof fs.writeSync;
  fs.write = ((fd: number, data: never, ...rest: unknown[]) => {
    if (!capture(fd, data)) return (original.write as (...a: unknown[]) => void)(fd, data, ...rest);
    const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
    cb?.(null, Buffer.byteLength(String(data)));
  }) as typeof fs.write;
  app = await createTestApp({ logLevel: 'trace' });
});
afterAll(async () => {
  await app.dispose();
  fs.write = original.write;
  fs.writeSync = original.writeSync;
});

describe('card numbers', () => {
  it('never reach the log, whatever the outcome', async () => {
    const seller = await signUp(app);
    const buyer = await signUp(app);
    const listing = await makeListing(app, seller.user.id);
    const { clientSecret } = (await startCheckout(app, buyer, listing.id)).json();
    expect(
      (await pay(app, buyer, clientSecret, { ...GOOD_CARD, number: '4242 4242 4242 4241' })).statusCode,
    ).toBe(400);
    expect((await pay(app, buyer, clientSecret, DECLINED_CARD)).json().status).toBe('failed');
    expect((await pay(app, buyer, clientSecret, GOOD_CARD)).json().status).toBe('succeeded');
    await new Promise((r) => setTimeout(r, 100));

    const log = written.join('');
    // The capture works: the checkout request itself is in the log.
    expect(log).toContain('/api/create-payment-intent');
    for (const digits of [
      '4242424242424241',
      '4242 4242 4242 4241',
      '4000000000000002',
      '4000 0000 0000 0002',
      '4242424242424242',
      '4242 4242 4242 4242',
    ]) {
      expect(log).not.toContain(digits);
    }
    expect(log).not.toContain('"cvc"');
  });
});
