import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentProvider } from '../../lib/payments/local.js';
import {
  type Market,
  makeListing,
  ordersOf,
  pay,
  startCheckout,
  startMarket,
} from '../../test/market.fixtures.js';

/**
 * The payment provider reaches checkout through the app's context, built once in buildApp, so a test
 * (or another deployment) hands the app its own. This one signs client secrets under a secret of its
 * own — not the session secret the configured provider would use — and its provider cannot cancel.
 */
class ProviderThatCannotCancel extends LocalPaymentProvider {
  readonly cancelAttempts: string[] = [];

  override async cancel(intentId: string): Promise<void> {
    this.cancelAttempts.push(intentId);
    throw new Error('the provider is unreachable');
  }
}

const provider = new ProviderThatCannotCancel('injected-provider-secret-'.padEnd(40, 'y'));
let { app, seller, buyer, rival } = {} as Market;

beforeAll(async () => {
  ({ app, seller, buyer, rival } = await startMarket({}, { payments: provider }));
});
afterAll(() => app.dispose());

describe('checkout with the payment provider the app was given', () => {
  it('creates the intent and takes the payment through it', async () => {
    expect(app.ctx.payments).toBe(provider);
    const listing = await makeListing(app, seller.user.id);
    const started = await startCheckout(app, buyer, listing.id);
    expect(started.statusCode).toBe(200);
    const { clientSecret } = started.json() as { clientSecret: string };
    const [order] = await ordersOf(app, listing.id);
    expect(provider.intentIdFromSecret(clientSecret)).toBe(order!.stripePaymentIntentId);

    expect((await pay(app, buyer, clientSecret)).json().status).toBe('succeeded');
    expect((await ordersOf(app, listing.id)).map((o) => o.status)).toEqual(['paid']);
  });

  it('sells even when the provider cannot abandon the other buyer’s intent', async () => {
    const listing = await makeListing(app, seller.user.id);
    const mine = (await startCheckout(app, buyer, listing.id)).json() as { clientSecret: string };
    const theirs = (await startCheckout(app, rival, listing.id)).json() as { clientSecret: string };

    const reply = await pay(app, buyer, mine.clientSecret);
    expect([reply.statusCode, reply.json().status]).toEqual([200, 'succeeded']);
    // The attempt went to this provider and failed; the sale stands and the rival's order is closed.
    expect(provider.cancelAttempts).toEqual([provider.intentIdFromSecret(theirs.clientSecret)]);
    const byBuyer = new Map((await ordersOf(app, listing.id)).map((o) => [o.buyerId, o.status]));
    expect(byBuyer).toEqual(
      new Map([
        [buyer.user.id, 'paid'],
        [rival.user.id, 'cancelled'],
      ]),
    );
  });
});
