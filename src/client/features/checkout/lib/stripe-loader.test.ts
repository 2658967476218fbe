// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripe } from './stripe-loader';

const stripeScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === 'https://js.stripe.com/v3');

afterEach(() => {
  for (const script of stripeScripts()) script.remove();
  vi.unstubAllGlobals();
});

describe('loadStripe', () => {
  it('adds Stripe.js from js.stripe.com once, and lets a failed load be tried again', async () => {
    const first = loadStripe('pk_test_1');
    expect(stripeScripts()).toHaveLength(1);
    stripeScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Could not load the card form from Stripe');

    const second = loadStripe('pk_test_1');
    const scripts = stripeScripts();
    expect(scripts).toHaveLength(2);
    const factory = vi.fn(() => ({ marker: 'stripe' }));
    vi.stubGlobal('Stripe', factory);
    scripts[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toEqual({ marker: 'stripe' });
    expect(factory).toHaveBeenCalledWith('pk_test_1');
  });
});
