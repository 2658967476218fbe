import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DECLINED_CARD,
  GOOD_CARD,
  makeListing,
  pay,
  signUp,
  startCheckout,
} from '../../test/market.fixtures.js';
import { captureStdio, type StdioCapture } from '../../test/log-capture.js';

// What reaches the log, with the app at its most verbose level (trace).
let stdio: StdioCapture;
let app: TestApp;

beforeAll(async () => {
  stdio = captureStdio();
  app = await createTestApp({ logLevel: 'trace' });
});
afterAll(async () => {
  await app.dispose();
  stdio.restore();
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

    const log = stdio.written.join('');
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
